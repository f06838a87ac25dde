import { useActorRef } from '@xstate/react';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import {
  withdrawalConfirmationMachine,
  type ConfirmationOutcome,
  type ConfirmReceiptInput,
  type ConfirmReceiptOutput,
  type WithdrawalConfirmationInput,
  type WithdrawalConfirmationOutput,
} from '@his/machines/withdrawal-confirmation';
import { flowInspect } from '@/lib/flow-inspection.ts';
import { confirmReceipt } from './api/confirm-receipt.ts';

/** The confirmation chart with its call (`processC2CTransaction`). */
const withdrawalConfirmationLogic = withdrawalConfirmationMachine.provide({
  actors: {
    confirmReceipt: fromPromise<ConfirmReceiptOutput, ConfirmReceiptInput>(({ input }) =>
      confirmReceipt(input),
    ),
  },
});

/**
 * Runs one released withdrawal's confirmation for as long as its dialog shows, seen by the flow
 * inspection (coverage recorder, /flows live mode) like the app's own actors. `onClosed` hears
 * how it ended once the player closed it.
 */
export const useWithdrawalConfirmation = (
  input: WithdrawalConfirmationInput,
  onClosed: (outcome: ConfirmationOutcome) => void,
) =>
  useActorRef(
    withdrawalConfirmationLogic,
    { input, inspect: flowInspect },
    (snapshot: AnyMachineSnapshot) => {
      if (snapshot.status === 'done') {
        onClosed((snapshot.output as WithdrawalConfirmationOutput).outcome);
      }
    },
  );
