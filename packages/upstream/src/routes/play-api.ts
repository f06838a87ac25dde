import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '@his/shared/envelope';
import type { GameRow } from '../catalogue/games.ts';
import { findGameById } from '../catalogue/games.ts';
import type { LotteryGameRow } from '../catalogue/lottery.ts';
import { findLotteryGame, listLotteryGames } from '../catalogue/lottery.ts';
import type { PvpRoom } from '../catalogue/rooms.ts';
import { findPvpRoomById } from '../catalogue/rooms.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import { centsToAmount } from '../ledger/money.ts';
import { crashChoiceSchema, crashGrowthPerMs } from '../play/games/crash.ts';
import { diceChoiceSchema } from '../play/games/dice.ts';
import { latestDraws, produceDueDraws } from '../play/lottery/draws.ts';
import { memberBets, nextDrawOf, placeLotteryBet } from '../play/lottery/bets.ts';
import { clientIdSchema, maxStakeCents, stakeSchema, toCents } from '../play/money-input.ts';
import { toRoundView } from '../play/round-view.ts';
import type { RoundPlay, RoundPlayer } from '../play/rounds.ts';
import {
  cashOut,
  findRound,
  listRounds,
  playRound,
  settleDueRounds,
  walletBalance,
} from '../play/rounds.ts';
import type { TicketSession } from '../play/tickets.ts';
import { ticketFromHeader, useTicket } from '../play/tickets.ts';

/** Game pages send small JSON bodies; anything bigger is refused before it is read. */
const bodyLimit = 1024;
const historySize = 10;

const roundBody = z
  .object({ clientRoundId: clientIdSchema, stake: stakeSchema, choice: z.unknown().optional() })
  .strict();
const roundParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();
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
const noQuery = z.object({}).strict();

const playerOf = (session: TicketSession): RoundPlayer => ({
  merchantId: session.merchantId,
  memberId: session.memberId,
  trial: session.trial,
  walletId: session.walletId,
  houseId: session.houseId,
});

/** What a round of this ticket's game needs: the kind's own choice, checked with its schema. */
const playOf = (kind: TicketSession['kind'], choice: unknown): RoundPlay => {
  const fields = { fields: ['choice'] };
  if (kind === 'slot') {
    if (choice !== undefined) throw new ApiError('request_param_err', fields);
    return { kind };
  }
  if (kind === 'dice') {
    const parsed = diceChoiceSchema.safeParse(choice);
    if (!parsed.success) throw new ApiError('request_param_err', fields);
    return { kind, choice: parsed.data };
  }
  const parsed = crashChoiceSchema.safeParse(choice ?? {});
  if (!parsed.success) throw new ApiError('request_param_err', fields);
  return { kind: 'crash', choice: parsed.data };
};

/**
 * The API of the in-house game pages (`/play/<kind>`), on the upstream's own origin. Not in the
 * call registry: the page talks to it directly with its game ticket (`Authorization: Ticket
 * <ticket>`), never with the platform token. JSON in, the platform's envelope out; a missing,
 * wrong or expired ticket answers 403 `game.ticket.invalid`. Input is checked before the ticket
 * is used, so a malformed request reads and writes nothing.
 */
export const playApiRoutes = async (app: FastifyInstance, services: Services) => {
  const { db, clock } = services;

  const sessionOf = async (request: FastifyRequest, now: Date): Promise<TicketSession> => {
    const ticket = ticketFromHeader(request.headers.authorization);
    const session = ticket ? await useTicket(db, ticket, now) : null;
    if (!session) throw new ApiError('game.ticket.invalid');
    return session;
  };

  /** The ticket's in-house game (slot, dice, crash); a lottery ticket cannot play rounds. */
  /**
   * The ticket's game, with the room it is played at: a room's minimum stake raises the game's
   * (`minBetCents` is the one that applies).
   */
  const gameOf = async (
    session: TicketSession,
  ): Promise<GameRow & { kind: RoundPlay['kind']; room: PvpRoom | null }> => {
    const kind = session.kind;
    const game = session.gameId === null ? null : await findGameById(db, session.gameId);
    if (!game || kind === 'lottery') throw new ApiError('game.ticket.invalid');
    const room = session.roomId === null ? null : await findPvpRoomById(db, session.roomId);
    const minBetCents =
      room && room.minBetCents > game.minBetCents ? room.minBetCents : game.minBetCents;
    return { ...game, kind, room, minBetCents };
  };

  const lotteryGames = async (session: TicketSession): Promise<LotteryGameRow[]> => {
    if (session.kind !== 'lottery') throw new ApiError('game.ticket.invalid');
    return listLotteryGames(db, session.merchantId);
  };

  const query = (request: FastifyRequest) => parseInput(noQuery, request.query);
  const body = <S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> =>
    parseInput(schema, readBody(request.body, 'json'));

  const history = async (session: TicketSession) =>
    (await listRounds(db, session.memberId, session.gameId, historySize)).map(toRoundView);

  const lotteryView = (game: LotteryGameRow, now: Date) => {
    const next = nextDrawOf(game, now);
    return {
      gameCode: game.gameCode,
      gameName: game.name,
      prizeMode: game.prizeMode,
      drawIntervalSeconds: game.drawIntervalSeconds,
      nextDrawTime: next.drawTime,
      nextNumero: next.numero,
      closesAt: next.closesAt,
    };
  };

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

  app.get('/play-api/rounds', async (request) => {
    query(request);
    const now = clock.now();
    const session = await sessionOf(request, now);
    await gameOf(session);
    await settleDueRounds(db, session.memberId, now);
    return ok({ rounds: await history(session), serverTime: now.getTime() });
  });

  app.post('/play-api/rounds', { bodyLimit }, async (request) => {
    query(request);
    const input = body(roundBody, request);
    const now = clock.now();
    const session = await sessionOf(request, now);
    const game = await gameOf(session);
    const play = playOf(game.kind, input.choice);
    if (game.maintenance || game.vendorMaintenance) throw new ApiError('game.maintenance');
    const stakeCents = toCents(input.stake);
    if (stakeCents < game.minBetCents)
      throw new ApiError('request_param_err', { fields: ['stake'] });
    const result = await playRound(db, {
      player: playerOf(session),
      gameId: game.id,
      ticketId: session.ticketId,
      clientRoundId: input.clientRoundId,
      stakeCents,
      play,
      now,
    });
    return ok({
      round: toRoundView(result.round),
      balance: centsToAmount(result.balanceCents),
      replayed: result.replayed,
      serverTime: now.getTime(),
    });
  });

  app.get('/play-api/rounds/:id', async (request) => {
    query(request);
    const { id } = parseInput(roundParams, request.params);
    const now = clock.now();
    const session = await sessionOf(request, now);
    await gameOf(session);
    await settleDueRounds(db, session.memberId, now);
    const round = await findRound(db, session.memberId, id, session.gameId);
    if (!round) throw new ApiError('not.found');
    return ok({
      round: toRoundView(round),
      balance: centsToAmount(await walletBalance(db, session.walletId)),
      serverTime: now.getTime(),
    });
  });

  app.post('/play-api/rounds/:id/cashout', { bodyLimit }, async (request) => {
    query(request);
    const { id } = parseInput(roundParams, request.params);
    body(z.object({}).strict(), request);
    const now = clock.now();
    const session = await sessionOf(request, now);
    await gameOf(session);
    const result = await cashOut(db, playerOf(session), id, session.gameId, now);
    if (!result) throw new ApiError('not.found');
    return ok({
      round: toRoundView(result.round),
      balance: centsToAmount(result.balanceCents),
      serverTime: now.getTime(),
    });
  });

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
