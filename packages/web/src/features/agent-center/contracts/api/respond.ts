import type { RespondRequest } from '@his/machines/contract';
import { callApi } from '@/lib/api.ts';

/** `POST /wps/agent/contracts/respond`: accept or reject an offer or a termination request. */
export const respond = async ({ contractId, accept, endConflicts }: RespondRequest) => {
  await callApi('contractRespond', {
    body: endConflicts ? { contractId, accept, endConflicts } : { contractId, accept },
  });
  return null;
};
