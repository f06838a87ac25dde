import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createKeyRing } from '../src/cipher/key-ring.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import type { Services } from '../src/http/services.ts';
import { merchantCache } from '../src/http/services.ts';
import { createHashPool } from '../src/auth/hash-pool.ts';
import { playScheduler } from '../src/play/scheduler.ts';
import { ensureSeeded } from '../src/seed/seed.ts';
import type { FakeClock } from './helpers/clock.ts';
import { fakeClock } from './helpers/clock.ts';
import { loadTemplateDb } from './helpers/db.ts';
import { privateSchema } from './helpers/postgres.ts';
import { testConfig } from './helpers/upstream.ts';

/** The play timer of one upstream instance on `db` (each instance has its own scheduler). */
const schedulerOn = (db: Db, clock: FakeClock) => {
  const services: Services = {
    db,
    config: testConfig(),
    clock,
    keys: createKeyRing(db, clock, 0),
    dummyHash: '',
    hashing: createHashPool(testConfig().hashPool),
    merchants: merchantCache(db),
    // The timer reads no catalogue: every read goes to the database.
    catalogue: {
      read: <T>(_key: string, load: () => Promise<T>) => load(),
      clear: () => undefined,
      close: async () => undefined,
    },
    lastCaptcha: null,
    lastSmsCodes: new Map(),
  };
  return playScheduler(services, pino({ level: 'silent' }));
};

/** Every instance ticks at once in each of `slots` 5 s slots: how many ticks ran per slot. */
const ranPerSlot = async (
  schedulers: ReturnType<typeof schedulerOn>[],
  clock: FakeClock,
  slots: number,
) => {
  const ran: number[] = [];
  for (let i = 0; i < slots; i += 1) {
    const results = await Promise.all(schedulers.map((s) => s.tick()));
    ran.push(results.filter(Boolean).length);
    clock.advance(5_000);
  }
  return ran;
};

const draws = async (db: Db) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lottery_draws'))[0]?.n ?? 0;

describe('the play timer of several instances on one PGlite', () => {
  let db: Db;
  beforeAll(async () => {
    db = await loadTemplateDb();
  });
  afterAll(() => db.close());

  it('runs each tick once between them', async () => {
    const clock = fakeClock();
    const ran = await ranPerSlot([schedulerOn(db, clock), schedulerOn(db, clock)], clock, 4);
    expect(ran).toEqual([1, 1, 1, 1]);
    expect(await draws(db)).toBeGreaterThan(0);
  });
});

const url = loadUpstreamConfig(process.env).databaseUrl;
if (!url)
  console.warn('DATABASE_URL is unset: the PostgreSQL variant of the play timer test was skipped');

describe.skipIf(!url)('the play timer of several instances on PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  const pools: Db[] = [];
  beforeAll(async () => {
    schema = await privateSchema(url ?? '', 'upstream_timer');
    for (let i = 0; i < 3; i += 1) pools.push(await openPostgres(schema.url));
    const first = pools[0] as Db;
    await migrate(first);
    await ensureSeeded(first, 'hisdemo1', new Date());
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    await schema?.drop();
  });

  it('runs each tick once between processes racing for it', async () => {
    const clock = fakeClock();
    const ran = await ranPerSlot(
      pools.map((pool) => schedulerOn(pool, clock)),
      clock,
      5,
    );
    expect(ran).toEqual([1, 1, 1, 1, 1]);
    const [claims] = await (pools[0] as Db).query<{ n: number }>(
      'SELECT count(*)::int AS n FROM scheduler_ticks',
    );
    expect(claims?.n).toBe(5);
  });
});
