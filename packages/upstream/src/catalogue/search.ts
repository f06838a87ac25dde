import { cockfightVendorCodes, esportVendorCodes } from '@his/shared/constants';
import type { Game, GamePage, GameType } from '@his/shared/schemas/games';
import type { Queryable, SqlParam } from '../db/db.ts';
import type { RawGameRow } from './games.ts';
import { gameColumns, gameFrom, toGame, toGameRow } from './games.ts';

/** Filters of `GCSGAME_gameList` (SPEC §3), all optional, combined with AND. */
export interface GameFilter {
  gameType?: GameType | undefined;
  /** Vendor codes; a game of any of them matches. */
  vendors?: readonly string[] | undefined;
  gameClassify?: string | undefined;
  /** Part of the name, any case, in gameName or displayName. */
  gameName?: string | undefined;
  /** Games whose minimum bet is at least this many cents. */
  minBetCents?: bigint | undefined;
  /** Games with at least this many lines. */
  minLineNum?: number | undefined;
  isHot?: boolean | undefined;
}

/** `%`, `_` and `\` match themselves in the name search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE clause of a filter. ESPORTS and COCKFIGHT are lanes the client splits out of
 * SPORTS by vendor (SPEC §3): asking for them means SPORTS games of those vendors.
 */
const whereOf = (merchantId: number, filter: GameFilter) => {
  const params: SqlParam[] = [merchantId];
  const conditions = ['g.merchant_id = $1'];
  const add = (sql: (n: string) => string, value: SqlParam) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.gameType === 'ESPORTS' || filter.gameType === 'COCKFIGHT') {
    add((p) => `g.game_type = ${p}`, 'SPORTS');
    add(
      (p) => `v.code = ANY (${p}::text[])`,
      filter.gameType === 'ESPORTS' ? [...esportVendorCodes] : [...cockfightVendorCodes],
    );
  } else if (filter.gameType) {
    add((p) => `g.game_type = ${p}`, filter.gameType);
  }
  if (filter.vendors && filter.vendors.length > 0) {
    add((p) => `v.code = ANY (${p}::text[])`, filter.vendors);
  }
  if (filter.gameClassify) add((p) => `g.classify = ${p}`, filter.gameClassify);
  if (filter.gameName) {
    add(
      (p) => `(g.game_name ILIKE ${p} ESCAPE '\\' OR g.display_name ILIKE ${p} ESCAPE '\\')`,
      likePattern(filter.gameName),
    );
  }
  if (filter.minBetCents !== undefined) {
    add((p) => `g.min_bet_cents >= ${p}::bigint`, filter.minBetCents.toString());
  }
  if (filter.minLineNum !== undefined) add((p) => `g.line_num >= ${p}`, filter.minLineNum);
  if (filter.isHot !== undefined) add((p) => `g.is_hot = ${p}`, filter.isHot);
  return { where: conditions.join(' AND '), params };
};

/** Stable order of every list: the game's position, then its node id as a number. */
const gameOrder = 'g.position, g.node_id::bigint';

/** One page of matching games (`pageNum` echoes the page asked for, even past the end). */
export const searchGames = async (
  q: Queryable,
  merchantId: number,
  filter: GameFilter,
  page: { pageNo: number; pageSize: number },
): Promise<GamePage> => {
  const { where, params } = whereOf(merchantId, filter);
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${gameFrom} WHERE ${where}`,
    params,
  );
  const totalCount = count?.n ?? 0;
  const rows = await q.query<RawGameRow>(
    `SELECT ${gameColumns} FROM ${gameFrom} WHERE ${where} ORDER BY ${gameOrder}
      LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`,
    params,
  );
  return {
    games: rows.map((row) => toGame(toGameRow(row))),
    pageNum: page.pageNo,
    totalPages: Math.ceil(totalCount / page.pageSize),
    totalCount,
  };
};

/** Every matching game in list order (hot games). */
export const listGames = async (
  q: Queryable,
  merchantId: number,
  filter: GameFilter,
): Promise<Game[]> => {
  const { where, params } = whereOf(merchantId, filter);
  const rows = await q.query<RawGameRow>(
    `SELECT ${gameColumns} FROM ${gameFrom} WHERE ${where} ORDER BY ${gameOrder}`,
    params,
  );
  return rows.map((row) => toGame(toGameRow(row)));
};

/** `PG,JDB` → `['PG', 'JDB']`; empty parts dropped. */
export const vendorList = (value: string | undefined): string[] | undefined =>
  value
    ?.split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
