import type { FastifyInstance } from 'fastify';
import { ok } from '@his/shared/envelope';
import type { Services } from '../../http/services.ts';
import { centsToAmount } from '../../ledger/money.ts';
import { crashGrowthPerMs } from '../../play/games/crash.ts';
import { maxStakeCents } from '../../play/money-input.ts';
import { toRoundView } from '../../play/round-view.ts';
import { walletBalance } from '../../play/round-store.ts';
import { settleDueRounds } from '../../play/crash-rounds.ts';
import { ticketAccess } from './ticket.ts';

/** The page's start (`/play-api/session`: who plays what, the open round) and its balance. */
export const playSessionRoutes = async (app: FastifyInstance, services: Services) => {
  const { db, clock } = services;
  const { sessionOf, gameOf, lotteryGames, query, history, lotteryView } = ticketAccess(services);

  app.get('/play-api/session', async (request) => {
    query(request);
    const now = clock.now();
    const session = await sessionOf(request, now);
    const open = await settleDueRounds(db, session.memberId, now);
    const common = {
      kind: session.kind,
      language: session.language,
      account: session.account,
      trial: session.trial,
      currency: session.currency,
      currencySymbol: session.currencySymbol,
      balance: centsToAmount(await walletBalance(db, session.walletId)),
      serverTime: now.getTime(),
    };
    if (session.kind === 'lottery') {
      const games = await lotteryGames(session);
      const selected = games.find((game) => game.id === session.lotteryGameId);
      return ok({
        ...common,
        lottery: {
          selected: selected?.gameCode ?? null,
          games: games.map((game) => lotteryView(game, now)),
        },
      });
    }
    const game = await gameOf(session);
    return ok({
      ...common,
      game: {
        nodeId: game.nodeId,
        gameName: game.gameName,
        displayName: game.displayName,
        minBet: centsToAmount(game.minBetCents),
        maxStake: centsToAmount(maxStakeCents),
        maintenance: game.maintenance || game.vendorMaintenance,
      },
      room: game.room && { roomId: game.room.roomId, roomName: game.room.roomName },
      crash: game.kind === 'crash' ? { growthPerMs: crashGrowthPerMs } : null,
      openRound: open && open.gameId === game.id ? toRoundView(open) : null,
      rounds: await history(session),
    });
  });

  app.get('/play-api/balance', async (request) => {
    query(request);
    const now = clock.now();
    const session = await sessionOf(request, now);
    await settleDueRounds(db, session.memberId, now);
    return ok({
      balance: centsToAmount(await walletBalance(db, session.walletId)),
      serverTime: now.getTime(),
    });
  });
};
