import type { Queryable } from '../db/db.ts';
import { centsToAmount } from '../ledger/money.ts';
import { gameIconPath } from './games.ts';

interface JackpotPool {
  baseCents: bigint;
  growthCentsPerMinute: bigint;
  cycleSeconds: number;
  startedAt: Date;
}

/**
 * Display jackpots have no money behind them (nothing is staked into a pool): the amount shown
 * is the seeded base plus a steady growth per minute since the pool started, and it falls back
 * to the base every `cycleSeconds`, as if the pool had been won. Deterministic in the clock:
 * two requests at the same time answer the same amounts, a later one never less within a cycle.
 */
const jackpotAmountCents = (pool: JackpotPool, now: Date): bigint => {
  const cycleMs = pool.cycleSeconds * 1000;
  const elapsed = now.getTime() - pool.startedAt.getTime();
  const intoCycle = ((elapsed % cycleMs) + cycleMs) % cycleMs;
  return pool.baseCents + (pool.growthCentsPerMinute * BigInt(intoCycle)) / 60_000n;
};

interface PoolRow {
  nodeId: string;
  gameName: string;
  displayName: string;
  vassalage: string;
  baseCents: string;
  growthCentsPerMinute: string;
  cycleSeconds: number;
  startedAt: Date;
}

/** The biggest display jackpots at `now`, largest first (ties by node id). */
export const loadJackpots = async (q: Queryable, merchantId: number, limit: number, now: Date) => {
  const rows = await q.query<PoolRow>(
    `SELECT g.node_id AS "nodeId", g.game_name AS "gameName", g.display_name AS "displayName",
            v.code AS vassalage, p.base_cents::text AS "baseCents",
            p.growth_cents_per_minute::text AS "growthCentsPerMinute",
            p.cycle_seconds AS "cycleSeconds", p.started_at AS "startedAt"
       FROM jackpot_pools p JOIN games g ON g.id = p.game_id
       JOIN game_vendors v ON v.id = g.vendor_id
      WHERE g.merchant_id = $1`,
    [merchantId],
  );
  return rows
    .map((row) => ({
      row,
      cents: jackpotAmountCents(
        {
          baseCents: BigInt(row.baseCents),
          growthCentsPerMinute: BigInt(row.growthCentsPerMinute),
          cycleSeconds: row.cycleSeconds,
          startedAt: new Date(row.startedAt),
        },
        now,
      ),
    }))
    .sort((a, b) =>
      a.cents === b.cents
        ? Number(a.row.nodeId) - Number(b.row.nodeId)
        : a.cents > b.cents
          ? -1
          : 1,
    )
    .slice(0, limit)
    .map(({ row, cents }) => ({
      nodeId: row.nodeId,
      gameName: row.gameName,
      displayName: row.displayName,
      vassalage: row.vassalage,
      iconUrl: gameIconPath(row.nodeId),
      amount: centsToAmount(cents),
    }));
};
