import { idempotencyKeyOf, remainingAtStart } from './withdrawal-confirmation.logic.ts';
import {
  answerDone,
  answerFailed,
  closeSettled,
  confirmation,
  settled,
} from './withdrawal-confirmation.setup.ts';

export {
  checkProofImage,
  imageTypeOf,
  maxProofBytes,
  maxProofs,
  proofReadLimit,
  notAwaitingCode,
  type ConfirmationOutcome,
  type ConfirmReceiptInput,
  type ConfirmReceiptOutput,
  type PendingWithdrawal,
  type ProofErrorCode,
  type ProofImage,
  type WithdrawalConfirmationInput,
} from './withdrawal-confirmation.logic.ts';

export type {
  WithdrawalConfirmationContext,
  WithdrawalConfirmationEvent,
  WithdrawalConfirmationOutput,
  WithdrawalConfirmationTag,
} from './withdrawal-confirmation.setup.ts';

/**
 * The player's answer to a released withdrawal (SPEC §4, issue 14): received, or not received
 * with 1–3 proof images, before a deadline after which it counts as received and is not
 * refunded. One actor per withdrawal, run by the member center's confirmation dialog. The web
 * supplies `confirmReceipt` (the `processC2CTransaction` call); the output says how it ended.
 *
 * Who wins when the deadline and an answer cross: with no answer in flight the countdown ends
 * the dialog as forced received. With an answer in flight the countdown only notes that it
 * ended; the server is the judge: an answer it took counts (confirmed, under review), an
 * answered `forcedReceived` status or a `withdrawal.not.awaiting` refusal shows forced
 * received, any other failure shows its code with retry (a retry asks the server again). The
 * same refusal before the dialog's deadline shows `notAwaiting` (settled by the server's clock
 * or in another tab; the web reloads the withdrawal to show which).
 */
