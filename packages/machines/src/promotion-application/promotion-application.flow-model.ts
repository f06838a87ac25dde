import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import {
  fakePngBytes,
  jpegBytes,
  pngBytes,
} from '../withdrawal-confirmation/withdrawal-confirmation.flow-model.ts';
import {
  imageTypeOf,
  maxProofs,
} from '../withdrawal-confirmation/withdrawal-confirmation.logic.ts';
import {
  checkRemark,
  type PromotionApplicationInput,
  type RewardView,
} from './promotion-application.logic.ts';
import { promotionApplicationMachine } from './promotion-application.machine.ts';

const attemptKey = '7d2c4b1a-9e8f-4a3b-8c5d-6e7f8a9b0c1d';

/** The member's status of a promotion as the detail page loads it. */
const input = (
  kind: PromotionApplicationInput['kind'],
  status: PromotionApplicationInput['status'],
  reward: RewardView | null = null,
): PromotionApplicationInput => ({ promotionId: 12, kind, status, reward, attemptKey });

const waitingBonus: RewardView = { id: 31, amount: '18.00', wagering: null };
const paidBonus: RewardView = {
  id: 31,
  amount: '18.00',
  wagering: { required: '90.00', valid: '0.00', done: false },
};
const prize: RewardView = {
  id: 32,
  amount: '5.00',
  wagering: { required: '5.00', valid: '0.00', done: false },
};

const loaded = (status: PromotionApplicationInput['status'], reward: RewardView | null = null) =>
  doneEvent('loadStatus', { status, reward });

const busyStates = ['uploading', 'claiming', 'drawing', 'joining', 'refreshing'] as const;
const attemptStates = ['uploading', 'claiming', 'drawing'] as const;
const draftStates = ['editing', 'uploading', 'uploadFailed'] as const;

/**
 * Model of a promotion's page: the form (remark valid, empty, too long; valid, fake and surplus
 * images; removal), each call's answer (taken, failed, settled elsewhere), retry, the review's
 * outcomes as a reload reads them, the claim, the raffle and the event. One input per kind of
 * start the page meets.
 */
export const promotionApplicationFlowModel: FlowModel<typeof promotionApplicationMachine> = {
  machine: promotionApplicationMachine,
  inputs: {
    'open application': input('application', 'join'),
    'approved bonus': input('application', 'claim', waitingBonus),
    'open raffle': input('raffle', 'claim'),
    'open event': input('event', 'join'),
    'coming soon': input('application', 'comingSoon'),
  },
  events: {
    'type remark': { type: 'remark.change', remark: 'First deposit, order 8841' },
    'type long remark': { type: 'remark.change', remark: 'x'.repeat(141) },
    'add png': { type: 'image.add', name: 'deposit.png', bytes: pngBytes },
    'add jpeg': { type: 'image.add', name: 'receipt.jpg', bytes: jpegBytes },
    'add fake png': { type: 'image.add', name: 'statement.png', bytes: fakePngBytes },
    'remove first': { type: 'image.remove', index: 0 },
    submit: { type: 'application.submit' },
    edit: { type: 'application.edit' },
    'apply again': { type: 'application.again' },
    refresh: { type: 'status.refresh' },
    claim: { type: 'reward.claim' },
    draw: { type: 'raffle.draw' },
    join: { type: 'event.join' },
    retry: { type: 'retry' },
    'application taken': doneEvent('applyPromotion', { id: 9 }),
    'application failed': errorEvent('applyPromotion', apiError('network.error')),
    'already applied': errorEvent('applyPromotion', apiError('promotion.already.applied')),
    'status applying': loaded('applying'),
    'status rejected': loaded('rejected'),
    'status approved': loaded('claim', waitingBonus),
    'status claimed': loaded('process', paidBonus),
    'status issued': loaded('issued', prize),
    'status closed': loaded('close'),
    'status failed': errorEvent('loadStatus', apiError('system.busy')),
    'bonus paid': doneEvent('claimReward', paidBonus),
    'claim failed': errorEvent('claimReward', apiError('network.error')),
    'claimed elsewhere': errorEvent('claimReward', apiError('promotion.reward.claimed')),
    'prize drawn': doneEvent('claimRaffle', prize),
    'draw failed': errorEvent('claimRaffle', apiError('system.busy')),
    'drawn elsewhere': errorEvent('claimRaffle', apiError('promotion.raffle.drawn')),
    'event joined': doneEvent('joinEvent', { status: 'joined', reward: null }),
    'join failed': errorEvent('joinEvent', apiError('network.error')),
    'event closed': errorEvent('joinEvent', apiError('promotion.not.open')),
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      remark: checkRemark(context.remark) ?? 'valid',
      images: context.images.length,
      remarkError: context.remarkError !== null,
      imageError: context.imageError !== null,
      error: context.error !== null,
    }),
  invariants: [
    {
      name: 'busy exactly while a call is in flight, and never with an error',
      holds: (snapshot) =>
        snapshot.hasTag('busy') === busyStates.some((state) => snapshot.matches(state)) &&
        !(snapshot.hasTag('busy') && snapshot.context.error !== null),
    },
    {
      name: 'an application, claim or draw in flight has its idempotency key (a numbered attempt)',
      holds: (snapshot) =>
        !attemptStates.some((state) => snapshot.matches(state)) || snapshot.context.attempts >= 1,
    },
    {
      name: 'an error code shows exactly in the failed states',
      holds: (snapshot) => (snapshot.context.error !== null) === snapshot.hasTag('failed'),
    },
    {
      name: 'at most three images, each a png or jpeg by its bytes, held only while written or sent',
      holds: (snapshot) =>
        snapshot.context.images.length <= maxProofs &&
        snapshot.context.images.every((image) => imageTypeOf(image.bytes) === image.type) &&
        (snapshot.context.images.length === 0 ||
          draftStates.some((state) => snapshot.matches(state))),
    },
    {
      name: 'a remark is sent only when 1 to 140 characters',
      holds: (snapshot) =>
        !snapshot.matches('uploading') || checkRemark(snapshot.context.remark) === null,
    },
    {
      name: 'a claim is sent only for a known reward',
      holds: (snapshot) => !snapshot.matches('claiming') || snapshot.context.reward !== null,
    },
  ],
  waivers: [],
  maxPaths: 600,
};
