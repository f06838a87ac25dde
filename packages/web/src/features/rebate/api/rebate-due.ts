import { callApi } from '@/lib/api.ts';

/** `GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType`: the cashback due now. */
export const rebateDue = (signal?: AbortSignal) => callApi('rebateDue', { signal });
