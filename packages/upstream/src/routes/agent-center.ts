import type { FastifyInstance } from 'fastify';
import { agentNotices } from '../agents/notices.ts';
import { registerDownline } from '../agents/register-downline.ts';
import { teamBets, teamOverview, teamTransactions, userLoss } from '../agents/reports.ts';
import { periodDays } from '../agents/team-period.ts';
import { agentMember, teamMembers } from '../agents/team.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { membersWithOpenRounds, settleDueRounds } from '../play/crash-rounds.ts';
import { produceDueDraws } from '../play/lottery/draws.ts';
import { spanOf } from '../records/range.ts';
import { runTransferCall } from '../transfers/member-transfer.ts';
import { transferTarget, transferToDownline } from '../transfers/to-downline.ts';

/**
 * The agent center (issue 15, src/agents): every call is an agent's only (`agentMember`, before
 * anything is read) and sees the agent's own team only. The reports read the records' relations
 * over the team; registering a downline uses the registration's checks; a transfer to the team is
 * a money call like the transfer to the upline.
 */
export const agentCenterRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  // As the member's own records do (routes/records.ts), ended crash rounds and due draws are
  // settled first, so no report shows them pending: the rounds as the play timer settles them
  // (every member with one open; few are at any time), only rounds past their crash point.
  const settleFirst = async (merchantId: number, now: Date) => {
    for (const memberId of await membersWithOpenRounds(db, merchantId)) {
      await settleDueRounds(db, memberId, now);
    }
    await produceDueDraws(db, merchantId, now);
  };

  registerCall(app, services, 'agentNotices', async ({ query }, ctx) => {
    agentMember(ctx.member);
    return agentNotices(db, { merchantId: ctx.merchant.id, now: ctx.now, ...query });
  });

  registerCall(app, services, 'agentTeamOverview', async ({ query }, ctx) => {
    const agent = agentMember(ctx.member);
    const days = periodDays(query, ctx.now);
    await settleFirst(ctx.merchant.id, ctx.now);
    return teamOverview(db, agent, query.period, days);
  });

  registerCall(app, services, 'agentRegisterDownline', async ({ body }, ctx) => {
    const agent = agentMember(ctx.member);
    const id = await registerDownline(services, {
      agent,
      merchant: ctx.merchant,
      modules: ctx.modules,
      body,
      now: ctx.now,
    });
    ctx.request.log.info(
      { account: body.username, memberId: id, agent: agent.account, type: body.accountType },
      'downline registered',
    );
    const { list } = await teamMembers(db, agent, {
      account: null,
      level: 'direct',
      memberId: id,
      page: 1,
      pageSize: 1,
    });
    const [member] = list;
    if (!member) throw new Error('registered downline not in the team');
    return member;
  });

  registerCall(app, services, 'agentTeamMembers', async ({ query }, ctx) => {
    const agent = agentMember(ctx.member);
    const { list, total } = await teamMembers(db, agent, {
      account: query.account ?? null,
      level: query.level,
      page: query.page,
      pageSize: query.pageSize,
    });
    return { list, page: query.page, pageSize: query.pageSize, total };
  });

  registerCall(app, services, 'agentTransferDownline', async ({ body }, ctx) => {
    const agent = agentMember(ctx.member);
    return runTransferCall({
      services,
      call: 'agentTransferDownline',
      member: agent,
      request: ctx.request,
      body,
      now: ctx.now,
      refuse: async () => {
        await transferTarget(db, agent, body.account);
      },
      transfer: (tx, key, amountCents) =>
        transferToDownline(tx, {
          merchantId: ctx.merchant.id,
          agent,
          account: body.account,
          amountCents,
          remark: body.remark ?? '',
          key,
          now: ctx.now,
        }),
    });
  });

  registerCall(app, services, 'agentTeamBets', async ({ query }, ctx) => {
    const agent = agentMember(ctx.member);
    const span = spanOf(query, ctx.now);
    await settleFirst(ctx.merchant.id, ctx.now);
    return teamBets(db, agent, {
      span,
      account: query.account ?? null,
      category: query.category ?? null,
      vendor: query.vendor ?? null,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  registerCall(app, services, 'agentUserLoss', async ({ query }, ctx) => {
    const agent = agentMember(ctx.member);
    const span = spanOf(query, ctx.now);
    await settleFirst(ctx.merchant.id, ctx.now);
    return userLoss(db, agent, {
      span,
      account: query.account ?? null,
      order: query.order,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  registerCall(app, services, 'agentTeamTransactions', async ({ query }, ctx) => {
    const agent = agentMember(ctx.member);
    return teamTransactions(db, agent, {
      span: spanOf(query, ctx.now),
      account: query.account ?? null,
      type: query.type ?? null,
      page: query.page,
      pageSize: query.pageSize,
    });
  });
};
