import type { TerminateRequest } from '@his/machines/contract';
import { callApi } from '@/lib/api.ts';

/** `POST /wps/agent/contracts/terminate`: ask the other side to end a contract in force. */
export const terminate = async ({ contractId }: TerminateRequest) => {
  await callApi('contractTerminate', { body: { contractId } });
  return null;
};
