import { openedNumbersCount } from '@his/shared/constants';
import type { LotteryDraw } from '@his/shared/schemas/lottery';
import { lastDrawTime } from '../../catalogue/lottery.ts';
import type { PrizeMode } from '../../catalogue/lottery.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { houseAccountId, mainWalletTypeId } from '../../ledger/accounts.ts';
import { postTransaction } from '../../ledger/post.ts';
import type { RandomInt } from '../games/random.ts';
import { secureRandomInt } from '../games/random.ts';
import { numeroOf } from './numero.ts';
import { drawNumbers, lotteryPayout, winningPair } from './numbers.ts';

interface GameClock {
  id: number;
  interval: number;
  last: Date | null;
}

interface Due {
  gameId: number;
  drawTime: number;
  numero: string;
}

/**
 * The draws that must exist at `now`: every interval boundary up to now, from the game's last
 * draw on, but no further back than the `openedNumbersCount` latest boundaries (after a long
 * stop nobody could see older ones: the lists show at most that many) — except a boundary a bet
 * is waiting for, which is always drawn.
 */
const dueDraws = (games: GameClock[], waiting: { gameId: number; drawTime: Date }[], now: Date) => {
  const due = new Map<string, Due>();
  const add = (game: GameClock, drawTime: number) => {
    const numero = numeroOf(drawTime, game.interval);
    due.set(`${game.id}:${numero}`, { gameId: game.id, drawTime, numero });
  };
  for (const game of games) {
    const step = game.interval * 1000;
    const latest = lastDrawTime(game.interval, now);
    const floor = latest - (openedNumbersCount - 1) * step;
    const from = game.last ? Math.max(game.last.getTime() + step, floor) : floor;
    for (let at = from; at <= latest; at += step) add(game, at);
  }
  for (const bet of waiting) {
    const game = games.find((g) => g.id === bet.gameId);
    if (game) add(game, bet.drawTime.getTime());
  }
  return [...due.values()];
};

/**
 * Produces the merchant's due draws (idempotent per game and numero: concurrent callers insert
 * each draw once, the first one's numbers win) and settles the bets they decide. Runs lazily on
 * every lottery read and on the app's timer.
 */
export const produceDueDraws = async (
  db: Db,
  merchantId: number,
  now: Date,
  random: RandomInt = secureRandomInt,
): Promise<void> => {
  const games = await db.query<GameClock>(
    `SELECT g.id, g.draw_interval_seconds AS interval,
            (SELECT max(d.draw_time) FROM lottery_draws d WHERE d.lottery_game_id = g.id) AS last
       FROM lottery_games g WHERE g.merchant_id = $1`,
    [merchantId],
  );
  const waiting = await db.query<{ gameId: number; drawTime: Date }>(
    `SELECT DISTINCT b.lottery_game_id AS "gameId", b.draw_time AS "drawTime"
       FROM lottery_bets b
      WHERE b.merchant_id = $1 AND b.status = 'pending' AND b.draw_time <= $2
        AND NOT EXISTS (SELECT 1 FROM lottery_draws d
                         WHERE d.lottery_game_id = b.lottery_game_id AND d.draw_time = b.draw_time)`,
    [merchantId, now],
  );
  const due = dueDraws(games, waiting, now);
  if (due.length > 0) {
    await db.query(
      `INSERT INTO lottery_draws (lottery_game_id, numero, draw_time, numbers, created_at)
       SELECT d.game_id, d.numero, d.draw_time, string_to_array(d.numbers, ','), $5
         FROM unnest($1::int[], $2::text[], $3::timestamptz[], $4::text[])
              AS d (game_id, numero, draw_time, numbers)
       ON CONFLICT DO NOTHING`,
      [
        due.map((d) => d.gameId),
        due.map((d) => d.numero),
        due.map((d) => new Date(d.drawTime).toISOString()),
        due.map(() => drawNumbers(random).join(',')),
        now,
      ],
    );
  }
  await settleDrawnBets(db, merchantId, now);
};

