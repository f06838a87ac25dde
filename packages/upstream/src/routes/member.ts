import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { toMemberInfo } from '../members/members.ts';
import { signedInMember } from '../http/member-guard.ts';
import { refreshRank } from '../vip/ranks.ts';

export const memberRoutes = async (app: FastifyInstance, services: Services) => {
  registerCall(app, services, 'memberInfo', async (_input, ctx) => {
    // The rank follows the member's figures (issue 16): recomputed whenever member info is read.
    const { member } = await refreshRank(services.db, signedInMember(ctx.member));
    return toMemberInfo(member);
  });
};
