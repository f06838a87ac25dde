import type { OfferRequest } from '@his/machines/contract';
import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/agent/contracts/offer`: an offer to a direct downline agent. `endConflicts` goes
 * only once the agent agreed to end the contracts a `contract.conflict` refusal named.
 */
export const sendOffer = ({ downline, terms, endConflicts }: OfferRequest) =>
  callApi('contractOffer', {
    body: endConflicts ? { downline, terms, endConflicts } : { downline, terms },
  });
