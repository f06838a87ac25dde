import type { FastifyInstance } from 'fastify';
import { requireAgent } from '../agents/contracts.ts';
import { agentIncome, listSettlements } from '../agents/settlement-reads.ts';
import { settleDueContracts } from '../agents/settlement.ts';
import { registerCall } from '../http/call-route.ts';
import { signedInMember } from '../http/member-guard.ts';
import type { Services } from '../http/services.ts';
import { spanOf } from '../records/range.ts';

/**
 * The settlement of agent contracts as the agent center reads it (issue 15): the history of the
 * agent's settlements and its net income per day. Due periods are settled first (the timer does
 * it too), so an answer never lags behind the clock.
 */
export const contractSettlementRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  registerCall(app, services, 'contractSettlements', async ({ query }, ctx) => {
    const agent = signedInMember(ctx.member);
    requireAgent(agent);
    const span = spanOf(query, ctx.now);
    await settleDueContracts(db, ctx.merchant.id, ctx.now);
    return listSettlements(db, agent, {
      span,
      kind: query.kind,
      role: query.role,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  registerCall(app, services, 'agentIncome', async ({ query }, ctx) => {
    const agent = signedInMember(ctx.member);
    requireAgent(agent);
    const span = spanOf(query, ctx.now);
    await settleDueContracts(db, ctx.merchant.id, ctx.now);
    return agentIncome(db, agent, span);
  });
};
