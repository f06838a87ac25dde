import type { ConvertPointsBody } from '@his/shared/schemas/points';
import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/relay/passwordCheck/MCS2_convertPoint`: whole points to money, behind the payment
 * password. The key is the attempt's: a repeat pays nothing more.
 */
export const convertPoints = (body: ConvertPointsBody, idempotencyKey: string) =>
  callApi('convertPoint', { body, idempotencyKey });
