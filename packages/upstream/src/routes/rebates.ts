import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { realMember } from '../http/member-guard.ts';
import type { Services } from '../http/services.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { settleDueRounds } from '../play/crash-rounds.ts';
import { produceDueDraws } from '../play/lottery/draws.ts';
import { claimHistory, claimRebate } from '../rebates/claims.ts';
import { categoryView, dueBetween, lastClaim, settledWatermark } from '../rebates/due.ts';
import { digestOf, runOnce } from '../withdrawals/money-requests.ts';

/**
 * Cashback (issue 16, src/rebates): the rebate due since the last claim, the claim and its
 * history, for real accounts only (`account.trial` otherwise). Ended crash rounds and due draws
 * are settled first, as the records do. The claim is a money call: its `Idempotency-Key` and the
 * claim are written in the transaction that pays it (`runOnce`), so a repeat answers the first
 * result, and any other claim finds nothing left.
 */
export const rebateRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  registerCall(app, services, 'rebateDue', async (_input, ctx) => {
    const member = realMember(ctx.member);
    await settleDueRounds(db, member.id, ctx.now);
    await produceDueDraws(db, member.merchantId, ctx.now);
    const last = await lastClaim(db, member.id);
    const due = await dueBetween(db, member, last.until, await settledWatermark(db));
    return {
      categories: due.categories.map(categoryView),
      validBet: centsToDecimal(due.validBetCents),
      amount: centsToDecimal(due.amountCents),
      lastClaimAt: last.at ? last.at.getTime() : null,
      currency: ctx.merchant.currency,
    };
  });

  registerCall(app, services, 'rebateClaim', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    const key = idempotencyKeyOf(ctx.request);
    await settleDueRounds(db, member.id, ctx.now);
    await produceDueDraws(db, member.merchantId, ctx.now);
    const request = { memberId: member.id, key, call: 'rebateClaim', digest: digestOf(body) };
    const result = await runOnce(db, request, ctx.now, (tx) => claimRebate(tx, member, ctx.now));
    ctx.request.log.info({ memberId: member.id, claim: result.claim.id }, 'rebate claimed');
    return result;
  });

  registerCall(app, services, 'rebateHistory', async ({ query }, ctx) => {
    const member = realMember(ctx.member);
    return claimHistory(db, member.id, query);
  });
};
