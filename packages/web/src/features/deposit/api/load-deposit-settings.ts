import type { DepositSettings } from '@his/shared/schemas/deposit';
import { callApi } from '@/lib/api.ts';

/** `GET MCSFE_getDepositSettings`: whether deposits are open, and the channels with limits. */
export const loadDepositSettings = (): Promise<DepositSettings> => callApi('depositSettings');
