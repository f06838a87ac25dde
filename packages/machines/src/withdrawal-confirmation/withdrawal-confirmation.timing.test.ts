import { describe, expect, it } from 'vitest';
import { startConfirmation } from './withdrawal-confirmation.harness.ts';
import { pendingInput, pngBytes, serverNow } from './withdrawal-confirmation.flow-model.ts';
import { notAwaitingCode } from './withdrawal-confirmation.machine.ts';

/** 90.5 s before the deadline, by the server's clock. */
const ninetySeconds = {
  ...pendingInput(10),
  withdrawal: { id: 1001, amount: '250.00', deadline: serverNow + 90_500 },
};

const forcedReceived = (
  snapshot: ReturnType<ReturnType<typeof startConfirmation>['actor']['getSnapshot']>,
) => ({
  forced: snapshot.hasTag('forced'),
  outcome: snapshot.context.outcome,
  proofs: snapshot.context.proofs.length,
});

describe('withdrawalConfirmation: the countdown on the simulated clock', () => {
  it('counts down by the server’s clock, whatever the browser’s says', () => {
    const { actor, clock, advance } = startConfirmation(ninetySeconds);
    expect(actor.getSnapshot().context.remainingMs).toBe(90_500);
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    clock.increment(999);
    expect(actor.getSnapshot().context.remainingMs).toBe(90_500);
    clock.increment(1);
    expect(actor.getSnapshot().context.remainingMs).toBe(89_500);
    advance(89_000);
    expect(actor.getSnapshot().context.remainingMs).toBe(500);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('ends the dialog as forced received at the deadline to the millisecond, while choosing', () => {
    const { actor, clock, advance, calls } = startConfirmation(ninetySeconds);
    advance(90_499);
    expect(actor.getSnapshot().matches({ open: { answer: 'choosing' } })).toBe(true);
    clock.increment(1);
    expect(forcedReceived(actor.getSnapshot())).toEqual({
      forced: true,
      outcome: 'forcedReceived',
      proofs: 0,
    });
    expect(actor.getSnapshot().hasTag('counting')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('ends on a whole second without a zero-length last tick', () => {
    const { actor, clock } = startConfirmation(pendingInput(1 / 30));
    clock.increment(1000);
    expect(actor.getSnapshot().context.remainingMs).toBe(1000);
    clock.increment(1000);
    expect(actor.getSnapshot().hasTag('forced')).toBe(true);
  });

  it('is forced received at once when the deadline had passed at load', () => {
    const { actor, clock } = startConfirmation({ ...ninetySeconds, serverNow: serverNow + 91_000 });
    expect(actor.getSnapshot().context.remainingMs).toBe(0);
    clock.increment(0);
    expect(actor.getSnapshot().hasTag('forced')).toBe(true);
  });

  it('catches up when the web syncs the server’s clock after a hidden tab', () => {
    const { actor, advance } = startConfirmation(ninetySeconds);
    advance(3000);
    actor.send({ type: 'countdown.sync', serverNow: serverNow + 60_000 });
    expect(actor.getSnapshot().context.remainingMs).toBe(30_500);
    advance(30_499);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    advance(1);
    expect(actor.getSnapshot().hasTag('forced')).toBe(true);

    const late = startConfirmation(ninetySeconds);
    late.actor.send({ type: 'countdown.sync', serverNow: serverNow + 95_000 });
    late.clock.increment(0);
    expect(late.actor.getSnapshot().hasTag('forced')).toBe(true);
  });

  it('ends the proof form as forced received and drops the images', () => {
    const { actor, advance, calls } = startConfirmation(ninetySeconds);
    actor.send({ type: 'receipt.notReceived' });
    actor.send({ type: 'proof.add', name: 'transfer.png', bytes: pngBytes });
    advance(90_500);
    expect(forcedReceived(actor.getSnapshot())).toEqual({
      forced: true,
      outcome: 'forcedReceived',
      proofs: 0,
    });
    expect(calls).toEqual([]);
  });

  it('ends a failed answer as forced received when not retried in time', async () => {
    const confirm = startConfirmation(ninetySeconds);
    confirm.actor.send({ type: 'receipt.received' });
    await confirm.lastCall().refuse('system.busy');
    expect(confirm.actor.getSnapshot().hasTag('failed')).toBe(true);
    confirm.advance(90_500);
    expect(confirm.actor.getSnapshot().hasTag('forced')).toBe(true);

    const claim = startConfirmation(ninetySeconds);
    claim.actor.send({ type: 'receipt.notReceived' });
    claim.actor.send({ type: 'proof.add', name: 'transfer.png', bytes: pngBytes });
    claim.actor.send({ type: 'proof.submit' });
    await claim.lastCall().refuse('system.busy');
    expect(claim.actor.getSnapshot().matches({ open: { answer: 'uploadFailed' } })).toBe(true);
    claim.advance(90_500);
    expect(forcedReceived(claim.actor.getSnapshot())).toEqual({
      forced: true,
      outcome: 'forcedReceived',
      proofs: 0,
    });
  });
});

describe('withdrawalConfirmation: an answer in flight when the deadline passes', () => {
  it('keeps waiting, and an answer the server took counts', async () => {
    const { actor, advance, lastCall } = startConfirmation(ninetySeconds);
    actor.send({ type: 'receipt.received' });
    advance(90_500);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.hasTag('forced')).toBe(false);
    expect(snapshot.context.deadlinePassed).toBe(true);
    expect(snapshot.matches({ open: { countdown: 'ended' } })).toBe(true);
    await lastCall().answer('received');
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
    expect(actor.getSnapshot().hasTag('answered')).toBe(true);
  });

  it('shows forced received when the server refuses the late claim', async () => {
    const { actor, advance, lastCall } = startConfirmation(ninetySeconds);
    actor.send({ type: 'receipt.notReceived' });
    actor.send({ type: 'proof.add', name: 'transfer.png', bytes: pngBytes });
    actor.send({ type: 'proof.submit' });
    advance(90_500);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await lastCall().refuse(notAwaitingCode);
    expect(forcedReceived(actor.getSnapshot())).toEqual({
      forced: true,
      outcome: 'forcedReceived',
      proofs: 0,
    });
  });

  it('shows forced received when the server answers the withdrawal as forced received', async () => {
    const { actor, advance, lastCall } = startConfirmation(ninetySeconds);
    actor.send({ type: 'receipt.received' });
    advance(90_500);
    await lastCall().answer('forcedReceived');
    expect(actor.getSnapshot().hasTag('forced')).toBe(true);
  });

  it('keeps retry after another failure: only the server may end it as forced', async () => {
    const { actor, advance, calls, lastCall } = startConfirmation(ninetySeconds);
    actor.send({ type: 'receipt.notReceived' });
    actor.send({ type: 'proof.add', name: 'transfer.png', bytes: pngBytes });
    actor.send({ type: 'proof.submit' });
    advance(90_500);
    await lastCall().refuse('upstream.timeout');
    expect(actor.getSnapshot().matches({ open: { answer: 'uploadFailed' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('upstream.timeout');
    advance(60_000);
    expect(actor.getSnapshot().hasTag('forced')).toBe(false);
    actor.send({ type: 'retry' });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.input).toEqual(calls[0]?.input);
    await lastCall().answer('underReview');
    expect(actor.getSnapshot().matches('underReview')).toBe(true);
  });
});
