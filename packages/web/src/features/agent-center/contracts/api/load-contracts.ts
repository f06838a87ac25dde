import type { ContractListRequest } from '@his/machines/contract';
import type { Contract } from '@his/shared/schemas/contracts';
import { callApi } from '@/lib/api.ts';

/** `GET /wps/agent/contracts`: the agent's contracts as upline or downline, newest first. */
export const loadContracts = (query: ContractListRequest): Promise<Contract[]> =>
  callApi('contractList', { query });
