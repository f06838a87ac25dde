import type { LotteryGame, LotteryMenus } from '@his/shared/schemas/lottery';
import type { Queryable } from '../db/db.ts';

export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

/** A lottery game row (`lottery_games`). */
export interface LotteryGameRow {
  id: number;
  merchantId: number;
  gameCode: string;
  name: string;
  prizeMode: PrizeMode;
  groupCode: string;
  groupName: string;
  playTypes: string[];
  defaultPlayType: string;
  drawIntervalSeconds: number;
  popularity: number;
  position: number;
}

const columns = `id, merchant_id AS "merchantId", game_code AS "gameCode", name,
  prize_mode AS "prizeMode", group_code AS "groupCode", group_name AS "groupName",
  play_types AS "playTypes", default_play_type AS "defaultPlayType",
  draw_interval_seconds AS "drawIntervalSeconds", popularity, position`;

/** The merchant's lottery games in menu order (position, then code). */
export const listLotteryGames = async (
  q: Queryable,
  merchantId: number,
): Promise<LotteryGameRow[]> =>
  q.query<LotteryGameRow>(
    `SELECT ${columns} FROM lottery_games WHERE merchant_id = $1 ORDER BY position, game_code`,
    [merchantId],
  );

export const findLotteryGame = async (
  q: Queryable,
  merchantId: number,
  gameCode: string,
): Promise<LotteryGameRow | null> => {
  const rows = await q.query<LotteryGameRow>(
    `SELECT ${columns} FROM lottery_games WHERE merchant_id = $1 AND game_code = $2`,
    [merchantId, gameCode],
  );
  return rows[0] ?? null;
};

/**
 * Draws fall on the epoch-aligned multiples of the game's interval. The next draw is the first
 * boundary strictly after `now` (a draw exactly at `now` has happened), in epoch ms.
 */
export const nextDrawTime = (intervalSeconds: number, now: Date): number => {
  const interval = intervalSeconds * 1000;
  return (Math.floor(now.getTime() / interval) + 1) * interval;
};

/** The latest draw boundary at or before `now`, in epoch ms. */
export const lastDrawTime = (intervalSeconds: number, now: Date): number => {
  const interval = intervalSeconds * 1000;
  return Math.floor(now.getTime() / interval) * interval;
};

const lotteryIconPath = (gameCode: string): string => `/media/lottery/${gameCode}.svg`;

/** A row as the lottery gateway answers it, with its next draw from the given clock time. */
export const toLotteryGame = (row: LotteryGameRow, now: Date): LotteryGame => ({
  gameCode: row.gameCode,
  gameName: row.name,
  prizeMode: row.prizeMode,
  gameGroupCode: row.groupCode,
  playTypes: row.playTypes,
  defaultPlayType: row.defaultPlayType,
  drawIntervalSeconds: row.drawIntervalSeconds,
  nextDrawTime: nextDrawTime(row.drawIntervalSeconds, now),
  iconUrl: lotteryIconPath(row.gameCode),
});

/** Menus keyed by group code, groups and their games in menu order. */
export const lotteryMenusOf = (rows: readonly LotteryGameRow[], now: Date): LotteryMenus => {
  const menus: LotteryMenus = {};
  for (const row of rows) {
    const group = (menus[row.groupCode] ??= {
      gameGroupCode: row.groupCode,
      gameGroupName: row.groupName,
      prizeMode: row.prizeMode,
      gameMenus: [],
    });
    group.gameMenus.push(toLotteryGame(row, now));
  }
  return menus;
};
