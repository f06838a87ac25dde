import type { FastifyInstance } from 'fastify';
import {
  contractFlags,
  listContracts,
  offerContract,
  requestTermination,
  respondToContract,
} from '../agents/contracts.ts';
import { registerCall } from '../http/call-route.ts';
import { signedInMember } from '../http/member-guard.ts';
import type { Services } from '../http/services.ts';

/**
 * Agent contracts (issue 15): the consolidated flags (any member), the list of the member's contracts, an offer to a direct downline
 * agent, the other side's answer (to an offer or a termination), and a termination request. Each
 * change is one transaction (agents/contracts.ts holds the rules).
 */
export const contractRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  registerCall(app, services, 'contractFlags', async (_input, ctx) =>
    contractFlags(db, signedInMember(ctx.member)),
  );

  registerCall(app, services, 'contractList', async ({ query }, ctx) =>
    listContracts(db, signedInMember(ctx.member), query),
  );

  registerCall(app, services, 'contractOffer', async ({ body }, ctx) => {
    const upline = signedInMember(ctx.member);
    const id = await db.transaction((tx) =>
      offerContract(tx, {
        upline,
        downlineAccount: body.downline,
        terms: body.terms,
        endConflicts: body.endConflicts,
        now: ctx.now,
      }),
    );
    return { id };
  });

  registerCall(app, services, 'contractRespond', async ({ body }, ctx) => {
    const member = signedInMember(ctx.member);
    await db.transaction((tx) =>
      respondToContract(tx, {
        member,
        contractId: body.contractId,
        accept: body.accept,
        endConflicts: body.endConflicts,
        now: ctx.now,
      }),
    );
    return null;
  });

  registerCall(app, services, 'contractTerminate', async ({ body }, ctx) => {
    const member = signedInMember(ctx.member);
    await db.transaction((tx) => requestTermination(tx, member, body.contractId, ctx.now));
    return null;
  });
};
