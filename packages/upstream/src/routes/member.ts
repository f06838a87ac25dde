import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { toMemberInfo } from '../members/members.ts';
import { signedInMember } from '../http/member-guard.ts';

export const memberRoutes = async (app: FastifyInstance, services: Services) => {
  registerCall(app, services, 'memberInfo', async (_input, ctx) => {
    const member = signedInMember(ctx.member);
    return toMemberInfo(member);
  });
};
