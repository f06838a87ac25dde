import type { Game, GameType } from '@his/shared/schemas/games';
import type { Queryable } from '../db/db.ts';
import type { RawGameRow } from './games.ts';
import { gameColumns, toGame, toGameRow } from './games.ts';

const vendorJoin = 'JOIN game_vendors v ON v.id = g.vendor_id';

interface Page {
  pageNo: number;
  pageSize: number;
}

const limitOf = (page: Page) =>
  `LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`;

/** Node ids of the member's favourites, newest first (all of them without a page). */
export const favouriteNodeIds = async (
  q: Queryable,
  memberId: number,
  page: Page | null,
): Promise<string[]> => {
  const rows = await q.query<{ nodeId: string }>(
    `SELECT g.node_id AS "nodeId" FROM favourite_games f JOIN games g ON g.id = f.game_id
      WHERE f.member_id = $1 ORDER BY f.created_at DESC, g.node_id::bigint
      ${page ? limitOf(page) : ''}`,
    [memberId],
  );
  return rows.map((row) => row.nodeId);
};

/** A member's list of games: favourites by when favoured, recent games by when launched. */
const memberLists = {
  favourites: { table: 'favourite_games', newestFirst: 'created_at' },
  recent: { table: 'recent_games', newestFirst: 'played_at' },
} as const;

/** One page of a member's list of games (newest first, of one type or all) and the page count. */
const memberGamePage = async (
  q: Queryable,
  list: keyof typeof memberLists,
  memberId: number,
  gameType: GameType | undefined,
  page: Page,
): Promise<{ games: Game[]; totalPages: number }> => {
  const { table, newestFirst } = memberLists[list];
  const where = `l.member_id = $1 AND ($2::text IS NULL OR g.game_type = $2)`;
  const params = [memberId, gameType ?? null];
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} l JOIN games g ON g.id = l.game_id WHERE ${where}`,
    params,
  );
  const rows = await q.query<RawGameRow>(
    `SELECT ${gameColumns} FROM ${table} l JOIN games g ON g.id = l.game_id ${vendorJoin}
      WHERE ${where} ORDER BY l.${newestFirst} DESC, g.node_id::bigint ${limitOf(page)}`,
    params,
  );
  return {
    games: rows.map((row) => toGame(toGameRow(row))),
    totalPages: Math.ceil((count?.n ?? 0) / page.pageSize),
  };
};

/** One page of a member's favourite games (newest first) and the number of pages. */
export const favouriteGames = (
  q: Queryable,
  memberId: number,
  gameType: GameType | undefined,
  page: Page,
): Promise<{ games: Game[]; totalPages: number }> =>
  memberGamePage(q, 'favourites', memberId, gameType, page);

/** Favours a game; favouring it again changes nothing (the first time is kept). */
export const addFavourite = async (
  q: Queryable,
  memberId: number,
  gameRowId: number,
  now: Date,
): Promise<void> => {
  await q.query(
    `INSERT INTO favourite_games (member_id, game_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, game_id) DO NOTHING`,
    [memberId, gameRowId, now],
  );
};

/** Removes a favourite; removing one that is not there changes nothing. */
export const removeFavourite = async (
  q: Queryable,
  memberId: number,
  gameRowId: number,
): Promise<void> => {
  await q.query('DELETE FROM favourite_games WHERE member_id = $1 AND game_id = $2', [
    memberId,
    gameRowId,
  ]);
};

/** One page of the games the member launched, most recent first. */
export const recentGames = (
  q: Queryable,
  memberId: number,
  gameType: GameType | undefined,
  page: Page,
): Promise<{ games: Game[]; totalPages: number }> =>
  memberGamePage(q, 'recent', memberId, gameType, page);
