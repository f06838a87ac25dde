import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { moneySubmissionMachine } from '@his/machines/money-submission';
import { flowInspect } from './flow-inspection.ts';

/**
 * One form's submission of a money call (the wallet's, the transfer's), as the
 * `moneySubmission` chart decides it (issue 14): busy while it runs, its failure kept to show,
 * and an idempotency key per attempt. A second submit while one runs (a double click) sends
 * nothing; submitting the same body again after a failure the server may have acted on (no
 * answer, 5xx) reuses the attempt's key, so money moves at most once; a definite answer or
 * another body starts a new attempt with a new key. The hook makes the call the chart lets
 * through, under the chart's key, and tells the chart how it ended. `submit` settles when the
 * attempt has; `clearError` hides the failure on screen.
 */
export const useMoneySubmission = <Body, Value>(
  send: (body: Body, idempotencyKey: string) => Promise<Value>,
  onDone: (value: Value) => void,
) => {
  const [snapshot, , actor] = useMachine(moneySubmissionMachine, { inspect: flowInspect });
  const busy = snapshot.hasTag('busy');
  const failure = snapshot.context.error;
  // Hiding the failure on screen (the player edits the form) is the form's view, not the
  // submission's state: the chart keeps it, and the kept key, until the next submit.
  const [hidden, setHidden] = useState<unknown>(null);

  const submit = async (body: Body) => {
    // The chart's actor starts in an effect, and a click can come between a render's commit and
    // its effects (a busy phone, a transition's render): an event sent before the start would wait
    // in the actor's mailbox, the attempt below would read as none, and the call would never
    // leave while the button showed busy. Starting it here is a no-op once it runs.
    actor.start();
    if (actor.getSnapshot().hasTag('busy')) return;
    actor.send({
      type: 'submission.submit',
      serialized: JSON.stringify(body),
      key: crypto.randomUUID(),
    });
    const attempt = actor.getSnapshot().context.attempt;
    if (attempt === null) return;
    try {
      const value = await send(body, attempt.key);
      onDone(value);
      actor.send({ type: 'submission.answered' });
    } catch (error) {
      actor.send({ type: 'submission.failed', error });
    }
  };
  return {
    submit,
    busy,
    error: failure === hidden ? null : failure,
    clearError: () => setHidden(failure),
  };
};
