import { assign, fromPromise, or, setup, stateIn } from 'xstate';
import { errorCodeOf } from '../common/error-code.ts';
import {
  canSubmitProofs,
  checkProofAdd,
  notAwaitingCode,
  toProofImage,
  type ConfirmationOutcome,
  type ConfirmReceiptInput,
  type ConfirmReceiptOutput,
  type PendingWithdrawal,
  type ProofErrorCode,
  type ProofImage,
  type WithdrawalConfirmationInput,
} from './withdrawal-confirmation.logic.ts';

// The withdrawal-confirmation chart's setup: types, actors, delays, guards, actions and the
// answer's done and error transitions the two sending states share (split from the machine to
// keep it under 400 lines).

export interface WithdrawalConfirmationContext {
  withdrawal: PendingWithdrawal;
  /** The web's random key for this dialog's answers (see the input). */
  answerKey: string;
  /** Answers started (a retry is not a new answer): numbers their idempotency keys. */
  answers: number;
  /** Milliseconds left before the deadline, by the server's clock; updated every second. */
  remainingMs: number;
  /** The deadline passed while an answer was in flight: the server's answer decides. */
  deadlinePassed: boolean;
  /** The proof images of a not-received claim, in the order chosen (held only while it is written or sent). */
  proofs: ProofImage[];
  /** Why the last chosen file was refused, or why the claim cannot be sent yet; null otherwise. */
  proofError: ProofErrorCode | null;
  /** Code of the last failed answer (shown with retry), or null. */
  error: string | null;
  /** What the dialog last showed as settled; the machine's output once closed. */
  outcome: ConfirmationOutcome;
}

/**
 * Decision: `proof.add` carries the chosen file's bytes, not a descriptor the browser already
 * checked. The rule (png or jpeg by content, ≤ 5 MB, at most 3) is then the chart's, drawn in
 * /flows and replayed by the model tests with real and fake headers, and the browser only reads
 * the file: `new Uint8Array(await file.slice(0, proofReadLimit).arrayBuffer())` (an oversized
 * file is refused from its first 5 MB + 1 byte). The upload actor receives the same bytes.
 */
export type WithdrawalConfirmationEvent =
  | { type: 'receipt.received' }
  | { type: 'receipt.notReceived' }
  | { type: 'proof.add'; name: string; bytes: Uint8Array }
  | { type: 'proof.remove'; index: number }
  | { type: 'proof.submit' }
  | { type: 'proof.back' }
  | { type: 'retry' }
  | { type: 'dialog.close' }
  /**
   * The server's clock as the web reads it again (its load-time `serverNow` plus the time
   * elapsed since, by `performance.now()`): sent when a hidden tab shows again, because browsers
   * throttle a hidden tab's timers and the per-second countdown falls behind.
   */
  | { type: 'countdown.sync'; serverNow: number };

export type WithdrawalConfirmationTag = 'counting' | 'busy' | 'failed' | 'answered' | 'forced';

export interface WithdrawalConfirmationOutput {
  outcome: ConfirmationOutcome;
}

/** One second of the countdown the dialog shows. */
const countdownTickMs = 1000;

const inFlight = or([
  stateIn('#withdrawalConfirmation.open.answer.confirming'),
  stateIn('#withdrawalConfirmation.open.answer.uploading'),
]);

