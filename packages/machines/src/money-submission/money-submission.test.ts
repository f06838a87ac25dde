import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mayHaveBeenActedOn, moneySubmissionMachine } from './money-submission.machine.ts';

/**
 * A submission as the web drives it: each submit carries a fresh key (`key-<n>`); `sent` lists
 * the key of every call the chart let through (what the web sends under).
 */
const submission = () => {
  const actor = createActor(moneySubmissionMachine).start();
  const sent: string[] = [];
  let fresh = 0;
  const submit = (body: unknown = { amount: '100' }) => {
    if (actor.getSnapshot().hasTag('busy')) return;
    fresh += 1;
    actor.send({
      type: 'submission.submit',
      serialized: JSON.stringify(body),
      key: `key-${fresh}`,
    });
    const key = actor.getSnapshot().context.attempt?.key;
    if (key) sent.push(key);
  };
  const fail = (status: number) =>
    actor.send({ type: 'submission.failed', error: { code: 'x', status } });
  return { actor, sent, submit, fail };
};

describe('moneySubmission', () => {
  it('lets one call through when submitted twice while it runs (a double click)', () => {
    const { actor, sent, submit } = submission();
    submit();
    actor.send({ type: 'submission.submit', serialized: '{"amount":"100"}', key: 'again' });
    actor.send({ type: 'submission.submit', serialized: '{"amount":"5"}', key: 'other' });
    expect(sent).toEqual(['key-1']);
    expect(actor.getSnapshot().context.attempt?.key).toBe('key-1');
    actor.send({ type: 'submission.answered' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('reuses the key for the same body after no answer or a 5xx, and takes a new one for another body', () => {
    const { sent, submit, fail } = submission();
    submit();
    fail(0);
    submit();
    fail(502);
    submit({ amount: '5' });
    fail(0);
    submit({ amount: '5' });
    // The third submit's key starts the new attempt; the fourth reuses it.
    expect(sent).toEqual(['key-1', 'key-1', 'key-3', 'key-3']);
  });

  it('takes a new key after a refusal or a success, even for the same body', () => {
    const { actor, sent, submit, fail } = submission();
    submit();
    fail(200);
    expect(actor.getSnapshot().value).toBe('failedDefinite');
    submit();
    actor.send({ type: 'submission.answered' });
    submit();
    expect(sent).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('keeps the failure until the next submit', () => {
    const { actor, submit, fail } = submission();
    submit();
    fail(0);
    expect(actor.getSnapshot().context.error).toEqual({ code: 'x', status: 0 });
    submit();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('counts a failure without a status (not the client’s error) as one the server may have seen', () => {
    expect(mayHaveBeenActedOn(new Error('boom'))).toBe(true);
    expect(mayHaveBeenActedOn({ status: 0 })).toBe(true);
    expect(mayHaveBeenActedOn({ status: 503 })).toBe(true);
    expect(mayHaveBeenActedOn({ status: 409 })).toBe(false);
  });
});
