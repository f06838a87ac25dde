import { createActor, fromPromise, waitFor } from 'xstate';
import type { Contract } from '@his/shared/schemas/contracts';
import { contractList, pageInput } from './contract.flow-model.ts';
import {
  contractMachine,
  type ContractInput,
  type ContractListRequest,
  type OfferRequest,
  type RespondRequest,
  type TerminateRequest,
} from './contract.machine.ts';

/** One call the chart made: its actor, its input, and how the test settles it. */
interface PendingCall {
  actor: 'loadContracts' | 'sendOffer' | 'respond' | 'terminate';
  input: ContractListRequest | OfferRequest | RespondRequest | TerminateRequest;
  answer(output?: unknown): Promise<void>;
  refuse(error: unknown): Promise<void>;
}

/**
 * The contract chart wired like the web wires it: every call is recorded and stays open until
 * the test answers or refuses it (`answer()` without an output answers the call's usual value:
 * the fixture list, `{ id: 9 }` for an offer, null otherwise).
 */
export const startContracts = (input: ContractInput = pageInput) => {
  const calls: PendingCall[] = [];
  // Waits for the chart to take the settled call (a change's answer starts the reload, so there
  // is no idle state to wait for: any new snapshot is the answer taken).
  const seen = async (before: ReturnType<typeof actor.getSnapshot>) => {
    await waitFor(actor, (snapshot) => snapshot !== before);
  };
  const recorded =
    <I, O>(name: PendingCall['actor'], usual: O) =>
    ({ input: callInput }: { input: I }) =>
      new Promise<O>((resolve, reject) => {
        calls.push({
          actor: name,
          input: callInput as PendingCall['input'],
          answer: (output) => {
            const before = actor.getSnapshot();
            resolve(output === undefined ? usual : (output as O));
            return seen(before);
          },
          refuse: (error) => {
            const before = actor.getSnapshot();
            reject(error as Error);
            return seen(before);
          },
        });
      });
  const machine = contractMachine.provide({
    actors: {
      loadContracts: fromPromise<Contract[], ContractListRequest>(
        recorded<ContractListRequest, Contract[]>('loadContracts', contractList),
      ),
      sendOffer: fromPromise<{ id: number }, OfferRequest>(
        recorded<OfferRequest, { id: number }>('sendOffer', { id: 9 }),
      ),
      respond: fromPromise<null, RespondRequest>(recorded<RespondRequest, null>('respond', null)),
      terminate: fromPromise<null, TerminateRequest>(
        recorded<TerminateRequest, null>('terminate', null),
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  const lastCall = (): PendingCall => {
    const call = calls.at(-1);
    if (call === undefined) throw new Error('no call was made');
    return call;
  };
  /** Starts with the fixture list loaded. */
  const loaded = async () => {
    await lastCall().answer();
    return actor.getSnapshot();
  };
  return { actor, calls, lastCall, loaded };
};
