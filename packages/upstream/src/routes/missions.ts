import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import { realMember } from '../http/member-guard.ts';
import type { Services } from '../http/services.ts';
import { claimMission } from '../missions/claim.ts';
import { missionLeaderboard } from '../missions/leaderboard.ts';
import { isComplete, missionStates, missionView } from '../missions/progress.ts';
import { membersWithOpenRounds, settleDueRounds } from '../play/crash-rounds.ts';
import { produceDueDraws } from '../play/lottery/draws.ts';

/**
 * Missions (issue 16, src/missions): the member's missions with their progress in the current
 * period, the claim of a reward, and the board of valid bets. Real accounts only: a trial account
 * is refused with `account.trial` before anything is read. As the records do, ended crash rounds
 * and due draws are settled first, so a finished bet counts at once.
 */
export const missionRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  const settleFirst = async (merchantId: number, memberIds: readonly number[], now: Date) => {
    for (const memberId of memberIds) await settleDueRounds(db, memberId, now);
    await produceDueDraws(db, merchantId, now);
  };

  registerCall(app, services, 'missionSummary', async (_input, ctx) => {
    const member = realMember(ctx.member);
    await settleFirst(ctx.merchant.id, [member.id], ctx.now);
    const states = await missionStates(db, {
      memberId: member.id,
      merchantId: ctx.merchant.id,
      now: ctx.now,
    });
    return {
      claimable: states.filter((state) => !state.claimedAt && isComplete(state)).length,
      missions: states.map(missionView),
      now: ctx.now.getTime(),
    };
  });

  registerCall(app, services, 'missionLeaderboard', async ({ query }, ctx) => {
    const member = realMember(ctx.member);
    await settleFirst(ctx.merchant.id, await membersWithOpenRounds(db, ctx.merchant.id), ctx.now);
    return missionLeaderboard(db, { member, period: query.period, now: ctx.now });
  });

  registerCall(app, services, 'missionClaim', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    await settleFirst(ctx.merchant.id, [member.id], ctx.now);
    const claim = await claimMission(services, {
      member,
      body,
      request: ctx.request,
      now: ctx.now,
    });
    ctx.request.log.info(
      { memberId: member.id, missionId: claim.missionId, reward: claim.reward },
      'mission reward claimed',
    );
    return claim;
  });
};
