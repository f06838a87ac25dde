import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  withdrawalConfirmationMachine,
  type ConfirmReceiptInput,
  type ConfirmReceiptOutput,
} from './withdrawal-confirmation.machine.ts';
import { pendingInput } from './withdrawal-confirmation.flow-model.ts';

/** One `confirmReceipt` call: its input and how the test settles it. */
interface PendingCall {
  input: ConfirmReceiptInput;
  answer(status: string): Promise<void>;
  refuse(code: string): Promise<void>;
}

/**
 * The confirmation dialog's machine wired like the web wires it, on a simulated clock. Every
 * `confirmReceipt` call is recorded and stays open until the test answers or refuses it, so a
 * test can let the deadline pass while an answer is in flight.
 */
export const startConfirmation = (input = pendingInput(10)) => {
  const calls: PendingCall[] = [];
  /** Resolves once the machine saw the settled call (it is no longer busy). Calls start after `actor` exists. */
  const seen = async () => {
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  };
  const machine = withdrawalConfirmationMachine.provide({
    actors: {
      confirmReceipt: fromPromise<ConfirmReceiptOutput, ConfirmReceiptInput>(
        ({ input: callInput }) =>
          new Promise((resolve, reject) => {
            calls.push({
              input: callInput,
              answer: (status) => {
                resolve({ status });
                return seen();
              },
              refuse: (code) => {
                reject({ code });
                return seen();
              },
            });
          }),
      ),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  const lastCall = (): PendingCall => {
    const call = calls.at(-1);
    if (call === undefined) throw new Error('no confirmReceipt call was made');
    return call;
  };
  /**
   * Advances the clock by `ms`, at most a second at a time: a simulated increment fires only
   * the timers already due, and each tick schedules the next one (and the deadline anew).
   */
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= 1000) clock.increment(Math.min(1000, left));
  };
  return { actor, clock, advance, calls, lastCall };
};
