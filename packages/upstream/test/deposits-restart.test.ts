import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../src/app.ts';
import type { Db } from '../src/db/db.ts';
import { openPglite } from '../src/db/pglite.ts';
import { fakeClock } from './helpers/clock.ts';
import { createdDeposit, depositReport } from './helpers/deposits.ts';
import { loginToken, testConfig } from './helpers/upstream.ts';

const start = Date.parse('2026-01-10T10:00:00Z');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'his-deposits-restart-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The upstream on the PGlite folder `dir`, its clock at `at`. */
const boot = (at: number): Promise<FastifyInstance> =>
  buildUpstream(testConfig({ dataDir: dir }), { clock: fakeClock(at) });

/** The stored status, read past every route (a route would expire the order itself). */
const storedStatus = async (db: Db, reference: string) =>
  (
    await db.query<{ status: string }>('SELECT status FROM deposit_orders WHERE reference = $1', [
      reference,
    ])
  )[0]?.status;

describe('deposit orders across a restart', () => {
  it(
    'keep their status and expire on the clock after the upstream starts again, by read and by the timer',
    { timeout: 180_000 },
    async () => {
      const first = await boot(start);
      const token = await loginToken(first, 'demo_player', 'Demo1234');
      const read = await createdDeposit(first, token);
      const timed = await createdDeposit(first, token);
      const paid = await createdDeposit(first, token);
      await first.inject({
        method: 'POST',
        url: '/qa/deposits/approve',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ reference: paid.reference }),
      });
      await first.close();

      // Started again 10 minutes later, still within the 30 minutes: nothing expired while the
      // upstream was down, and its timer expires nothing yet.
      const db = await openPglite(dir);
      const clock = fakeClock(start + 10 * 60_000);
      const second = await buildUpstream(testConfig({ dataDir: dir }), {
        db,
        clock,
        playTimer: true,
      });
      await second.listen({ port: 0, host: '127.0.0.1' });
      const again = await loginToken(second, 'demo_player', 'Demo1234');
      const statuses = (await depositReport(second, again)).list.map((o) => o.status);
      expect(statuses).toEqual(['approved', 'pending', 'pending']);

      // Past the expiry: the timer expires both without any read.
      clock.advance(21 * 60_000);
      const until = Date.now() + 60_000;
      while ((await storedStatus(db, timed.reference)) !== 'expired') {
        if (Date.now() > until) throw new Error('the timer did not expire the order');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const last = await loginToken(second, 'demo_player', 'Demo1234');
      const list = (await depositReport(second, last)).list;
      expect(list.map((o) => [o.reference, o.status])).toEqual([
        [paid.reference, 'approved'],
        [timed.reference, 'expired'],
        [read.reference, 'expired'],
      ]);
      expect(list[1]?.decidedAt).toBe(timed.expiresAt);
      await second.close();
      await db.close();
    },
  );
});
