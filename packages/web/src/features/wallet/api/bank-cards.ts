import { callApi } from '@/lib/api.ts';

/** `GET MCS2_bankCards`: the member's bank cards, numbers masked. */
export const bankCards = () => callApi('bankCards');
