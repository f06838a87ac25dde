import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GameRow } from '../../catalogue/games.ts';
import { findGameById } from '../../catalogue/games.ts';
import type { LotteryGameRow } from '../../catalogue/lottery.ts';
import { listLotteryGames } from '../../catalogue/lottery.ts';
import type { PvpRoom } from '../../catalogue/rooms.ts';
import { findPvpRoomById } from '../../catalogue/rooms.ts';
import { ApiError } from '../../http/api-error.ts';
import { parseInput, readBody } from '../../http/input.ts';
import type { Services } from '../../http/services.ts';
import { nextDrawOf } from '../../play/lottery/bets.ts';
import { toRoundView } from '../../play/round-view.ts';
import type { RoundPlay, RoundPlayer } from '../../play/round-store.ts';
import { listRounds } from '../../play/round-store.ts';
import type { TicketSession } from '../../play/tickets.ts';
import { ticketFromHeader, useTicket } from '../../play/tickets.ts';

/** Game pages send small JSON bodies; anything bigger is refused before it is read. */
export const bodyLimit = 1024;
export const historySize = 10;

const noQuery = z.object({}).strict();

export const playerOf = (session: TicketSession): RoundPlayer => ({
  merchantId: session.merchantId,
  memberId: session.memberId,
  trial: session.trial,
  walletId: session.walletId,
  houseId: session.houseId,
});

/**
 * What every route of the game pages' API shares: the ticket's session (403
 * `game.ticket.invalid` when missing, wrong or expired), its game, the parsers of input that
 * refuse before the ticket is used, and the views of history and lotteries.
 */
export const ticketAccess = ({ db }: Services) => {
  const sessionOf = async (request: FastifyRequest, now: Date): Promise<TicketSession> => {
    const ticket = ticketFromHeader(request.headers.authorization);
    const session = ticket ? await useTicket(db, ticket, now) : null;
    if (!session) throw new ApiError('game.ticket.invalid');
    return session;
  };

  /**
   * The ticket's in-house game (slot, dice, crash; a lottery ticket cannot play rounds), with
   * the room it is played at: a room's minimum stake raises the game's (`minBetCents` is the
   * one that applies).
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

  const query = (request: FastifyRequest) => {
    parseInput(noQuery, request.query);
  };
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

  return { sessionOf, gameOf, lotteryGames, query, body, history, lotteryView };
};
