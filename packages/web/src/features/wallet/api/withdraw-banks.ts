import { callApi } from '@/lib/api.ts';

/** `GET MCS2_withdrawBanks`: the banks a card may belong to. */
export const withdrawBanks = () => callApi('withdrawBanks');
