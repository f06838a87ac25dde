import type { PromotionKind, PromotionStatus, Wagering } from '@his/shared/schemas/promotions';
import { remarkMaxLength } from '@his/shared/schemas/promotions';
import {
  checkProofAdd,
  toProofImage,
  type ProofErrorCode,
  type ProofImage,
} from '../withdrawal-confirmation/withdrawal-confirmation.logic.ts';

/**
 * The application's images follow the withdrawal proofs' rule (SPEC §5, §9: png or jpeg by
 * content, at most 5 MB, at most 3), so the chart reuses its checks and its refusal codes
 * (`proof.type`, `proof.size`, `proof.count`) rather than a copy of them.
 */
export type ApplicationImage = ProofImage;
export type ImageErrorCode = Exclude<ProofErrorCode, 'proof.required'>;

export const checkImageAdd = (images: readonly ApplicationImage[], bytes: Uint8Array) =>
  checkProofAdd(images, bytes) as ImageErrorCode | null;

export const toApplicationImage = toProofImage;

/** Why the remark cannot be sent: empty once trimmed, or over 140 characters. */
export type RemarkErrorCode = 'remark.required' | 'remark.long';

export const checkRemark = (remark: string): RemarkErrorCode | null => {
  const trimmed = remark.trim();
  if (trimmed.length === 0) return 'remark.required';
  return trimmed.length > remarkMaxLength ? 'remark.long' : null;
};

/** A reward as the page shows it after a claim or a draw. */
export interface RewardView {
  id: number;
  amount: string;
  wagering: Wagering | null;
}

/** Input of the chart: the promotion as the detail page loaded it for the member. */
export interface PromotionApplicationInput {
  promotionId: number;
  kind: PromotionKind;
  status: PromotionStatus;
  /** The member's reward of this promotion (waiting or claimed), if any. */
  reward: RewardView | null;
  /**
   * A random key the web makes when the page opens (`crypto.randomUUID()`): each new attempt's
   * idempotency key is `<attemptKey>-<n>` and a retry of it reuses the key, so the platform
   * never takes one application, claim or draw twice.
   */
  attemptKey: string;
}

/** Input of `applyPromotion` (the `promotionApply` call). */
export interface ApplyInput {
  promotionId: number;
  remark: string;
  images: ApplicationImage[];
  idempotencyKey: string;
}

/** Output of `loadStatus` (the `promotionDetail` call): the member's status and reward now. */
export interface LoadedStatus {
  status: PromotionStatus;
  reward: RewardView | null;
}

/**
 * Refusals that mean the promotion moved on elsewhere (another tab applied, claimed or drew; the
 * schedule ended): the chart reloads the status rather than offering a retry.
 */
export const settledElsewhereCodes: readonly string[] = [
  'promotion.already.applied',
  'promotion.not.open',
  'promotion.reward.claimed',
  'promotion.raffle.drawn',
];

/** The idempotency key of the page's `attempt`-th attempt (1-based): the same for its retries. */
export const attemptKeyOf = (attemptKey: string, attempt: number): string =>
  `${attemptKey}-${attempt}`;

/** The chart's state for a status the platform answered, by the promotion's kind. */
export type StatusState =
  | 'editing'
  | 'applying'
  | 'rejected'
  | 'claimable'
  | 'claimed'
  | 'raffle'
  | 'drawn'
  | 'event'
  | 'joined'
  | 'unavailable';

export const stateOfStatus = (kind: PromotionKind, status: PromotionStatus): StatusState => {
  switch (status) {
    case 'join':
      return kind === 'event' ? 'event' : 'editing';
    case 'claim':
      return kind === 'raffle' ? 'raffle' : 'claimable';
    case 'applying':
    case 'rejected':
    case 'joined':
      return status;
    case 'process':
    case 'claimed':
      return 'claimed';
    case 'issued':
      return 'drawn';
    case 'close':
    case 'comingSoon':
      return 'unavailable';
  }
};
