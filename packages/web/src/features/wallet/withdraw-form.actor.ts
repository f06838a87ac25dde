import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { withdrawFormMachine, type WithdrawRequest } from '@his/machines/withdraw-form';
import { flowInspect } from '@/lib/flow-inspection.ts';
import { withdraw } from './api/withdraw.ts';

/** The withdraw form's chart with its call; `onWithdrawn` hears each withdrawal taken. */
const withdrawFormLogic = (onWithdrawn: () => void) =>
  withdrawFormMachine.provide({
    actors: {
      withdraw: fromPromise<{ amount: string }, WithdrawRequest>(({ input }) =>
        withdraw(input.body, input.idempotencyKey),
      ),
    },
    actions: { tellWithdrawn: () => onWithdrawn() },
  });

/**
 * Runs the withdraw form's chart while the form shows (seen by the flow inspection): a random
 * form key per form, so each submission's idempotency key is `<formKey>-<n>`.
 */
export const useWithdrawForm = (bankCardIds: readonly number[], onWithdrawn: () => void) => {
  const [logic] = useState(() => withdrawFormLogic(onWithdrawn));
  const [formKey] = useState(() => crypto.randomUUID());
  return useActorRef(logic, { input: { formKey, bankCardIds }, inspect: flowInspect });
};