interface DrawnBet {
  id: number;
  memberId: number;
  number: string;
  stakeCents: string;
  numbers: string[];
  drawTime: Date;
  walletId: number;
}

/**
 * Settles the pending bets whose draw exists: a bet naming the last two digits of the special
 * prize wins 70 × its stake, credited in one idempotent transaction per bet (house:games → the
 * wallet). Locked rows are skipped: a concurrent settler is already on them.
 */
const settleDrawnBets = async (db: Db, merchantId: number, now: Date): Promise<void> => {
  await db.transaction(async (tx) => {
    const bets = await tx.query<DrawnBet>(
      `SELECT b.id, b.member_id AS "memberId", b.number, b.stake_cents::text AS "stakeCents",
              d.numbers, d.draw_time AS "drawTime", w.id AS "walletId"
         FROM lottery_bets b
         JOIN lottery_draws d ON d.lottery_game_id = b.lottery_game_id AND d.draw_time = b.draw_time
         JOIN ledger_accounts w ON w.member_id = b.member_id AND w.account_type_id = $2
        WHERE b.merchant_id = $1 AND b.status = 'pending'
        ORDER BY b.id FOR UPDATE OF b SKIP LOCKED`,
      [merchantId, mainWalletTypeId],
    );
    if (bets.length === 0) return;
    const losers = bets.filter((bet) => bet.number !== winningPair(bet.numbers));
    if (losers.length > 0) {
      await tx.query(
        `UPDATE lottery_bets b SET status = 'lost', settled_at = d.draw_time
           FROM lottery_draws d
          WHERE b.id = ANY($1::int[]) AND d.lottery_game_id = b.lottery_game_id
            AND d.draw_time = b.draw_time`,
        [losers.map((bet) => bet.id)],
      );
    }
    const winners = bets.filter((bet) => bet.number === winningPair(bet.numbers));
    if (winners.length === 0) return;
    const house = await houseAccountId(tx, merchantId, 'games');
    for (const bet of winners) {
      const win = BigInt(bet.stakeCents) * lotteryPayout;
      const posted = await postTransaction(tx, {
        merchantId,
        kind: 'lottery.win',
        idempotencyKey: `lottery:bet:${bet.id}:win`,
        legs: [
          { accountId: house, amountCents: -win },
          { accountId: bet.walletId, amountCents: win },
        ],
        now,
      });
      await tx.query(
        `UPDATE lottery_bets SET status = 'won', win_cents = $2::bigint, settled_at = $3,
                win_transaction_id = $4
          WHERE id = $1`,
        [bet.id, win.toString(), bet.drawTime, posted.transactionId],
      );
    }
  });
};

export interface DrawRow {
  gameCode: string;
  gameName: string;
  prizeMode: PrizeMode;
  numero: string;
  drawTime: Date;
  numbers: string[];
}

const drawColumns = `g.game_code AS "gameCode", g.name AS "gameName",
  g.prize_mode AS "prizeMode", d.numero, d.draw_time AS "drawTime", d.numbers`;

export const toDraw = (row: DrawRow): LotteryDraw => ({
  gameCode: row.gameCode,
  gameName: row.gameName,
  prizeMode: row.prizeMode,
  numero: row.numero,
  drawTime: row.drawTime.getTime(),
  numbers: row.numbers,
});

/** The latest draws, newest first, of one game, one prize mode or all of the merchant's games. */
export const latestDraws = async (
  q: Queryable,
  merchantId: number,
  filter: { gameCode?: string | undefined; prizeMode?: PrizeMode | undefined; count: number },
): Promise<LotteryDraw[]> =>
  (
    await q.query<DrawRow>(
      `SELECT ${drawColumns}
         FROM lottery_draws d JOIN lottery_games g ON g.id = d.lottery_game_id
        WHERE g.merchant_id = $1 AND ($2::text IS NULL OR g.game_code = $2)
          AND ($3::text IS NULL OR g.prize_mode = $3)
        ORDER BY d.draw_time DESC, g.position, g.game_code LIMIT $4`,
      [merchantId, filter.gameCode ?? null, filter.prizeMode ?? null, filter.count],
    )
  ).map(toDraw);
