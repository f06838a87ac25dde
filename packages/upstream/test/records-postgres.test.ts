import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../src/app.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { openPostgres } from '../src/db/postgres.ts';
import type { FakeClock } from './helpers/clock.ts';
import { fakeClock } from './helpers/clock.ts';
import { privateSchema } from './helpers/postgres.ts';
import { expectRecordsAgree, playSome, recordCall, wideRange } from './helpers/records.ts';
import { loginToken, testConfig } from './helpers/upstream.ts';

const databaseUrl = loadUpstreamConfig(process.env).databaseUrl;
if (!databaseUrl)
  console.warn('DATABASE_URL is unset: the PostgreSQL variant of the records test was skipped');

describe.skipIf(!databaseUrl)('records on PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  let app: FastifyInstance;
  let db: Db;
  let clock: FakeClock;
  beforeAll(async () => {
    schema = await privateSchema(databaseUrl ?? '', 'upstream_records');
    clock = fakeClock();
    app = await buildUpstream(testConfig({ databaseUrl: schema.url }), { clock });
    db = await openPostgres(schema.url);
  });
  afterAll(async () => {
    await db?.close();
    await app?.close();
    await schema?.drop();
  });

  it('agree with the wallet, the ledger and each other, and show only the member', async () => {
    const player = await loginToken(app, 'demo_player', 'Demo1234');
    const other = await loginToken(app, 'demo_down2', 'Demo1234');
    const stack = { app, db, clock };
    const played = await playSome(stack, player, { slots: 5, lottery: true, prefix: 'p' });
    const theirs = await playSome(stack, other, { slots: 2, lottery: false, prefix: 'o' });
    await expectRecordsAgree(stack, player, 1_000_000n, played);
    await expectRecordsAgree(stack, other, 20_000n, theirs);
    const profit = await recordCall(app, 'personalProfit', player, wideRange);
    expect(profit.categories.map((c) => [c.category, c.count])).toEqual([
      ['INHOUSE', 5],
      ['LOTT', 3],
    ]);
    expect(await recordCall(app, 'bonusDetails', player, wideRange)).toMatchObject({
      list: [],
      total: 0,
      sum: '0.00',
    });
  });
});
