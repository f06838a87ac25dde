import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { decimalAmountSchema } from '@his/shared/schemas/withdraw';
import { ApiError } from '../http/api-error.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { findMemberByAccount } from '../members/members.ts';
import { centsToDecimal, decimalToCents } from '../ledger/money.ts';
import {
  rejectWithdrawal,
  releaseWithdrawal,
  reviewWithdrawal,
  settleDue,
} from '../withdrawals/lifecycle.ts';
import type { WithdrawLimits } from '../withdrawals/settings.ts';
import { writeLimits } from '../withdrawals/settings.ts';
import { withdrawalView, withdrawalViews } from '../withdrawals/views.ts';

const idSchema = z.number().int().min(1).max(2_147_483_647);
const reasonSchema = z.string().trim().min(1).max(200);
const accountQuery = z.object({ account: z.string().trim().min(1).max(64) }).strict();
const idBody = z.object({ id: idSchema }).strict();
const rejectBody = z.object({ id: idSchema, reason: reasonSchema }).strict();
const reviewBody = z
  .object({ id: idSchema, outcome: z.enum(['paid', 'refunded']), reason: reasonSchema.optional() })
  .strict();
const settingsBody = z
  .object({
    minimumAmount: decimalAmountSchema.optional(),
    maximumAmount: decimalAmountSchema.optional(),
    dailyCountLimit: z.number().int().min(0).max(1_000).optional(),
    dailyAmountLimit: decimalAmountSchema.optional(),
    confirmationMinutes: z.number().int().min(1).max(10_080).optional(),
  })
  .strict();

const bodyOf = <S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> =>
  parseInput(schema, readBody(request.body, 'json'));

/**
 * QA controls of the withdrawals (issue 14), registered with the other QA controls: a member's
 * withdrawals, the platform's decisions (release, reject with a reason, the review's outcome)
 * and the limits and confirmation window. Each answers the withdrawal as the player sees it.
 */
export const qaWithdrawalRoutes = async (
  app: FastifyInstance,
  services: Services,
  merchant: () => Promise<Merchant>,
) => {
  const { db, clock } = services;
  const viewOf = async (memberId: number, id: number) => {
    const view = await withdrawalView(db, memberId, id);
    if (!view) throw new ApiError('withdrawal.not.found');
    return view;
  };

  app.get('/qa/withdrawals', async (request) => {
    const { account } = parseInput(accountQuery, request.query);
    const member = await findMemberByAccount(db, (await merchant()).id, account);
    if (!member) throw new ApiError('not.found');
    await settleDue(db, clock.now(), member.id);
    return withdrawalViews(db, { memberId: member.id });
  });

  app.post('/qa/withdrawals/release', async (request) => {
    const { id } = bodyOf(idBody, request);
    return viewOf(await releaseWithdrawal(db, id, clock.now()), id);
  });

  app.post('/qa/withdrawals/reject', async (request) => {
    const { id, reason } = bodyOf(rejectBody, request);
    return viewOf(await rejectWithdrawal(db, id, reason, clock.now()), id);
  });

  app.post('/qa/withdrawals/review', async (request) => {
    const { id, outcome, reason } = bodyOf(reviewBody, request);
    const why = reason ?? (outcome === 'paid' ? 'payment confirmed' : 'payment not made');
    return viewOf(await reviewWithdrawal(db, id, outcome, why, clock.now()), id);
  });

  app.post('/qa/withdrawals/settings', async (request) => {
    const body = bodyOf(settingsBody, request);
    const change: Partial<WithdrawLimits> = {
      ...(body.minimumAmount ? { minimumCents: decimalToCents(body.minimumAmount) } : {}),
      ...(body.maximumAmount ? { maximumCents: decimalToCents(body.maximumAmount) } : {}),
      ...(body.dailyCountLimit === undefined ? {} : { dailyCount: body.dailyCountLimit }),
      ...(body.dailyAmountLimit ? { dailyCents: decimalToCents(body.dailyAmountLimit) } : {}),
      ...(body.confirmationMinutes ? { confirmationMinutes: body.confirmationMinutes } : {}),
    };
    const limits = await writeLimits(db, (await merchant()).id, change);
    return {
      minimumAmount: centsToDecimal(limits.minimumCents),
      maximumAmount: centsToDecimal(limits.maximumCents),
      dailyCountLimit: limits.dailyCount,
      dailyAmountLimit: centsToDecimal(limits.dailyCents),
      confirmationMinutes: limits.confirmationMinutes,
    };
  });
};
