import type { FastifyInstance } from 'fastify';
import { findAffiliateOwner } from '../agents/affiliates.ts';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';

/** The invitation-code check the register form runs before submitting. */
export const agentRoutes = async (app: FastifyInstance, services: Services) => {
  registerCall(app, services, 'affiliateCheck', async ({ query }, ctx) => {
    const owner = await findAffiliateOwner(services.db, ctx.merchant.id, query.code);
    if (owner === null) throw new ApiError('affiliate.invalid', { field: 'affiliateCode' });
    return null;
  });
};
