import type { FastifyInstance } from 'fastify';
import type { PrizeMode } from '../catalogue/lottery.ts';
import { listLotteryGames, lotteryMenusOf, toLotteryGame } from '../catalogue/lottery.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';

/** The VN lottery page's families when it names none (SPEC §3: Lott and ZY). */
const vnPrizeModes: readonly PrizeMode[] = ['Lott', 'ZY'];

/**
 * Lottery gateway menus and the popular list (UPSTREAM.md §4.4): raw JSON answers. Next draw
 * times come from the upstream's clock. `device` is accepted and ignored (one menu for all).
 */
export const lotteryMenuRoutes = async (app: FastifyInstance, services: Services) => {
  const { db, catalogue } = services;
  // Rows only: the next draw times are worked out from the clock at each request.
  const lotteryGames = (merchantId: number) =>
    catalogue.read(`lotteryGames:${merchantId}`, () => listLotteryGames(db, merchantId));

  registerCall(app, services, 'lotteryMenus', async ({ query }, ctx) => {
    const games = await lotteryGames(ctx.merchant.id);
    const wanted = query.prizeMode;
    return lotteryMenusOf(
      games.filter((game) => wanted === undefined || game.prizeMode === wanted),
      ctx.now,
    );
  });

  registerCall(app, services, 'vnLotteryMenu', async ({ query }, ctx) => {
    const games = await lotteryGames(ctx.merchant.id);
    const modes = query.prizeMode ? [query.prizeMode] : vnPrizeModes;
    return lotteryMenusOf(
      games.filter((game) => modes.includes(game.prizeMode)),
      ctx.now,
    );
  });

  registerCall(app, services, 'popularLotteries', async ({ query }, ctx) => {
    const games = await lotteryGames(ctx.merchant.id);
    return games
      .toSorted((a, b) => a.popularity - b.popularity || a.gameCode.localeCompare(b.gameCode))
      .slice(0, query.count)
      .map((game) => toLotteryGame(game, ctx.now));
  });
};
