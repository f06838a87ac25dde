import { describe, expect, it } from 'vitest';
import { startConfirmation } from './withdrawal-confirmation.harness.ts';
import {
  fakePngBytes,
  jpegBytes,
  pendingInput,
  pngBytes,
} from './withdrawal-confirmation.flow-model.ts';
import { maxProofBytes, notAwaitingCode } from './withdrawal-confirmation.machine.ts';

type Confirmation = ReturnType<typeof startConfirmation>;

const { answerKey } = pendingInput(10);

const addProof = ({ actor }: Confirmation, bytes: Uint8Array, name = 'proof.png') =>
  actor.send({ type: 'proof.add', name, bytes });

const proofsOf = ({ actor }: Confirmation) =>
  actor.getSnapshot().context.proofs.map((proof) => `${proof.name} ${proof.type}`);

const oversizedPng = () => {
  const bytes = new Uint8Array(maxProofBytes + 1);
  bytes.set(pngBytes);
  return bytes;
};

describe('withdrawalConfirmation: received', () => {
  it('sends the withdrawal id with received: true, then is confirmed', async () => {
    const { actor, calls, lastCall } = startConfirmation();
    actor.send({ type: 'receipt.received' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.map((call) => call.input)).toEqual([
      { withdrawalId: 1001, idempotencyKey: `${answerKey}-1`, received: true },
    ]);
    await lastCall().answer('received');
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'confirmed' });
  });

  it('shows a coded failure with retry', async () => {
    const { actor, calls, lastCall } = startConfirmation();
    actor.send({ type: 'receipt.received' });
    await lastCall().refuse('system.busy');
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('system.busy');
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('shows that the withdrawal no longer awaits an answer when settled meanwhile', async () => {
    const { actor, lastCall } = startConfirmation();
    actor.send({ type: 'receipt.received' });
    await lastCall().refuse(notAwaitingCode);
    expect(actor.getSnapshot().matches('notAwaiting')).toBe(true);
    expect(actor.getSnapshot().hasTag('forced')).toBe(false);
  });
});

describe('withdrawalConfirmation: not received with proof', () => {
  it('takes png and jpeg by content and refuses a fake, an oversized or a fourth image', () => {
    const confirmation = startConfirmation();
    confirmation.actor.send({ type: 'receipt.notReceived' });
    addProof(confirmation, fakePngBytes, 'notes.png');
    expect(confirmation.actor.getSnapshot().context.proofError).toBe('proof.type');
    expect(proofsOf(confirmation)).toEqual([]);
    addProof(confirmation, oversizedPng(), 'huge.png');
    expect(confirmation.actor.getSnapshot().context.proofError).toBe('proof.size');
    addProof(confirmation, pngBytes, 'a.png');
    expect(confirmation.actor.getSnapshot().context.proofError).toBeNull();
    addProof(confirmation, jpegBytes, 'b.jpg');
    addProof(confirmation, jpegBytes, 'c.png');
    addProof(confirmation, pngBytes, 'd.png');
    expect(confirmation.actor.getSnapshot().context.proofError).toBe('proof.count');
    expect(proofsOf(confirmation)).toEqual([
      'a.png image/png',
      'b.jpg image/jpeg',
      'c.png image/jpeg',
    ]);
    confirmation.actor.send({ type: 'proof.remove', index: 1 });
    expect(proofsOf(confirmation)).toEqual(['a.png image/png', 'c.png image/jpeg']);
    expect(confirmation.actor.getSnapshot().context.proofError).toBeNull();
  });

  it('sends nothing without a proof, and drops the images on the way back', () => {
    const confirmation = startConfirmation();
    const { actor, calls } = confirmation;
    actor.send({ type: 'receipt.notReceived' });
    actor.send({ type: 'proof.submit' });
    expect(actor.getSnapshot().context.proofError).toBe('proof.required');
    expect(calls).toEqual([]);
    addProof(confirmation, pngBytes);
    actor.send({ type: 'proof.back' });
    expect(actor.getSnapshot().matches({ open: { answer: 'choosing' } })).toBe(true);
    expect(proofsOf(confirmation)).toEqual([]);
  });

  it('sends the proofs with received: false; retry and back keep them', async () => {
    const confirmation = startConfirmation();
    const { actor, calls, lastCall } = confirmation;
    actor.send({ type: 'receipt.notReceived' });
    addProof(confirmation, pngBytes, 'a.png');
    addProof(confirmation, jpegBytes, 'b.jpg');
    actor.send({ type: 'proof.submit' });
    expect(calls[0]?.input).toEqual({
      withdrawalId: 1001,
      idempotencyKey: `${answerKey}-1`,
      received: false,
      proofs: [
        { name: 'a.png', type: 'image/png', bytes: pngBytes },
        { name: 'b.jpg', type: 'image/jpeg', bytes: jpegBytes },
      ],
    });
    await lastCall().refuse('withdrawal.proof.invalid');
    expect(actor.getSnapshot().context.error).toBe('withdrawal.proof.invalid');
    actor.send({ type: 'retry' });
    expect(calls[1]?.input).toEqual(calls[0]?.input);
    await lastCall().refuse('system.busy');
    actor.send({ type: 'proof.back' });
    expect(actor.getSnapshot().matches({ open: { answer: 'proof' } })).toBe(true);
    expect(proofsOf(confirmation)).toEqual(['a.png image/png', 'b.jpg image/jpeg']);
    actor.send({ type: 'proof.submit' });
    expect(calls.map((call) => call.input.idempotencyKey)).toEqual([
      `${answerKey}-1`,
      `${answerKey}-1`,
      `${answerKey}-2`,
    ]);
    await lastCall().answer('underReview');
    expect(actor.getSnapshot().matches('underReview')).toBe(true);
    expect(actor.getSnapshot().context.proofs).toEqual([]);
  });
});

describe('withdrawalConfirmation: closing', () => {
  it('sends nothing when closed before answering, and no timer runs after', () => {
    const { actor, calls, advance } = startConfirmation();
    actor.send({ type: 'receipt.notReceived' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'unanswered' });
    advance(600_000);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'unanswered' });
  });

  it('stops waiting for an answer in flight and makes no request after closing', async () => {
    const { actor, calls, lastCall } = startConfirmation();
    actor.send({ type: 'receipt.received' });
    actor.send({ type: 'dialog.close' });
    await lastCall().answer('received');
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'unanswered' });
  });

  it('reports forced received after the dialog showed it', () => {
    const { actor, advance } = startConfirmation();
    advance(600_000);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'forcedReceived' });
  });
});
