import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, afterEvent, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import { imageTypeOf, maxProofs, notAwaitingCode } from './withdrawal-confirmation.logic.ts';
import {
  withdrawalConfirmationMachine,
  type WithdrawalConfirmationInput,
} from './withdrawal-confirmation.machine.ts';

/** The first bytes of a real PNG file (signature and the IHDR chunk's start). */
export const pngBytes = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

/** The first bytes of a real JPEG file (SOI, then a JFIF APP0 marker). */
export const jpegBytes = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);

/** A text file named `.png`: the PNG signature without its first byte, then text. */
export const fakePngBytes = Uint8Array.from('PNG\r\n\u001a\nnot an image', (char) =>
  char.charCodeAt(0),
);

/** The server's clock at load in the tests (epoch ms). */
export const serverNow = 1_800_000_000_000;

/** A released withdrawal whose deadline is `minutes` after {@link serverNow}. */
export const pendingInput = (minutes: number): WithdrawalConfirmationInput => ({
  withdrawal: { id: 1001, amount: '250.00', deadline: serverNow + minutes * 60_000 },
  serverNow,
  answerKey: '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
});

const deadline = afterEvent('deadline', 'withdrawalConfirmation.open.countdown.running');

/**
 * Model of the confirmation dialog: both answers, the proof form (valid, fake and surplus
 * images, removal, back), every answer of the server, retry, close, and the deadline in each
 * open state. The countdown starts ten minutes out, so a few ticks never reach it: the deadline
 * is the `deadline` event itself (its delay is computed, so replay sends it).
 */
export const withdrawalConfirmationFlowModel: FlowModel<typeof withdrawalConfirmationMachine> = {
  machine: withdrawalConfirmationMachine,
  inputs: { 'ten minutes left': pendingInput(10) },
  events: {
    received: { type: 'receipt.received' },
    'not received': { type: 'receipt.notReceived' },
    'add png': { type: 'proof.add', name: 'transfer.png', bytes: pngBytes },
    'add jpeg': { type: 'proof.add', name: 'bank.jpg', bytes: jpegBytes },
    'add fake png': { type: 'proof.add', name: 'notes.png', bytes: fakePngBytes },
    'remove first': { type: 'proof.remove', index: 0 },
    submit: { type: 'proof.submit' },
    back: { type: 'proof.back' },
    retry: { type: 'retry' },
    close: { type: 'dialog.close' },
    'answer taken': doneEvent('confirmReceipt', { status: 'received' }),
    'claim taken': doneEvent('confirmReceipt', { status: 'underReview' }),
    'server says forced': doneEvent('confirmReceipt', { status: 'forcedReceived' }),
    'no longer awaiting': errorEvent('confirmReceipt', apiError(notAwaitingCode)),
    'answer failed': errorEvent('confirmReceipt', apiError('system.busy')),
    // Keeps the deadline far: a sync past it is checked by the timing tests, since replay
    // would fire its zero delay at the next clock step.
    'sync clock': { type: 'countdown.sync', serverNow: serverNow + 60_000 },
    tick: afterEvent('countdownTick', 'withdrawalConfirmation.open.countdown.running'),
    'deadline passes': deadline,
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      proofs: context.proofs.length,
      proofError: context.proofError !== null,
      error: context.error !== null,
    }),
  invariants: [
    {
      name: 'busy exactly while an answer is in flight, and never with an error',
      holds: (snapshot) =>
        snapshot.hasTag('busy') ===
          (snapshot.matches({ open: { answer: 'confirming' } }) ||
            snapshot.matches({ open: { answer: 'uploading' } })) &&
        !(snapshot.hasTag('busy') && snapshot.context.error !== null),
    },
    {
      name: 'an answer in flight has an idempotency key (a numbered answer)',
      holds: (snapshot) => !snapshot.hasTag('busy') || snapshot.context.answers >= 1,
    },
    {
      name: 'an error code shows exactly in the failed states',
      holds: (snapshot) => (snapshot.context.error !== null) === snapshot.hasTag('failed'),
    },
    {
      name: 'proof images are held only while the claim is written or sent',
      holds: (snapshot) =>
        snapshot.context.proofs.length === 0 ||
        (['proof', 'uploading', 'uploadFailed'] as const).some((state) =>
          snapshot.matches({ open: { answer: state } }),
        ),
    },
    {
      name: 'at most three proofs, each a png or jpeg by its bytes',
      holds: (snapshot) =>
        snapshot.context.proofs.length <= maxProofs &&
        snapshot.context.proofs.every((proof) => imageTypeOf(proof.bytes) === proof.type),
    },
    {
      name: 'the deadline is noted as passed only while the server decides',
      holds: (snapshot) =>
        !snapshot.matches('open') ||
        snapshot.context.deadlinePassed === snapshot.matches({ open: { countdown: 'ended' } }),
    },
    {
      name: 'the forced tag shows exactly when the outcome is forced received (until closed)',
      holds: (snapshot) =>
        snapshot.matches('closed') ||
        snapshot.hasTag('forced') === (snapshot.context.outcome === 'forcedReceived'),
    },
    {
      name: 'closed is the only end, and it reports the outcome',
      holds: (snapshot) =>
        (snapshot.status === 'done') === snapshot.matches('closed') &&
        (snapshot.status !== 'done' || snapshot.output?.outcome === snapshot.context.outcome),
    },
  ],
  waivers: [],
  maxPaths: 240,
};
