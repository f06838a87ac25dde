import type { FastifyInstance } from 'fastify';
import { findAffiliateOwner } from '../agents/affiliates.ts';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import { findReferrer } from '../referrals/codes.ts';
import type { Services } from '../http/services.ts';

/**
 * The invitation-code check the register form runs before submitting: an agent's affiliate code
 * or a player's referral code (issue 16), both taken by the register form's one field.
 */
export const agentRoutes = async (app: FastifyInstance, services: Services) => {
  registerCall(app, services, 'affiliateCheck', async ({ query }, ctx) => {
    const owner =
      (await findAffiliateOwner(services.db, ctx.merchant.id, query.code)) ??
      (await findReferrer(services.db, ctx.merchant.id, query.code));
    if (owner === null) throw new ApiError('affiliate.invalid', { field: 'affiliateCode' });
    return null;
  });
};
