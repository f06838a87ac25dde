import type { z } from 'zod';
import type { memberLotteryBetsSchema } from '@his/shared/schemas/lottery';
import type { LotteryGameRow } from '../../catalogue/lottery.ts';
import { nextDrawTime } from '../../catalogue/lottery.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/api-error.ts';
import { centsToAmount } from '../../ledger/money.ts';
import { LedgerError, postTransaction } from '../../ledger/post.ts';
import type { RoundPlayer } from '../round-store.ts';
import { walletBalance } from '../round-store.ts';
import type { DrawRow } from './draws.ts';
import { toDraw } from './draws.ts';
import { numeroOf } from './numero.ts';

/** Betting on a draw closes this long before it. */
const bettingClosesMs = 30_000;

export type MemberLotteryBet = z.infer<typeof memberLotteryBetsSchema>[number];

/** The draw a bet placed at `now` goes to, and until when it may be placed. */
export const nextDrawOf = (game: LotteryGameRow, now: Date) => {
  const drawTime = nextDrawTime(game.drawIntervalSeconds, now);
  return {
    drawTime,
    numero: numeroOf(drawTime, game.drawIntervalSeconds),
    closesAt: drawTime - bettingClosesMs,
  };
};

interface BetRow {
  id: number;
  gameCode: string;
  numero: string;
  number: string;
  stakeCents: string;
  winCents: string;
  status: 'pending' | 'won' | 'lost';
  createdAt: Date;
  /** Built by json_build_object, which writes the draw time as an ISO string. */
  draw: (Omit<DrawRow, 'drawTime'> & { drawTime: string }) | null;
}

const betSelect = `SELECT b.id, g.game_code AS "gameCode", b.numero, b.number,
    b.stake_cents::text AS "stakeCents", b.win_cents::text AS "winCents", b.status,
    b.created_at AS "createdAt",
    CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object(
      'gameCode', g.game_code, 'gameName', g.name, 'prizeMode', g.prize_mode,
      'numero', d.numero, 'drawTime', d.draw_time, 'numbers', d.numbers) END AS draw
  FROM lottery_bets b
  JOIN lottery_games g ON g.id = b.lottery_game_id
  LEFT JOIN lottery_draws d ON d.lottery_game_id = b.lottery_game_id AND d.draw_time = b.draw_time`;

const toBet = (row: BetRow): MemberLotteryBet => ({
  betId: String(row.id),
  gameCode: row.gameCode,
  numero: row.numero,
  number: row.number,
  stake: centsToAmount(BigInt(row.stakeCents)),
  win: centsToAmount(BigInt(row.winCents)),
  status: row.status,
  placedAt: row.createdAt.getTime(),
  draw: row.draw ? toDraw({ ...row.draw, drawTime: new Date(row.draw.drawTime) }) : null,
});

/** A member's lottery bets, newest first, with the draw that settled each (null while pending). */
export const memberBets = async (
  q: Queryable,
  memberId: number,
  limit: number,
): Promise<MemberLotteryBet[]> =>
  (
    await q.query<BetRow>(`${betSelect} WHERE b.member_id = $1 ORDER BY b.id DESC LIMIT $2`, [
      memberId,
      limit,
    ])
  ).map(toBet);

const findBet = async (q: Queryable, memberId: number, clientBetId: string) => {
  const [row] = await q.query<BetRow>(
    `${betSelect} WHERE b.member_id = $1 AND b.client_bet_id = $2`,
    [memberId, clientBetId],
  );
  return row ? toBet(row) : null;
};

export interface BetInput {
  player: RoundPlayer;
  ticketId: number | null;
  game: LotteryGameRow;
  clientBetId: string;
  number: string;
  stakeCents: bigint;
  now: Date;
}

/**
 * A 2-digit bet on the game's next draw: the stake is debited at once (one transaction with the
 * bet). Closed `bettingClosesMs` before the draw; the same client bet id answers the first bet.
 */
export const placeLotteryBet = (
  db: Db,
  input: BetInput,
): Promise<{ bet: MemberLotteryBet; balanceCents: bigint; replayed: boolean }> =>
  db.transaction(async (tx) => {
    const { player } = input;
    const existing = await findBet(tx, player.memberId, input.clientBetId);
    if (existing) {
      return {
        bet: existing,
        balanceCents: await walletBalance(tx, player.walletId),
        replayed: true,
      };
    }
    const draw = nextDrawOf(input.game, input.now);
    if (input.now.getTime() >= draw.closesAt) throw new ApiError('lottery.betting.closed');
    let posted;
    try {
      posted = await postTransaction(tx, {
        merchantId: player.merchantId,
        kind: 'lottery.bet',
        idempotencyKey: `lottery:${player.memberId}:${input.clientBetId}`,
        legs: [
          { accountId: player.walletId, amountCents: -input.stakeCents },
          { accountId: player.houseId, amountCents: input.stakeCents },
        ],
        now: input.now,
      });
    } catch (error) {
      if (error instanceof LedgerError && error.reason === 'insufficient_funds') {
        throw new ApiError('funds.insufficient');
      }
      throw error;
    }
    await tx.query(
      `INSERT INTO lottery_bets (merchant_id, member_id, lottery_game_id, ticket_id, client_bet_id,
         draw_time, numero, number, stake_cents, status, created_at, transaction_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::bigint, 'pending', $10, $11)`,
      [
        player.merchantId,
        player.memberId,
        input.game.id,
        input.ticketId,
        input.clientBetId,
        new Date(draw.drawTime),
        draw.numero,
        input.number,
        input.stakeCents.toString(),
        input.now,
        posted.transactionId,
      ],
    );
    const bet = await findBet(tx, player.memberId, input.clientBetId);
    if (!bet) throw new Error('bet insert vanished');
    const balanceCents =
      posted.balances?.get(player.walletId) ?? (await walletBalance(tx, player.walletId));
    return { bet, balanceCents, replayed: false };
  });

/**
 * The lottery games a member played last (bets and lottery pages opened), most recent first:
 * the "recent" lottery menu.
 */
export const recentLotteryGameIds = async (
  q: Queryable,
  memberId: number,
  limit: number,
): Promise<number[]> =>
  (
    await q.query<{ id: number }>(
      `SELECT lottery_game_id AS id FROM (
         SELECT lottery_game_id, created_at FROM lottery_bets WHERE member_id = $1
         UNION ALL
         SELECT lottery_game_id, created_at FROM game_tickets
          WHERE member_id = $1 AND lottery_game_id IS NOT NULL) used
        GROUP BY lottery_game_id ORDER BY max(created_at) DESC, lottery_game_id LIMIT $2`,
      [memberId, limit],
    )
  ).map((row) => row.id);
