import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../src/app.ts';
import type { Db } from '../src/db/db.ts';
import type { FakeClock } from './helpers/clock.ts';
import { fakeClock } from './helpers/clock.ts';
import { loadTemplateDb } from './helpers/db.ts';
import { qa, testConfig } from './helpers/upstream.ts';

let db: Db;
let app: FastifyInstance;
let clock: FakeClock;

beforeAll(async () => {
  db = await loadTemplateDb();
  clock = fakeClock();
  app = await buildUpstream(testConfig(), { db, clock, playTimer: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0]?.n ?? 0;

/** Waits (real time) until `check` holds: the timer ticks every 5 s. */
const eventually = async (check: () => Promise<boolean>) => {
  const until = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the timer did not get there');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

describe('the play timer of a listening upstream', () => {
  it(
    'draws on schedule and settles ended crash rounds without any read',
    { timeout: 40_000 },
    async () => {
      await eventually(
        async () => (await count('SELECT count(*)::int AS n FROM lottery_draws')) > 0,
      );
      const drawn = await count('SELECT count(*)::int AS n FROM lottery_draws');
      expect((await qa(app, '/qa/crash/open', { account: 'demo_player' })).statusCode).toBe(200);
      clock.advance(130_000);
      await eventually(
        async () =>
          (await count(`SELECT count(*)::int AS n FROM game_rounds WHERE status = 'open'`)) === 0,
      );
      expect(await count('SELECT count(*)::int AS n FROM lottery_draws')).toBeGreaterThan(drawn);
    },
  );
});
