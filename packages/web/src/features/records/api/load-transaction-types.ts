import type { TransactionTypeCode } from '@his/shared/schemas/records';
import { callApi } from '@/lib/api.ts';

/** `GET GLS2_TxCodeList`: every type code of the account record, in a stable order. */
export const loadTransactionTypes = (): Promise<TransactionTypeCode[]> =>
  callApi('transactionTypes');
