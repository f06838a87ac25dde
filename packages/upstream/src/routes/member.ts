import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { toMemberInfo } from '../members/members.ts';

export const memberRoutes = async (app: FastifyInstance, services: Services) => {
  registerCall(app, services, 'memberInfo', async (_input, ctx) => {
    if (!ctx.member) throw new ApiError('login.not.session');
    return toMemberInfo(ctx.member);
  });
};
