import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallName } from '@his/shared/calls';
import { registerCall } from '../http/call-route.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { realMember } from '../http/member-guard.ts';
import type { Services } from '../http/services.ts';
import type { Member } from '../members/members.ts';
import { applyForPromotion, joinPromotion } from '../promotions/apply.ts';
import { promotionDetail, promotionList } from '../promotions/promotions.ts';
import { claimRaffle, claimReward, rewardCenter } from '../promotions/rewards.ts';
import { digestOf, type MoneyRequest } from '../withdrawals/money-requests.ts';

/** The money request of a call: its idempotency key and the digest of its body. */
const moneyRequest = (
  request: FastifyRequest,
  member: Member,
  call: CallName,
  body: Record<string, unknown>,
): MoneyRequest => ({
  memberId: member.id,
  key: idempotencyKeyOf(request),
  call,
  digest: digestOf(body),
});

/**
 * Promotions (issue 16): the list and a promotion for anyone (statuses per member when signed
 * in), and for real accounts only (`account.trial` otherwise) the application, joining an
 * event, the raffle claim, the reward center and a bonus's claim. The rules live in
 * `src/promotions/`; each handler checks the member first, then hands over.
 */
export const promotionRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  registerCall(app, services, 'promotionList', async ({ query }, ctx) =>
    promotionList(db, ctx.merchant.id, ctx.member?.id ?? null, query.category, ctx.now),
  );

  registerCall(app, services, 'promotionDetail', async ({ query }, ctx) =>
    promotionDetail(db, ctx.merchant.id, ctx.member?.id ?? null, query.id, ctx.now),
  );

  registerCall(app, services, 'promotionApply', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    return applyForPromotion(db, {
      merchantId: ctx.merchant.id,
      member,
      body,
      request: moneyRequest(ctx.request, member, 'promotionApply', body),
      now: ctx.now,
    });
  });

  registerCall(app, services, 'promotionJoin', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    await joinPromotion(db, ctx.merchant.id, member, body.promotionId, ctx.now);
    return promotionDetail(db, ctx.merchant.id, member.id, body.promotionId, ctx.now);
  });

  registerCall(app, services, 'claimRafflePromotion', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    return claimRaffle(db, body.promotionId, {
      merchantId: ctx.merchant.id,
      member,
      request: moneyRequest(ctx.request, member, 'claimRafflePromotion', body),
      now: ctx.now,
    });
  });

  registerCall(app, services, 'rewardCenter', async (_input, ctx) => {
    const member = realMember(ctx.member);
    return rewardCenter(db, ctx.merchant.id, member.id, ctx.now);
  });

  registerCall(app, services, 'claimReward', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    return claimReward(db, body.rewardId, {
      merchantId: ctx.merchant.id,
      member,
      request: moneyRequest(ctx.request, member, 'claimReward', body),
      now: ctx.now,
    });
  });
};
