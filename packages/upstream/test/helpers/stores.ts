import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildUpstream } from '../../src/app.ts';
import { loadUpstreamConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { fakeClock, type FakeClock } from './clock.ts';
import { privateSchema } from './postgres.ts';
import { startTestUpstream, testConfig } from './upstream.ts';

/** An upstream under test: the app, its database and its clock. */
export interface UpstreamUnderTest {
  app: FastifyInstance;
  db: Db;
  clock: FakeClock;
}

const databaseUrl = loadUpstreamConfig(process.env).databaseUrl;

/**
 * The same checks on each store the upstream runs on: PGlite (the default), and a private schema
 * of the PostgreSQL at `DATABASE_URL` when it is set (else the output says that variant was
 * skipped). `checks` registers its tests with a getter of the upstream of its store.
 */
export const describeOnEveryStore = (
  title: string,
  checks: (upstream: () => UpstreamUnderTest) => void,
) => {
  describe(`${title} (PGlite)`, () => {
    let up: Awaited<ReturnType<typeof startTestUpstream>>;
    beforeAll(async () => {
      up = await startTestUpstream();
    });
    afterAll(() => up.close());
    checks(() => up);
  });

  if (!databaseUrl) {
    console.warn(`DATABASE_URL is unset: the PostgreSQL variant of "${title}" was skipped`);
  }
  describe.skipIf(!databaseUrl)(`${title} (PostgreSQL)`, () => {
    let schema: Awaited<ReturnType<typeof privateSchema>>;
    let app: FastifyInstance;
    let db: Db;
    const clock = fakeClock();
    beforeAll(async () => {
      schema = await privateSchema(databaseUrl ?? '', 'upstream_store');
      app = await buildUpstream(testConfig({ databaseUrl: schema.url }), { clock });
      db = await openPostgres(schema.url);
    });
    afterAll(async () => {
      await db?.close();
      await app?.close();
      await schema?.drop();
    });
    checks(() => ({ app, db, clock }));
  });
};