export const confirmation = setup({
  types: {
    context: {} as WithdrawalConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
    input: {} as WithdrawalConfirmationInput,
    output: {} as WithdrawalConfirmationOutput,
    tags: {} as WithdrawalConfirmationTag,
  },
  actors: {
    confirmReceipt: fromPromise<ConfirmReceiptOutput, ConfirmReceiptInput>(() =>
      Promise.reject(
        new Error(
          'confirmReceipt is supplied by the app with withdrawalConfirmationMachine.provide',
        ),
      ),
    ),
  },
  delays: {
    countdownTick: countdownTickMs,
    // Computed on each entry of `running` (every tick), so it is exact to the millisecond.
    deadline: ({ context }) => context.remainingMs,
  },
  guards: {
    isAnswerInFlight: inFlight,
    isProofRefused: ({ context }, params: { bytes: Uint8Array }) =>
      checkProofAdd(context.proofs, params.bytes) !== null,
    canSubmit: ({ context }) => canSubmitProofs(context.proofs),
    isForcedVerdict: (_, params: { output: ConfirmReceiptOutput }) =>
      params.output.status === 'forcedReceived',
    isNotAwaiting: (_, params: { error: unknown }) => errorCodeOf(params.error) === notAwaitingCode,
    isLateRefusal: ({ context }, params: { error: unknown }) =>
      context.deadlinePassed && errorCodeOf(params.error) === notAwaitingCode,
  },
  actions: {
    tick: assign(({ context }) => ({
      remainingMs: Math.max(0, context.remainingMs - countdownTickMs),
    })),
    syncCountdown: assign(({ context }, params: { serverNow: number }) => ({
      remainingMs: Math.max(0, context.withdrawal.deadline - params.serverNow),
    })),
    markDeadlinePassed: assign({ remainingMs: 0, deadlinePassed: true }),
    rememberProofRefusal: assign(({ context }, params: { bytes: Uint8Array }) => ({
      proofError: checkProofAdd(context.proofs, params.bytes),
    })),
    addProof: assign(({ context }, params: { name: string; bytes: Uint8Array }) => ({
      proofs: [...context.proofs, toProofImage(params.name, params.bytes)],
      proofError: null,
    })),
    removeProof: assign(({ context }, params: { index: number }) => ({
      proofs: context.proofs.filter((_, index) => index !== params.index),
      proofError: null,
    })),
    rememberProofsMissing: assign({ proofError: 'proof.required' }),
    forgetDraft: assign({ proofs: [], proofError: null, error: null }),
    clearError: assign({ error: null, proofError: null }),
    startAnswer: assign(({ context }) => ({
      answers: context.answers + 1,
      error: null,
      proofError: null,
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
    })),
    settle: assign((_, params: { outcome: ConfirmationOutcome }) => ({
      outcome: params.outcome,
      proofs: [],
      proofError: null,
      error: null,
    })),
  },
});

export const settled = (outcome: ConfirmationOutcome) => ({
  type: 'settle' as const,
  params: { outcome },
});

export const closeSettled = {
  'dialog.close': {
    target: 'closed',
    description: 'The player closes the dialog after reading how the withdrawal stands.',
  },
} as const;

export const answerDone = (taken: 'confirmed' | 'underReview') => ({
  onDone: [
    {
      guard: {
        type: 'isForcedVerdict' as const,
        params: ({ event }: { event: { output: ConfirmReceiptOutput } }) => ({
          output: event.output,
        }),
      },
      target: '#withdrawalConfirmation.forcedReceived',
      description:
        'The server answers that the deadline had passed before it took the answer: forced received, not refunded.',
    },
    {
      target: `#withdrawalConfirmation.${taken}`,
      description: 'The server took the answer, even if the dialog’s countdown ended meanwhile.',
    },
  ],
});

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const answerFailed = (failed: 'confirmFailed' | 'uploadFailed') => ({
  onError: [
    {
      guard: { type: 'isLateRefusal' as const, params: errorParams },
      target: '#withdrawalConfirmation.forcedReceived',
      description: `The deadline passed while the answer was in flight and the server refuses it (${notAwaitingCode}): forced received, not refunded.`,
    },
    {
      guard: { type: 'isNotAwaiting' as const, params: errorParams },
      target: '#withdrawalConfirmation.notAwaiting',
      description: `Before the dialog's deadline the server no longer takes an answer (${notAwaitingCode}): settled meanwhile, by its clock or elsewhere.`,
    },
    {
      target: failed,
      actions: { type: 'rememberFailure' as const, params: errorParams },
      description: 'The answer failed: its code shows with retry.',
    },
  ],
});
