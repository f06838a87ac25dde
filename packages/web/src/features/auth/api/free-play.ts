import type { LoginPublicValue } from '@his/shared/schemas/session';
import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/session/login/freeplay`: a trial account (type 4). The bff keeps its token like a
 * login's and answers the public facts only.
 */
export const freePlay = (): Promise<LoginPublicValue> =>
  callApi('freePlay', { body: { platform: 'W' } });
