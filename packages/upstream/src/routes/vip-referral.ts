import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import { signedInMember } from '../http/member-guard.ts';
import type { Services } from '../http/services.ts';
import { referralCodeFor } from '../referrals/codes.ts';
import { referralPage, referringPlayer } from '../referrals/referrals.ts';
import { readRanks, refreshRank, toVipMember, toVipRank } from '../vip/ranks.ts';

/**
 * VIP and invite friends (issue 16, src/vip and src/referrals). The VIP status answers a visitor
 * the ranks only; a member's rank is recomputed from its figures first, as member info does. The
 * referral page is a player account's only; its code is made on the first read.
 */
export const vipReferralRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  registerCall(app, services, 'vipStatus', async (_input, ctx) => {
    const currency = ctx.merchant.currency;
    if (!ctx.member) {
      const ranks = await readRanks(db, ctx.merchant.id);
      return { currency, ranks: ranks.map(toVipRank), member: null };
    }
    const { ranks, figures, rank } = await refreshRank(db, ctx.member);
    return { currency, ranks: ranks.map(toVipRank), member: toVipMember(ranks, figures, rank) };
  });

  registerCall(app, services, 'referral', async ({ query }, ctx) => {
    const player = referringPlayer(signedInMember(ctx.member));
    const code = await referralCodeFor(db, ctx.merchant.id, player.id, ctx.now);
    return referralPage(db, {
      player,
      code,
      currency: ctx.merchant.currency,
      page: query.page,
      pageSize: query.pageSize,
    });
  });
};
