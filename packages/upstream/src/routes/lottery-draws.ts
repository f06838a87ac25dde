import type { FastifyInstance } from 'fastify';
import { listLotteryGames, toLotteryGame } from '../catalogue/lottery.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { memberBets, recentLotteryGameIds } from '../play/lottery/bets.ts';
import { latestDraws, produceDueDraws } from '../play/lottery/draws.ts';
import { signedInMember } from '../http/member-guard.ts';

/** How many of a member's bets and recent lottery games the gateway answers. */
const memberBetsShown = 100;
const recentGamesShown = 10;

/**
 * Lottery gateway reads of draws and bets (UPSTREAM.md §4.4), raw JSON. Each first produces the
 * draws that are due on the upstream's clock (and settles the bets they decide), so answers
 * never lag behind the schedule even between two ticks of the app's timer.
 */
export const lotteryDrawRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  registerCall(app, services, 'openedNumbers', async ({ query }, ctx) => {
    await produceDueDraws(db, ctx.merchant.id, ctx.now);
    return latestDraws(db, ctx.merchant.id, query);
  });

  registerCall(app, services, 'memberLotteryBets', async (_input, ctx) => {
    const member = signedInMember(ctx.member);
    await produceDueDraws(db, ctx.merchant.id, ctx.now);
    return memberBets(db, member.id, memberBetsShown);
  });

  registerCall(app, services, 'recentLotteryMenu', async (_input, ctx) => {
    const member = signedInMember(ctx.member);
    const ids = await recentLotteryGameIds(db, member.id, recentGamesShown);
    const games = await listLotteryGames(db, ctx.merchant.id);
    return ids.flatMap((id) => {
      const game = games.find((g) => g.id === id);
      return game ? [toLotteryGame(game, ctx.now)] : [];
    });
  });
};
