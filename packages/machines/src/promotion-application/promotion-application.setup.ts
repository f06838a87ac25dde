import { assign, fromPromise, setup } from 'xstate';
import type { PromotionKind } from '@his/shared/schemas/promotions';
import { errorCodeOf } from '../common/error-code.ts';
import {
  checkImageAdd,
  checkRemark,
  settledElsewhereCodes,
  stateOfStatus,
  toApplicationImage,
  type ApplicationImage,
  type ApplyInput,
  type ImageErrorCode,
  type LoadedStatus,
  type PromotionApplicationInput,
  type RemarkErrorCode,
  type RewardView,
  type StatusState,
} from './promotion-application.logic.ts';

// The promotion-application chart's setup: types, actors, guards and actions, and the routing
// of a loaded status the start and the reload share (split from the machine to keep it under
// 400 lines).

export interface PromotionApplicationContext {
  promotionId: number;
  kind: PromotionKind;
  attemptKey: string;
  /** Attempts that got a key of their own (a retry is not a new attempt). */
  attempts: number;
  /** The application being written: the remark as typed and the images chosen. */
  remark: string;
  images: ApplicationImage[];
  /** Why the remark cannot be sent (shown under it), or null. */
  remarkError: RemarkErrorCode | null;
  /** Why the last chosen file was refused, or null. */
  imageError: ImageErrorCode | null;
  /** Code of the last failed call (shown with retry), or null. */
  error: string | null;
  /** The member's reward of this promotion: the one to claim, or the one claimed or drawn. */
  reward: RewardView | null;
  /** The state the last loaded status leads to (the start's input, then each reload). */
  loaded: StatusState;
}

/**
 * Decision: `image.add` carries the chosen file's bytes (read up to 5 MB + 1 byte), as the
 * withdrawal proofs do: the rule is the chart's, drawn in /flows and replayed by the model tests
 * with real and fake headers, and the upload actor sends the same bytes.
 */
export type PromotionApplicationEvent =
  | { type: 'remark.change'; remark: string }
  | { type: 'image.add'; name: string; bytes: Uint8Array }
  | { type: 'image.remove'; index: number }
  | { type: 'application.submit' }
  | { type: 'application.edit' }
  | { type: 'application.again' }
  | { type: 'status.refresh' }
  | { type: 'reward.claim' }
  | { type: 'raffle.draw' }
  | { type: 'event.join' }
  | { type: 'retry' };

export type PromotionApplicationTag = 'busy' | 'failed' | 'form' | 'done';

const notProvided = (name: string) => () =>
  Promise.reject(
    new Error(`${name} is supplied by the app with promotionApplicationMachine.provide`),
  );

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const promotionApplication = setup({
  types: {
    context: {} as PromotionApplicationContext,
    events: {} as PromotionApplicationEvent,
    input: {} as PromotionApplicationInput,
    tags: {} as PromotionApplicationTag,
  },
  actors: {
    applyPromotion: fromPromise<{ id: number }, ApplyInput>(notProvided('applyPromotion')),
    loadStatus: fromPromise<LoadedStatus, { promotionId: number }>(notProvided('loadStatus')),
    claimReward: fromPromise<RewardView, { rewardId: number; idempotencyKey: string }>(
      notProvided('claimReward'),
    ),
    claimRaffle: fromPromise<RewardView, { promotionId: number; idempotencyKey: string }>(
      notProvided('claimRaffle'),
    ),
    joinEvent: fromPromise<LoadedStatus, { promotionId: number }>(notProvided('joinEvent')),
  },
  guards: {
    leadsTo: ({ context }, params: { state: StatusState }) => context.loaded === params.state,
    isImageRefused: ({ context }, params: { bytes: Uint8Array }) =>
      checkImageAdd(context.images, params.bytes) !== null,
    isRemarkRefused: ({ context }) => checkRemark(context.remark) !== null,
    isSettledElsewhere: (_, params: { error: unknown }) =>
      settledElsewhereCodes.includes(errorCodeOf(params.error)),
  },
  actions: {
    rememberLoaded: assign(({ context }, params: { loaded: LoadedStatus }) => ({
      loaded: stateOfStatus(context.kind, params.loaded.status),
      reward: params.loaded.reward,
    })),
    setRemark: assign((_, params: { remark: string }) => ({
      remark: params.remark,
      remarkError: null,
    })),
    rememberImageRefusal: assign(({ context }, params: { bytes: Uint8Array }) => ({
      imageError: checkImageAdd(context.images, params.bytes),
    })),
    addImage: assign(({ context }, params: { name: string; bytes: Uint8Array }) => ({
      images: [...context.images, toApplicationImage(params.name, params.bytes)],
      imageError: null,
    })),
    removeImage: assign(({ context }, params: { index: number }) => ({
      images: context.images.filter((_, index) => index !== params.index),
      imageError: null,
    })),
    rememberRemarkRefusal: assign(({ context }) => ({ remarkError: checkRemark(context.remark) })),
    startAttempt: assign(({ context }) => ({
      attempts: context.attempts + 1,
      error: null,
      remarkError: null,
      imageError: null,
    })),
    clearError: assign({ error: null }),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
    })),
    rememberReward: assign((_, params: { reward: RewardView }) => ({ reward: params.reward })),
    forgetDraft: assign({ remark: '', images: [], remarkError: null, imageError: null }),
    /** Money reached the wallet (a bonus claimed, a prize drawn): the web refreshes the header balance. */
    tellPaid: () => {},
  },
});

/** The transitions from a loaded status to its state (the start and every reload). */
export const routeLoaded = (
  [
    ['editing', 'Open to apply: the application form.'],
    ['applying', 'An application waits for review.'],
    ['rejected', 'The last application was refused; the member may apply again.'],
    ['claimable', 'An approved bonus waits to be claimed.'],
    ['claimed', 'The bonus was claimed; its wagering shows.'],
    ['raffle', 'The raffle may be drawn.'],
    ['drawn', 'The raffle was drawn; the prize shows.'],
    ['event', 'The event may be joined.'],
    ['joined', 'The member joined the event.'],
  ] as const
).map(([state, description]) => ({
  guard: { type: 'leadsTo' as const, params: { state } },
  target: `#promotionApplication.${state}`,
  description,
}));

/** A failed call: a settled-elsewhere refusal reloads the status, anything else shows retry. */
export const failedTo = (failed: string) => [
  {
    guard: { type: 'isSettledElsewhere' as const, params: errorParams },
    target: '#promotionApplication.refreshing',
    actions: 'forgetDraft' as const,
    description:
      'The platform says it moved on elsewhere (applied, claimed or drawn in another tab, or the promotion closed): the status is loaded again (a draft is dropped).',
  },
  {
    target: failed,
    actions: { type: 'rememberFailure' as const, params: errorParams },
    description: 'The call failed (no answer, a 5xx or a refusal): its code shows with retry.',
  },
];
