import type { FastifyInstance } from 'fastify';
import { cockfightVendorCodes, esportVendorCodes } from '@his/shared/constants';
import type { GameType, Winner } from '@his/shared/schemas/games';
import { gameIconPath } from '../catalogue/games.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { centsToAmount } from '../ledger/money.ts';
import type { Queryable } from '../db/db.ts';

/** `demo_player` → `de***er`: enough to recognise oneself, not enough to find anyone. */
export const maskName = (name: string): string => {
  if (name.length >= 5) return `${name.slice(0, 2)}***${name.slice(-2)}`;
  if (name.length >= 3) return `${name.slice(0, 1)}***${name.slice(-1)}`;
  return `${name.slice(0, 1)}***`;
};

interface WinRow {
  account: string;
  winCents: string;
  settledAt: Date;
  nodeId: string;
  gameName: string;
  displayName: string;
  vassalage: string;
  gameType: GameType;
}

/**
 * Biggest wins of settled rounds of real accounts (trial rounds are demo credit and never
 * shown). ESPORTS and COCKFIGHT are SPORTS vendors the client lists apart, so they filter by
 * vendor code; the wins of those vendors are reported under their own category.
 */
const biggestWins = async (
  q: Queryable,
  merchantId: number,
  category: 'ALL' | GameType,
  limit: number,
): Promise<Winner[]> => {
  const rows = await q.query<WinRow>(
    `SELECT w.account, w.win_cents::text AS "winCents", w."settledAt", w."nodeId", w."gameName",
            w."displayName", w.vassalage, w."gameType"
       FROM (
       SELECT r.id, m.account, r.win_cents, r.settled_at AS "settledAt", g.node_id AS "nodeId",
              g.game_name AS "gameName", g.display_name AS "displayName", v.code AS vassalage,
              CASE WHEN v.code = ANY($3::text[]) THEN 'ESPORTS'
                   WHEN v.code = ANY($4::text[]) THEN 'COCKFIGHT'
                   ELSE g.game_type END AS "gameType"
         FROM game_rounds r
         JOIN members m ON m.id = r.member_id
         JOIN games g ON g.id = r.game_id
         JOIN game_vendors v ON v.id = g.vendor_id
        WHERE r.merchant_id = $1 AND r.win_cents > 0 AND NOT r.trial) w
      WHERE $2 = 'ALL' OR w."gameType" = $2
      ORDER BY w.win_cents DESC, w.id LIMIT $5`,
    [merchantId, category, [...esportVendorCodes], [...cockfightVendorCodes], limit],
  );
  return rows.map((row) => ({
    vo: {
      customerName: maskName(row.account),
      winAmount: centsToAmount(BigInt(row.winCents)),
      gameName: row.gameName,
      displayName: row.displayName,
      vassalage: row.vassalage,
      gameType: row.gameType,
      nodeId: row.nodeId,
      iconUrl: gameIconPath(row.nodeId),
      time: row.settledAt.getTime(),
    },
  }));
};

/** Winner board and rank list: the same list (the platform shows both; their difference is unknown). */
export const winnerRoutes = async (app: FastifyInstance, services: Services) => {
  registerCall(app, services, 'winnerBoard', async ({ query }, ctx) => ({
    list: await biggestWins(services.db, ctx.merchant.id, query.gameCategory, query.limitNum),
  }));
  registerCall(app, services, 'rankList', async ({ query }, ctx) => ({
    list: await biggestWins(services.db, ctx.merchant.id, query.gameCategory, query.limitNum),
  }));
};
