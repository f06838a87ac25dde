import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../http/services.ts';
import { produceDueDraws } from './lottery/draws.ts';
import { membersWithOpenRounds, settleDueRounds } from './crash-rounds.ts';

/** How often the running server looks for due draws and crash rounds. */
const tickMs = 5_000;

/**
 * The timer of a listening upstream: lottery draws appear on schedule (and their bets settle)
 * and crash rounds whose end has come are settled, even when nobody reads. Everything it does
 * also happens lazily on reads, so a missed tick loses nothing; a failed tick is logged and the
 * next one tries again. Started once listening, and only when asked (`playTimer`), so tests see
 * no background writes.
 */
export const playScheduler = (services: Services, log: FastifyBaseLogger) => {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;
  const run = async () => {
    try {
      const merchant = await services.merchants.get(services.config.merchantCode);
      if (!merchant) return;
      const now = services.clock.now();
      await produceDueDraws(services.db, merchant.id, now);
      for (const memberId of await membersWithOpenRounds(services.db, merchant.id)) {
        await settleDueRounds(services.db, memberId, now);
      }
    } catch (error) {
      log.warn({ err: error }, 'play scheduler tick failed');
    }
  };
  const tick = () => {
    current ??= run().finally(() => {
      current = null;
    });
  };
  return {
    start() {
      timer ??= setInterval(tick, tickMs);
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
