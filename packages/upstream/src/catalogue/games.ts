import type { Game, GameType } from '@his/shared/schemas/games';
import type { Queryable } from '../db/db.ts';
import { centsToAmount } from '../ledger/money.ts';

/** The game types a vendor or game row may hold (ESPORTS and COCKFIGHT are client lanes). */
export type CatalogueGameType = Exclude<GameType, 'ESPORTS' | 'COCKFIGHT'>;
export type DemoKind = 'slot' | 'dice' | 'crash' | 'lottery';

/** A vendor card row of one lane (`game_vendors`). */
export interface VendorRow {
  id: number;
  merchantId: number;
  code: string;
  displayName: string;
  gameType: CatalogueGameType;
  accountTypeName: string | null;
  isGame: 'VASSALAGE' | 'GAME';
  freeplay: boolean;
  position: number;
  maintenance: boolean;
  launchGameId: string | null;
  launchNodeId: string | null;
  gameCode: string | null;
  defaultPlayType: string | null;
}

/** A game row (`games`) with what launching it needs to know about its vendor. */
export interface GameRow {
  id: number;
  merchantId: number;
  vendorId: number;
  vendorCode: string;
  vendorMaintenance: boolean;
  vendorFreeplay: boolean;
  nodeId: string;
  gameId: string;
  gameName: string;
  displayName: string;
  gameType: CatalogueGameType;
  classify: string | null;
  gameCode: string | null;
  defaultPlayType: string | null;
  accountTypeName: string | null;
  isHot: boolean;
  isNew: boolean;
  freeplay: boolean;
  minBetCents: bigint;
  lineNum: number;
  maintenance: boolean;
  demoKind: DemoKind | null;
  position: number;
}

export const vendorColumns = `v.id, v.merchant_id AS "merchantId", v.code,
  v.display_name AS "displayName", v.game_type AS "gameType",
  v.account_type_name AS "accountTypeName", v.is_game AS "isGame", v.freeplay, v.position,
  v.maintenance, v.launch_game_id AS "launchGameId", v.launch_node_id AS "launchNodeId",
  v.game_code AS "gameCode", v.default_play_type AS "defaultPlayType"`;

/** Columns of `games g JOIN game_vendors v`; bigint money comes as text (see db.ts). */
export const gameColumns = `g.id, g.merchant_id AS "merchantId", g.vendor_id AS "vendorId",
  v.code AS "vendorCode", v.maintenance AS "vendorMaintenance", v.freeplay AS "vendorFreeplay",
  g.node_id AS "nodeId", g.game_id AS "gameId", g.game_name AS "gameName",
  g.display_name AS "displayName", g.game_type AS "gameType", g.classify,
  g.game_code AS "gameCode", g.default_play_type AS "defaultPlayType",
  g.account_type_name AS "accountTypeName", g.is_hot AS "isHot", g.is_new AS "isNew",
  g.freeplay, g.min_bet_cents::text AS "minBetCents", g.line_num AS "lineNum", g.maintenance,
  g.demo_kind AS "demoKind", g.position`;

export const gameFrom = 'games g JOIN game_vendors v ON v.id = g.vendor_id';

export type RawGameRow = Omit<GameRow, 'minBetCents'> & { minBetCents: string };

export const toGameRow = (row: RawGameRow): GameRow => ({
  ...row,
  minBetCents: BigInt(row.minBetCents),
});

/** The game with this node id in the merchant's catalogue, or null. */
export const findGameByNodeId = async (
  q: Queryable,
  merchantId: number,
  nodeId: string,
): Promise<GameRow | null> => {
  const rows = await q.query<RawGameRow>(
    `SELECT ${gameColumns} FROM ${gameFrom} WHERE g.merchant_id = $1 AND g.node_id = $2`,
    [merchantId, nodeId],
  );
  return rows[0] ? toGameRow(rows[0]) : null;
};

/** The game with this game id (the platform's other key of a game), or null. */
export const findGameByGameId = async (
  q: Queryable,
  merchantId: number,
  gameId: string,
): Promise<GameRow | null> => {
  const rows = await q.query<RawGameRow>(
    `SELECT ${gameColumns} FROM ${gameFrom} WHERE g.merchant_id = $1 AND g.game_id = $2`,
    [merchantId, gameId],
  );
  return rows[0] ? toGameRow(rows[0]) : null;
};

/** A game by its row id (rounds and tickets keep the row id). */
export const findGameById = async (q: Queryable, id: number): Promise<GameRow | null> => {
  const rows = await q.query<RawGameRow>(`SELECT ${gameColumns} FROM ${gameFrom} WHERE g.id = $1`, [
    id,
  ]);
  return rows[0] ? toGameRow(rows[0]) : null;
};

/**
 * A vendor card by code. A vendor may have cards in several lanes (TCG under LOTT and ELOTT):
 * without `gameType` the first card in lane order is answered.
 */
export const findVendor = async (
  q: Queryable,
  merchantId: number,
  code: string,
  gameType?: CatalogueGameType,
): Promise<VendorRow | null> => {
  const rows = await q.query<VendorRow>(
    `SELECT ${vendorColumns} FROM game_vendors v
      WHERE v.merchant_id = $1 AND v.code = $2 AND ($3::text IS NULL OR v.game_type = $3)
      ORDER BY v.position, v.id LIMIT 1`,
    [merchantId, code, gameType ?? null],
  );
  return rows[0] ?? null;
};

/** Remembers that a member launched a game: one row per member and game, newest time wins. */
export const recordRecentGame = async (
  tx: Queryable,
  memberId: number,
  gameRowId: number,
  now: Date,
): Promise<void> => {
  await tx.query(
    `INSERT INTO recent_games (member_id, game_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, game_id)
       DO UPDATE SET played_at = GREATEST(recent_games.played_at, EXCLUDED.played_at)`,
    [memberId, gameRowId, now],
  );
};

export const gameIconPath = (nodeId: string): string => `/media/games/${nodeId}.svg`;
export const vendorLogoPath = (code: string): string => `/media/vendors/${code}.svg`;
/** The wide card picture of a vendor (lobby cards, mobile large icon). */
export const vendorLargeIconPath = (code: string): string => `/media/vendors/${code}-large.svg`;

/** A game row as the registry's `Game` (lists, hot games, favourites, recent games). */
export const toGame = (row: GameRow): Game => ({
  nodeId: row.nodeId,
  gameId: row.gameId,
  gameName: row.gameName,
  displayName: row.displayName,
  vassalage: row.vendorCode,
  gameType: row.gameType,
  gameClassify: row.classify,
  iconUrl: gameIconPath(row.nodeId),
  gameCode: row.gameCode,
  defaultPlayType: row.defaultPlayType,
  accountTypeName: row.accountTypeName,
  isGame: 'GAME',
  roomId: null,
  isHot: row.isHot,
  isNew: row.isNew,
  freeplay: row.freeplay && row.vendorFreeplay,
  minBet: centsToAmount(row.minBetCents),
  lineNum: row.lineNum,
  maintenance: row.maintenance || row.vendorMaintenance,
});
