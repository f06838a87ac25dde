import type { FastifyInstance } from 'fastify';
import { bonusTypeCodes, transactionTypeCodes } from '@his/shared/schemas/records';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { Member } from '../members/members.ts';
import { settleDueRounds } from '../play/crash-rounds.ts';
import { produceDueDraws } from '../play/lottery/draws.ts';
import { bettingRecord } from '../records/betting-record.ts';
import { personalProfit } from '../records/personal-profit.ts';
import { spanOf } from '../records/range.ts';
import { memberMovements } from '../records/transactions.ts';
import { signedInMember } from '../http/member-guard.ts';

/**
 * The member center's records (issue 14, see src/records/README.md): read-only, each the
 * member's own, straight from the ledger and the rounds. Trial accounts get their own (demo)
 * records too; the web does not offer them the member center.
 */
export const recordRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  // A crash round past its crash point and a bet whose draw is due are settled lazily on reads
  // (src/play); doing it here too means the records never show them pending.
  const settleFirst = async (member: Member, merchantId: number, now: Date) => {
    await settleDueRounds(db, member.id, now);
    await produceDueDraws(db, merchantId, now);
  };

  registerCall(app, services, 'bettingRecord', async ({ query }, ctx) => {
    const member = signedInMember(ctx.member);
    await settleFirst(member, ctx.merchant.id, ctx.now);
    return bettingRecord(db, {
      memberId: member.id,
      span: spanOf(query, ctx.now),
      category: query.category ?? null,
      vendor: query.vendor ?? null,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  registerCall(app, services, 'personalProfit', async ({ query }, ctx) => {
    const member = signedInMember(ctx.member);
    await settleFirst(member, ctx.merchant.id, ctx.now);
    return personalProfit(db, {
      memberId: member.id,
      span: spanOf(query, ctx.now),
      category: query.category ?? null,
    });
  });

  registerCall(app, services, 'transactionHistory', async ({ query }, ctx) => {
    const member = signedInMember(ctx.member);
    await settleFirst(member, ctx.merchant.id, ctx.now);
    const moved = await memberMovements(db, {
      memberIds: [member.id],
      span: spanOf(query, ctx.now),
      types: query.type ? [query.type] : null,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      list: moved.list.map((row) => row.movement),
      page: query.page,
      pageSize: query.pageSize,
      total: moved.total,
    };
  });

  registerCall(app, services, 'transactionTypes', async (_input, ctx) => {
    signedInMember(ctx.member);
    return [...transactionTypeCodes];
  });

  registerCall(app, services, 'bonusDetails', async ({ query }, ctx) => {
    const member = signedInMember(ctx.member);
    const moved = await memberMovements(db, {
      memberIds: [member.id],
      span: spanOf(query, ctx.now),
      types: bonusTypeCodes,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      list: moved.list.map((row) => row.movement),
      page: query.page,
      pageSize: query.pageSize,
      total: moved.total,
      sum: centsToDecimal(moved.sumCents),
    };
  });
};
