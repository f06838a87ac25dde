import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
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
const roomPlayers = (roomId: string, maxPlayers: number, now: Date): number => {
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
