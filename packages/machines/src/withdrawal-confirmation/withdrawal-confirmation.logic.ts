/** The withdrawal awaiting the player's answer, as the withdrawal list gives it. */
export interface PendingWithdrawal {
  id: number;
  /** Decimal string, never a float (issue 14). */
  amount: string;
  /** When an unanswered withdrawal counts as received, in epoch ms of the server's clock. */
  deadline: number;
}

/** Input of the confirmation dialog's machine. */
export interface WithdrawalConfirmationInput {
  withdrawal: PendingWithdrawal;
  /**
   * The server's clock when the withdrawal was loaded (epoch ms). The countdown is
   * `deadline - serverNow` from the dialog's start, so a browser clock that is off does not
   * move the deadline.
   */
  serverNow: number;
  /**
   * A random key the web makes when the dialog opens (`crypto.randomUUID()`). Each new answer's
   * idempotency key is `<answerKey>-<n>` and a retry reuses it, so the server never takes one
   * answer twice and answers a repeat with its first result.
   */
  answerKey: string;
}

/** A proof image that passed {@link checkProofImage}. */
export interface ProofImage {
  name: string;
  type: ProofImageType;
  bytes: Uint8Array;
}

export type ProofImageType = 'image/png' | 'image/jpeg';

/** Why a proof was refused or could not be sent; the web shows `errors.<code>`. */
export type ProofErrorCode = 'proof.type' | 'proof.size' | 'proof.count' | 'proof.required';

/** Input of the `confirmReceipt` actor (the `processC2CTransaction` call). */
export type ConfirmReceiptInput =
  | { withdrawalId: number; idempotencyKey: string; received: true }
  | { withdrawalId: number; idempotencyKey: string; received: false; proofs: ProofImage[] };

/**
 * Output of the `confirmReceipt` actor: the withdrawal as the server recorded the answer (the
 * call answers the withdrawal; only its status is read). `forcedReceived` means the deadline
 * won; any other status that the answer was taken.
 */
export interface ConfirmReceiptOutput {
  status: string;
}

/** How the dialog ended, the machine's output (the web reloads the withdrawal if it changed). */
export type ConfirmationOutcome =
  'unanswered' | 'confirmed' | 'underReview' | 'forcedReceived' | 'notAwaiting';

/** A not-received claim needs at least one proof image and takes at most three (SPEC §4). */
const minProofs = 1;
export const maxProofs = 3;

/** Largest proof image accepted: 5 MB. */
export const maxProofBytes = 5 * 1024 * 1024;

/**
 * How much of a chosen file the web reads before sending `proof.add`: one byte more than the
 * limit, so an oversized file is refused by the machine without reading all of it.
 */
export const proofReadLimit = maxProofBytes + 1;

/**
 * The server's refusal of an answer on a withdrawal that no longer awaits one: forced received
 * at its deadline (the upstream settles due withdrawals before it takes an answer), or answered
 * elsewhere (another tab).
 */
export const notAwaitingCode = 'withdrawal.not.awaiting';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image type the bytes really hold (by magic bytes, not by name or MIME type), or null. */
export const imageTypeOf = (bytes: Uint8Array): ProofImageType | null => {
  if (startsWith(bytes, pngSignature)) return 'image/png';
  if (startsWith(bytes, jpegSignature)) return 'image/jpeg';
  return null;
};

/** Why a chosen file cannot be a proof (not png or jpeg by content, over 5 MB), or null. */
export const checkProofImage = (bytes: Uint8Array): 'proof.type' | 'proof.size' | null => {
  if (imageTypeOf(bytes) === null) return 'proof.type';
  if (bytes.byteLength > maxProofBytes) return 'proof.size';
  return null;
};

/** Why a file cannot be added to the proofs already chosen, or null when it can. */
export const checkProofAdd = (proofs: readonly ProofImage[], bytes: Uint8Array) =>
  proofs.length >= maxProofs ? ('proof.count' as const) : checkProofImage(bytes);

/** The proof of a file {@link checkProofAdd} accepted. */
export const toProofImage = (name: string, bytes: Uint8Array): ProofImage => ({
  name,
  type: imageTypeOf(bytes) ?? 'image/png',
  bytes,
});

/** Whether a not-received claim may be sent with these proofs (1 to 3). */
export const canSubmitProofs = (proofs: readonly ProofImage[]): boolean =>
  proofs.length >= minProofs && proofs.length <= maxProofs;

/** Milliseconds left before the deadline at the dialog's start, by the server's clock. */
export const remainingAtStart = ({ withdrawal, serverNow }: WithdrawalConfirmationInput): number =>
  Math.max(0, withdrawal.deadline - serverNow);

/** The idempotency key of the dialog's `answer`-th answer (1-based): the same for its retries. */
export const idempotencyKeyOf = (answerKey: string, answer: number): string =>
  `${answerKey}-${answer}`;
