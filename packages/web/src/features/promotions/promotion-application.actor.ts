import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Reward } from '@his/shared/schemas/promotions';
import {
  promotionApplicationMachine,
  type ApplyInput,
  type LoadedStatus,
  type PromotionApplicationInput,
  type RewardView,
} from '@his/machines/promotion-application';
import { flowInspect } from '@/lib/flow-inspection.ts';
import { applyForPromotion } from './api/apply.ts';
import { claimRaffle } from './api/claim-raffle.ts';
import { claimReward } from './api/claim-reward.ts';
import { joinEvent } from './api/join-event.ts';
import { loadPromotion } from './api/load-promotion.ts';

const viewOf = (reward: Reward): RewardView => ({
  id: reward.id,
  amount: reward.amount,
  wagering: reward.wagering,
});

const statusOf = async (promotionId: number): Promise<LoadedStatus> => {
  const detail = await loadPromotion(promotionId);
  return { status: detail.status, reward: detail.reward && viewOf(detail.reward) };
};

/** The promotion chart with its five calls; `onPaid` hears each bonus or prize paid. */
const promotionApplicationLogic = (onPaid: () => void) =>
  promotionApplicationMachine.provide({
    actors: {
      applyPromotion: fromPromise<{ id: number }, ApplyInput>(({ input }) =>
        applyForPromotion(input),
      ),
      loadStatus: fromPromise<LoadedStatus, { promotionId: number }>(({ input }) =>
        statusOf(input.promotionId),
      ),
      claimReward: fromPromise<RewardView, { rewardId: number; idempotencyKey: string }>(
        async ({ input }) => viewOf(await claimReward(input.rewardId, input.idempotencyKey)),
      ),
      claimRaffle: fromPromise<RewardView, { promotionId: number; idempotencyKey: string }>(
        async ({ input }) => viewOf(await claimRaffle(input.promotionId, input.idempotencyKey)),
      ),
      joinEvent: fromPromise<LoadedStatus, { promotionId: number }>(async ({ input }) => {
        const detail = await joinEvent(input.promotionId);
        return { status: detail.status, reward: detail.reward && viewOf(detail.reward) };
      }),
    },
    actions: { tellPaid: () => onPaid() },
  });

/**
 * Runs the member's part in one promotion for as long as its page shows, seen by the flow
 * inspection (coverage recorder, /flows live mode) like the app's own actors.
 */
export const usePromotionApplication = (input: PromotionApplicationInput, onPaid: () => void) => {
  const [logic] = useState(() => promotionApplicationLogic(onPaid));
  return useActorRef(logic, { input, inspect: flowInspect });
};
