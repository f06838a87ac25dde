import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '@his/shared/envelope';
import { findLotteryGame } from '../../catalogue/lottery.ts';
import { ApiError } from '../../http/api-error.ts';
import { parseInput } from '../../http/input.ts';
import type { Services } from '../../http/services.ts';
import { centsToAmount } from '../../ledger/money.ts';
import { latestDraws, produceDueDraws } from '../../play/lottery/draws.ts';
import { memberBets, placeLotteryBet } from '../../play/lottery/bets.ts';
import { clientIdSchema, stakeSchema, toCents } from '../../play/money-input.ts';
import { walletBalance } from '../../play/round-store.ts';
import { bodyLimit, historySize, playerOf, ticketAccess } from './ticket.ts';

const betBody = z
  .object({
    clientBetId: clientIdSchema,
    gameCode: z.string().regex(/^[A-Z0-9_]{1,40}$/),
    number: z.string().regex(/^[0-9]{2}$/),
    stake: stakeSchema,
  })
  .strict();
const drawsQuery = z
  .object({
    gameCode: z
      .string()
      .regex(/^[A-Z0-9_]{1,40}$/)
      .optional(),
  })
  .strict();
/** The lottery panel: the latest draws, the member's bets and a bet. */
export const playLotteryRoutes = async (app: FastifyInstance, services: Services) => {
  const { db, clock } = services;
  const { sessionOf, lotteryGames, query, body } = ticketAccess(services);

  app.get('/play-api/lottery/draws', async (request) => {
    const { gameCode } = parseInput(drawsQuery, request.query);
    const now = clock.now();
    const session = await sessionOf(request, now);
    await lotteryGames(session);
    await produceDueDraws(db, session.merchantId, now);
    return ok({
      draws: await latestDraws(db, session.merchantId, { gameCode, count: historySize }),
      serverTime: now.getTime(),
    });
  });

  app.get('/play-api/lottery/bets', async (request) => {
    query(request);
    const now = clock.now();
    const session = await sessionOf(request, now);
    await lotteryGames(session);
    await produceDueDraws(db, session.merchantId, now);
    return ok({
      bets: await memberBets(db, session.memberId, historySize * 2),
      balance: centsToAmount(await walletBalance(db, session.walletId)),
      serverTime: now.getTime(),
    });
  });

  app.post('/play-api/lottery/bets', { bodyLimit }, async (request) => {
    query(request);
    const input = body(betBody, request);
    const now = clock.now();
    const session = await sessionOf(request, now);
    await lotteryGames(session);
    if (session.trial) throw new ApiError('account.trial');
    const game = await findLotteryGame(db, session.merchantId, input.gameCode);
    if (!game) throw new ApiError('not.found');
    const result = await placeLotteryBet(db, {
      player: playerOf(session),
      ticketId: session.ticketId,
      game,
      clientBetId: input.clientBetId,
      number: input.number,
      stakeCents: toCents(input.stake),
      now,
    });
    return ok({
      bet: result.bet,
      balance: centsToAmount(result.balanceCents),
      replayed: result.replayed,
      serverTime: now.getTime(),
    });
  });
};
