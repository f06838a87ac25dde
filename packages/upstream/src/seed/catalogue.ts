import type { Queryable, SqlParam } from '../db/db.ts';
import { catalogueSeed } from './catalogue-data.ts';

/** Rows per INSERT: a few hundred parameters each, well below the protocol's limit. */
const chunkSize = 100;

/** Inserts rows in multi-row statements; answers the generated ids in row order. */
const insertRows = async (
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlParam[])[],
  key = 'id',
): Promise<number[]> => {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const params: SqlParam[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    // PostgreSQL returns the rows of a multi-row VALUES insert in the order they were listed.
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}
       RETURNING ${key} AS id`,
      params,
    );
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
};

const idAt = (ids: readonly number[], index: number): number => {
  const id = ids[index];
  if (id === undefined) throw new Error(`catalogue seed: no row ${index}`);
  return id;
};

/**
 * Writes the demo catalogue (catalogue-data.ts) for a merchant: vendors, games, lottery games,
 * PVP rooms and display jackpot pools. Jackpot pools start growing at `now`.
 */
export const seedCatalogue = async (tx: Queryable, merchantId: number, now: Date) => {
  const { vendors, games, lotteryGames, rooms, jackpots } = catalogueSeed;
  const vendorIds = await insertRows(
    tx,
    'game_vendors',
    [
      'merchant_id',
      'code',
      'display_name',
      'game_type',
      'account_type_name',
      'is_game',
      'freeplay',
      'position',
      'maintenance',
      'launch_game_id',
      'launch_node_id',
      'game_code',
      'default_play_type',
    ],
    vendors.map((v, index) => [
      merchantId,
      v.code,
      v.displayName,
      v.gameType,
      v.accountTypeName,
      v.isGame,
      v.freeplay,
      index + 1,
      v.maintenance,
      v.launchGameId,
      v.launchNodeId,
      v.gameCode,
      v.defaultPlayType,
    ]),
  );
  const gameIds = await insertRows(
    tx,
    'games',
    [
      'merchant_id',
      'vendor_id',
      'node_id',
      'game_id',
      'game_name',
      'display_name',
      'game_type',
      'classify',
      'game_code',
      'default_play_type',
      'account_type_name',
      'is_hot',
      'is_new',
      'freeplay',
      'min_bet_cents',
      'line_num',
      'maintenance',
      'demo_kind',
      'position',
    ],
    games.map((g) => [
      merchantId,
      idAt(vendorIds, g.vendorIndex),
      g.nodeId,
      g.gameId,
      g.gameName,
      g.displayName,
      g.gameType,
      g.classify,
      g.gameCode,
      g.defaultPlayType,
      g.accountTypeName,
      g.isHot,
      g.isNew,
      g.freeplay,
      g.minBetCents.toString(),
      g.lineNum,
      g.maintenance,
      g.demoKind,
      g.position,
    ]),
  );
  await insertRows(
    tx,
    'lottery_games',
    [
      'merchant_id',
      'game_code',
      'name',
      'prize_mode',
      'group_code',
      'group_name',
      'play_types',
      'default_play_type',
      'draw_interval_seconds',
      'popularity',
      'position',
    ],
    lotteryGames.map((l, index) => [
      merchantId,
      l.gameCode,
      l.name,
      l.prizeMode,
      l.groupCode,
      l.groupName,
      l.playTypes,
      l.defaultPlayType,
      l.drawIntervalSeconds,
      l.popularity,
      index + 1,
    ]),
  );
  await insertRows(
    tx,
    'pvp_rooms',
    ['game_id', 'room_id', 'room_name', 'min_bet_cents', 'max_players', 'position'],
    rooms.map((r, index) => [
      idAt(gameIds, r.gameIndex),
      r.roomId,
      r.roomName,
      r.minBetCents.toString(),
      r.maxPlayers,
      index + 1,
    ]),
  );
  await insertRows(
    tx,
    'jackpot_pools',
    ['game_id', 'base_cents', 'growth_cents_per_minute', 'cycle_seconds', 'started_at'],
    jackpots.map((j) => [
      idAt(gameIds, j.gameIndex),
      j.baseCents.toString(),
      j.growthCentsPerMinute.toString(),
      j.cycleSeconds,
      now,
    ]),
    'game_id',
  );
};

/**
 * Brings a merchant seeded before issue 4 up to date: the catalogue when it has none. Safe to
 * run on every start (the merchant's advisory seed lock is held by the caller).
 */
export const ensureCatalogue = async (
  tx: Queryable,
  merchantId: number,
  now: Date,
): Promise<boolean> => {
  const existing = await tx.query('SELECT 1 FROM game_vendors WHERE merchant_id = $1 LIMIT 1', [
    merchantId,
  ]);
  if (existing.length > 0) return false;
  await seedCatalogue(tx, merchantId, now);
  return true;
};

/** Catalogue tables in an order TRUNCATE accepts together (QA reset). */
export const catalogueTables = [
  'jackpot_pools',
  'pvp_rooms',
  'recent_games',
  'favourite_games',
  'games',
  'game_vendors',
  'lottery_games',
] as const;
