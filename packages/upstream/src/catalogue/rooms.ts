import { createHash } from 'node:crypto';
import type { Queryable, SqlParam } from '../db/db.ts';
import { centsToAmount } from '../ledger/money.ts';

interface RoomRow {
  roomId: string;
  roomName: string;
  vassalage: string;
  gameId: string;
  nodeId: string;
  minBetCents: string;
  maxPlayers: number;
}

/** Seated players shown for a room change every five minutes. */
const occupancyWindowMs = 5 * 60_000;

/**
 * How many players a room shows: a stable number per room and five-minute window, derived
 * from a hash (the demo has no other players), never above the room's seats.
 */
export const roomPlayers = (roomId: string, maxPlayers: number, now: Date): number => {
  const window = Math.floor(now.getTime() / occupancyWindowMs);
  const digest = createHash('sha256').update(`${roomId}:${window}`).digest();
  return digest.readUInt32BE(0) % (maxPlayers + 1);
};

/** PVP rooms, optionally of one vendor or one game (by game id), in seed order. */
export const loadPvpRooms = async (
  q: Queryable,
  merchantId: number,
  filter: { vassalage?: string | undefined; gameId?: string | undefined },
  now: Date,
) => {
  const rows = await q.query<RoomRow>(
    `SELECT r.room_id AS "roomId", r.room_name AS "roomName", v.code AS vassalage,
            g.game_id AS "gameId", g.node_id AS "nodeId", r.min_bet_cents::text AS "minBetCents",
            r.max_players AS "maxPlayers"
       FROM pvp_rooms r JOIN games g ON g.id = r.game_id JOIN game_vendors v ON v.id = g.vendor_id
      WHERE g.merchant_id = $1 AND ($2::text IS NULL OR v.code = $2)
        AND ($3::text IS NULL OR g.game_id = $3)
      ORDER BY r.position`,
    [merchantId, filter.vassalage ?? null, filter.gameId ?? null],
  );
  return rows.map((row) => ({
    roomId: row.roomId,
    roomName: row.roomName,
    vassalage: row.vassalage,
    gameId: row.gameId,
    nodeId: row.nodeId,
    minBet: centsToAmount(BigInt(row.minBetCents)),
    players: roomPlayers(row.roomId, row.maxPlayers, now),
    maxPlayers: row.maxPlayers,
  }));
};

/** A room of one game (the games table's id), as a launch and a ticket use it. */
export interface PvpRoom {
  id: number;
  roomId: string;
  roomName: string;
  minBetCents: bigint;
  maxPlayers: number;
}

const oneRoom = async (q: Queryable, where: string, params: readonly SqlParam[]) => {
  const rows = await q.query<Omit<PvpRoom, 'minBetCents'> & { minBetCents: string }>(
    `SELECT id, room_id AS "roomId", room_name AS "roomName",
            min_bet_cents::text AS "minBetCents", max_players AS "maxPlayers"
       FROM pvp_rooms WHERE ${where}`,
    params,
  );
  const [row] = rows;
  return row ? { ...row, minBetCents: BigInt(row.minBetCents) } : null;
};

export const findPvpRoom = (
  q: Queryable,
  gameId: number,
  roomId: string,
): Promise<PvpRoom | null> => oneRoom(q, 'game_id = $1 AND room_id = $2', [gameId, roomId]);

/** The room a ticket was issued for. */
export const findPvpRoomById = (q: Queryable, id: number): Promise<PvpRoom | null> =>
  oneRoom(q, 'id = $1', [id]);

/** Whether a game has rooms at all (a PVP game with rooms is only played at one). */
export const hasPvpRooms = async (q: Queryable, gameId: number): Promise<boolean> => {
  const rows = await q.query('SELECT 1 FROM pvp_rooms WHERE game_id = $1 LIMIT 1', [gameId]);
  return rows.length > 0;
};
