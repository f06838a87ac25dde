import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { realMember } from '../http/member-guard.ts';
import type { Services } from '../http/services.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { Member } from '../members/members.ts';
import { settleDueRounds } from '../play/crash-rounds.ts';
import { produceDueDraws } from '../play/lottery/draws.ts';
import { conversionOf, convertPoints, convertRefusal } from '../points/convert.ts';
import {
  accruePoints,
  hundredthsToDecimal,
  pointBalanceOf,
  pointsToDecimal,
} from '../points/ledger.ts';
import { rewardSvg } from '../points/reward-media.ts';
import { pendingPoints, redeem, redeemRefusal, redemptionPage } from '../points/redemptions.ts';
import { pointRewards, rewardByCode } from '../points/rewards.ts';
import { pointSettings } from '../points/settings.ts';
import type { MoneyRequest } from '../withdrawals/money-requests.ts';
import { digestOf, earlierResult, runOnce } from '../withdrawals/money-requests.ts';
import { checkPaymentPassword } from '../withdrawals/payment-password.ts';

const rewardFile = /^([a-z0-9-]{1,40})\.svg$/;

/**
 * The points mall (issue 16, src/points): real accounts only (`realMember`: a trial account is
 * `account.trial` before anything is read). Every call first credits the points of the member's
 * settled rounds (after settling ended crash rounds and due draws, as the records do), so the
 * balance a page shows is the one a spend is checked against. Redeeming and converting are money
 * calls like a transfer: the `Idempotency-Key` answers a repeat with the first result before
 * anything is checked; the refusals that need no password come first, then the payment password
 * (counted and locked like a withdrawal's), then one transaction that re-checks under the locks
 * and writes the request's key with everything it does.
 */
export const pointRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  const credit = async (member: Member, now: Date) => {
    await settleDueRounds(db, member.id, now);
    await produceDueDraws(db, member.merchantId, now);
    await accruePoints(db, member, now);
  };

  registerCall(app, services, 'pointBalance', async (_input, ctx) => {
    const member = realMember(ctx.member);
    await credit(member, ctx.now);
    const { balance, earned } = await pointBalanceOf(db, member.id, false);
    return {
      balance: pointsToDecimal(balance),
      pending: pointsToDecimal(await pendingPoints(db, member.id)),
      earned: pointsToDecimal(earned),
    };
  });

  registerCall(app, services, 'pointConfig', async (_input, ctx) => {
    realMember(ctx.member);
    const settings = await pointSettings(db, ctx.merchant.id);
    return {
      rates: settings.rates.map((r) => ({
        category: r.category,
        rate: hundredthsToDecimal(r.rateHundredths),
      })),
      convertRate: centsToDecimal(settings.centsPerPoint),
      minConvertPoints: settings.minConvertPoints,
      currency: ctx.merchant.currency,
    };
  });

  registerCall(app, services, 'pointRewards', async (_input, ctx) => {
    realMember(ctx.member);
    return { list: await pointRewards(db, ctx.merchant.id) };
  });

  registerCall(app, services, 'redeemPointList', async ({ query }, ctx) => {
    const member = realMember(ctx.member);
    return redemptionPage(db, member.id, query);
  });

  /**
   * A request made once: a repeat of its key answers the first result; otherwise `check` (the
   * refusals, then the payment password) and `work` in the transaction that stores the key. A
   * refusal of a request whose twin (same key, sent at once) was done meanwhile answers the
   * twin's result, as a repeat would: the check saw the points the twin had just spent.
   */
  const once = async <T>(
    request: MoneyRequest,
    now: Date,
    check: () => Promise<void>,
    work: (tx: Queryable) => Promise<T>,
  ): Promise<T> => {
    const earlier = await earlierResult(db, request);
    if (earlier) return earlier.result as T;
    try {
      await check();
    } catch (error) {
      const twin = await earlierResult(db, request);
      if (twin) return twin.result as T;
      throw error;
    }
    return runOnce(db, request, now, work);
  };

  registerCall(app, services, 'redeemPointReward', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    const request = {
      memberId: member.id,
      key: idempotencyKeyOf(ctx.request),
      call: 'redeemPointReward',
      digest: digestOf(body),
    };
    const result = await once(
      request,
      ctx.now,
      async () => {
        await credit(member, ctx.now);
        await redeemRefusal(db, member, body.rewardId);
        await checkPaymentPassword(services, member, body.password, ctx.now);
      },
      (tx) => redeem(tx, member, body.rewardId, ctx.now),
    );
    ctx.request.log.info(
      { memberId: member.id, redemption: result.redemption.id },
      'point reward redeemed',
    );
    return result;
  });

  registerCall(app, services, 'convertPoint', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    const key = idempotencyKeyOf(ctx.request);
    const request = { memberId: member.id, key, call: 'convertPoint', digest: digestOf(body) };
    const { hundredths, cents } = conversionOf(
      body.points,
      await pointSettings(db, member.merchantId),
    );
    return once(
      request,
      ctx.now,
      async () => {
        await credit(member, ctx.now);
        await convertRefusal(db, member.id, hundredths);
        await checkPaymentPassword(services, member, body.password, ctx.now);
      },
      (tx) => convertPoints(tx, { member, hundredths, cents, key, now: ctx.now }),
    );
  });

  // The rewards' pictures, drawn from their code like the catalogue's; public, as those are.
  app.get<{ Params: { file: string } }>('/media/rewards/:file', async (request, reply) => {
    const match = rewardFile.exec(request.params.file);
    const merchant = await services.merchants.get(services.config.merchantCode);
    const known = match && merchant ? await rewardByCode(db, merchant.id, match[1] ?? '') : false;
    if (!match?.[1] || !known) throw new ApiError('not.found');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(rewardSvg(match[1]));
  });
};
