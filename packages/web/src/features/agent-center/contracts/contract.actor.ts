import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  contractMachine,
  type ContractInput,
  type ContractListRequest,
  type OfferRequest,
  type RespondRequest,
  type TerminateRequest,
} from '@his/machines/contract';
import type { Contract } from '@his/shared/schemas/contracts';
import { flowInspect } from '@/lib/flow-inspection.ts';
import { loadContracts } from './api/load-contracts.ts';
import { respond } from './api/respond.ts';
import { sendOffer } from './api/send-offer.ts';
import { terminate } from './api/terminate.ts';

/** The contract chart with its calls (contractList, contractOffer, contractRespond, contractTerminate). */
const contractLogic = contractMachine.provide({
  actors: {
    loadContracts: fromPromise<Contract[], ContractListRequest>(({ input }) =>
      loadContracts(input),
    ),
    sendOffer: fromPromise<{ id: number }, OfferRequest>(({ input }) => sendOffer(input)),
    respond: fromPromise<null, RespondRequest>(({ input }) => respond(input)),
    terminate: fromPromise<null, TerminateRequest>(({ input }) => terminate(input)),
  },
});

/**
 * Runs the contracts of a page for as long as the panel shows, seen by the flow inspection
 * (coverage recorder, /flows live mode) like the app's own actors.
 */
export const useContracts = (input: ContractInput) =>
  useActorRef(contractLogic, { input, inspect: flowInspect });
