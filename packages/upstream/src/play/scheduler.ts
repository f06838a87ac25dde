import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { settleDueContracts } from '../agents/settlement.ts';
import { expireDueOrders } from '../deposits/orders.ts';
import type { Services } from '../http/services.ts';
import { settleDue as settleDueWithdrawals } from '../withdrawals/lifecycle.ts';
import { produceDueDraws } from './lottery/draws.ts';
import { membersWithOpenRounds, settleDueRounds } from './crash-rounds.ts';

/** How often the running server looks for due draws and crash rounds. */
const tickMs = 5_000;
const job = 'play';
/** Claimed ticks are kept a day (for whoever wants to see which instance ran which). */
const keptSlots = (24 * 3_600_000) / tickMs;

/**
 * The timer of a listening upstream: lottery draws appear on schedule (and their bets settle),
 * crash rounds whose end has come are settled, deposit orders whose time is up expire and agent
 * contracts are settled for the periods that ended, even when nobody reads. Everything it does also happens lazily on reads, so a missed tick loses
 * nothing; a failed tick is logged and the next one tries again. Started once listening, and
 * only when asked (`playTimer`), so tests see no background writes.
 *
 * Several instances on one database run each tick once between them: a tick is the 5 s slot of
 * the clock it falls in, and only the instance whose insert of that slot into `scheduler_ticks`
 * succeeds runs it (an insert race that exactly one wins, on PostgreSQL and PGlite alike). A tick
 * that outlasts its slot may overlap the next one's on another instance: the draws, bet
 * settlements and crash settlements are safe to run concurrently (unique draws, SKIP LOCKED,
 * wallet locks, idempotent ledger keys), so the claim saves work, not correctness.
 */
export const playScheduler = (services: Services, log: FastifyBaseLogger) => {
  const instance = randomUUID();
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<boolean> | null = null;
  const claim = async (now: Date): Promise<boolean> => {
    const slot = Math.floor(now.getTime() / tickMs);
    const won = await services.db.query(
      `INSERT INTO scheduler_ticks (job, slot, instance, claimed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING slot`,
      [job, slot, instance, now],
    );
    if (won.length === 0) return false;
    await services.db.query('DELETE FROM scheduler_ticks WHERE job = $1 AND slot < $2', [
      job,
      slot - keptSlots,
    ]);
    return true;
  };
  const run = async (): Promise<boolean> => {
    try {
      const merchant = await services.merchants.get(services.config.merchantCode);
      if (!merchant) return false;
      const now = services.clock.now();
      if (!(await claim(now))) return false;
      await produceDueDraws(services.db, merchant.id, now);
      for (const memberId of await membersWithOpenRounds(services.db, merchant.id)) {
        await settleDueRounds(services.db, memberId, now);
      }
      // Released withdrawals past their confirmation deadline count as received.
      await settleDueWithdrawals(services.db, now, null);
      await expireDueOrders(services.db, { merchantId: merchant.id }, now);
      // Agent contracts whose period has ended are paid (once, whichever instance runs it).
      await settleDueContracts(services.db, merchant.id, now);
      return true;
    } catch (error) {
      log.warn({ err: error }, 'play scheduler tick failed');
      return false;
    }
  };
  /** Runs this instance's tick unless one is running here or another instance took its slot. */
  const tick = (): Promise<boolean> =>
    (current ??= run().finally(() => {
      current = null;
    }));
  return {
    tick,
    start() {
      timer ??= setInterval(() => void tick(), tickMs);
      timer.unref();
    },
    /** Stops the timer and waits for a running tick, so the database can close after it. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await current;
    },
  };
};
