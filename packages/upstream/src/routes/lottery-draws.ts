import type { FastifyInstance } from 'fastify';
import { listLotteryGames, toLotteryGame } from '../catalogue/lottery.ts';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { memberBets, recentLotteryGameIds } from '../play/lottery/bets.ts';
import { latestDraws, produceDueDraws } from '../play/lottery/draws.ts';

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
    if (!ctx.member) throw new ApiError('login.not.session');
    await produceDueDraws(db, ctx.merchant.id, ctx.now);
    return memberBets(db, ctx.member.id, memberBetsShown);
  });

  registerCall(app, services, 'recentLotteryMenu', async (_input, ctx) => {
    if (!ctx.member) throw new ApiError('login.not.session');
    const ids = await recentLotteryGameIds(db, ctx.member.id, recentGamesShown);
    const games = await listLotteryGames(db, ctx.merchant.id);
    return ids.flatMap((id) => {
      const game = games.find((g) => g.id === id);
      return game ? [toLotteryGame(game, ctx.now)] : [];
    });
  });
};