export const withdrawalConfirmationMachine = confirmation.createMachine({
  id: 'withdrawalConfirmation',
  description:
    'The player confirms a released withdrawal as received or not received (with proof) before its deadline.',
  context: ({ input }) => ({
    withdrawal: input.withdrawal,
    answerKey: input.answerKey,
    answers: 0,
    remainingMs: remainingAtStart(input),
    deadlinePassed: false,
    proofs: [],
    proofError: null,
    error: null,
    outcome: 'unanswered',
  }),
  output: ({ context }) => ({ outcome: context.outcome }),
  initial: 'open',
  states: {
    open: {
      description: 'The dialog is open before an answer settled; the countdown runs beside it.',
      type: 'parallel',
      on: {
        'dialog.close': {
          target: 'closed',
          actions: 'forgetDraft',
          description:
            'The player closes the dialog: nothing more is sent (an answer in flight is no longer awaited; the server may still take it).',
        },
      },
      states: {
        answer: {
          description: 'What the player is doing in the dialog.',
          initial: 'choosing',
          states: {
            choosing: {
              description: 'Received or not received?',
              on: {
                'receipt.received': {
                  target: 'confirming',
                  actions: 'startAnswer',
                  description: 'The player says the money arrived: send it (a new answer).',
                },
                'receipt.notReceived': {
                  target: 'proof',
                  description: 'The player says it did not: the proof form opens.',
                },
              },
            },
            proof: {
              description: 'The proof form: 1 to 3 png or jpeg images of at most 5 MB each.',
              on: {
                'proof.add': [
                  {
                    guard: {
                      type: 'isProofRefused',
                      params: ({ event }) => ({ bytes: event.bytes }),
                    },
                    actions: {
                      type: 'rememberProofRefusal',
                      params: ({ event }) => ({ bytes: event.bytes }),
                    },
                    description:
                      'Not a png or jpeg by its bytes, over 5 MB, or a fourth image: its reason shows and the proofs stay as they were.',
                  },
                  {
                    actions: {
                      type: 'addProof',
                      params: ({ event }) => ({ name: event.name, bytes: event.bytes }),
                    },
                    description: 'A valid image joins the proofs.',
                  },
                ],
                'proof.remove': {
                  actions: { type: 'removeProof', params: ({ event }) => ({ index: event.index }) },
                  description: 'The player removes one image.',
                },
                'proof.back': {
                  target: 'choosing',
                  actions: 'forgetDraft',
                  description: 'Back to the choice; the chosen images are dropped.',
                },
                'proof.submit': [
                  {
                    guard: 'canSubmit',
                    target: 'uploading',
                    actions: 'startAnswer',
                    description:
                      'One to three valid images: send the not-received claim (a new answer).',
                  },
                  {
                    actions: 'rememberProofsMissing',
                    description: 'No image yet: "proof required" shows and nothing is sent.',
                  },
                ],
              },
            },
            confirming: {
              description: 'The "received" answer is being sent.',
              tags: ['busy'],
              invoke: {
                id: 'confirmReceipt',
                src: 'confirmReceipt',
                input: ({ context }) => ({
                  withdrawalId: context.withdrawal.id,
                  idempotencyKey: idempotencyKeyOf(context.answerKey, context.answers),
                  received: true,
                }),
                ...answerDone('confirmed'),
                ...answerFailed('confirmFailed'),
              },
            },
            confirmFailed: {
              description: 'The "received" answer failed: its code shows with retry and close.',
              tags: ['failed'],
              on: {
                retry: {
                  target: 'confirming',
                  actions: 'clearError',
                  description: 'Send the "received" answer again, under the same idempotency key.',
                },
              },
            },
            uploading: {
              description: 'The not-received claim and its images are being sent.',
              tags: ['busy'],
              invoke: {
                id: 'confirmReceipt',
                src: 'confirmReceipt',
                input: ({ context }) => ({
                  withdrawalId: context.withdrawal.id,
                  idempotencyKey: idempotencyKeyOf(context.answerKey, context.answers),
                  received: false,
                  proofs: context.proofs,
                }),
                ...answerDone('underReview'),
                ...answerFailed('uploadFailed'),
              },
            },
            uploadFailed: {
              description: 'The claim failed: its code shows with retry, back and close.',
              tags: ['failed'],
              on: {
                retry: {
                  target: 'uploading',
                  actions: 'clearError',
                  description:
                    'Send the claim again with the same images, under the same idempotency key.',
                },
                'proof.back': {
                  target: 'proof',
                  actions: 'clearError',
                  description: 'Back to the proof form with the same images.',
                },
              },
            },
          },
        },
        countdown: {
          description: 'The time left to answer, by the server’s clock.',
          initial: 'running',
          states: {
            running: {
              description: 'The dialog shows the time left.',
              tags: ['counting'],
              after: {
                deadline: [
                  {
                    guard: 'isAnswerInFlight',
                    target: 'ended',
                    actions: 'markDeadlinePassed',
                    description:
                      'The deadline passes while an answer is in flight: the server’s answer decides.',
                  },
                  {
                    target: '#withdrawalConfirmation.forcedReceived',
                    description:
                      'The deadline passes unanswered: the withdrawal counts as received and is not refunded.',
                  },
                ],
                countdownTick: {
                  target: 'running',
                  reenter: true,
                  actions: 'tick',
                  description: 'One second passed: one less to wait.',
                },
              },
              on: {
                'countdown.sync': {
                  target: 'running',
                  reenter: true,
                  actions: {
                    type: 'syncCountdown',
                    params: ({ event }) => ({ serverNow: event.serverNow }),
                  },
                  description:
                    'The tab shows again: the time left is recomputed from the server’s clock (a deadline already passed ends it at once).',
                },
              },
            },
            ended: {
              description:
                'The deadline passed with an answer in flight; the dialog waits for the server’s verdict and a failure keeps retry.',
            },
          },
        },
      },
    },
    confirmed: {
      description: 'The player confirmed the money arrived.',
      tags: ['answered'],
      entry: settled('confirmed'),
      on: closeSettled,
    },
    underReview: {
      description: 'The not-received claim is under review; it ends paid or refunded.',
      tags: ['answered'],
      entry: settled('underReview'),
      on: closeSettled,
    },
    notAwaiting: {
      description:
        'The server no longer takes an answer: the withdrawal was settled meanwhile; the dialog shows its reloaded status.',
      entry: settled('notAwaiting'),
      on: closeSettled,
    },
    forcedReceived: {
      description:
        'The deadline passed: the withdrawal counts as received and will not be refunded.',
      tags: ['forced'],
      entry: settled('forcedReceived'),
      on: closeSettled,
    },
    closed: {
      description: 'The dialog is closed; the output says how the withdrawal stood.',
      type: 'final',
    },
  },
});
