import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { findMemberByAccount } from '../members/members.ts';
import { accruePoints, movePoints, pointBalanceOf, pointsToDecimal } from '../points/ledger.ts';
import { decideRedemption, redemptionPage } from '../points/redemptions.ts';

const accountSchema = z.string().trim().min(1).max(64);
const accountQuery = z.object({ account: accountSchema }).strict();
const decideBody = z
  .object({
    id: z.number().int().min(1).max(2_147_483_647),
    decision: z.enum(['approve', 'reject']),
  })
  .strict();
/** Whole points, as the points mall's conversion takes them. */
const grantBody = z
  .object({ account: accountSchema, points: z.number().int().min(1).max(1_000_000) })
  .strict();

const bodyOf = <S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> =>
  parseInput(schema, readBody(request.body, 'json'));

/**
 * QA controls of the points mall (issue 16), registered with the other QA controls: a member's
 * point balance and redemptions, the platform's decision on a redemption (approve, or reject,
 * which gives the points and the stock back), and a grant of points (a test's starting points,
 * a journal entry of kind `grant` like any other).
 */
export const qaPointRoutes = async (
  app: FastifyInstance,
  services: Services,
  merchant: () => Promise<Merchant>,
) => {
  const { db, clock } = services;
  const memberOf = async (account: string) => {
    const member = await findMemberByAccount(db, (await merchant()).id, account);
    if (!member) throw new ApiError('not.found');
    return member;
  };

  app.get('/qa/points', async (request) => {
    const member = await memberOf(parseInput(accountQuery, request.query).account);
    await accruePoints(db, member, clock.now());
    const { balance, earned } = await pointBalanceOf(db, member.id, false);
    const redemptions = await redemptionPage(db, member.id, { page: 1, pageSize: 100 });
    return {
      balance: pointsToDecimal(balance),
      earned: pointsToDecimal(earned),
      redemptions: redemptions.list,
    };
  });

  app.post('/qa/points/grant', async (request) => {
    const { account, points } = bodyOf(grantBody, request);
    const member = await memberOf(account);
    const balance = await db.transaction((tx) =>
      movePoints(tx, {
        merchantId: member.merchantId,
        memberId: member.id,
        kind: 'grant',
        ref: `qa:${randomUUID()}`,
        points: BigInt(points) * 100n,
        now: clock.now(),
      }),
    );
    return { balance: pointsToDecimal(balance) };
  });

  app.post('/qa/points/redemptions/decide', async (request) => {
    const { id, decision } = bodyOf(decideBody, request);
    return decideRedemption(db, (await merchant()).id, id, decision, clock.now());
  });
};
