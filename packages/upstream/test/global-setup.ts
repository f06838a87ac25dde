import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { setHashLogN } from '../src/auth/password.ts';
import { migrate } from '../src/db/migrate.ts';
import { pgliteDb } from '../src/db/pglite.ts';
import { ensureSeeded } from '../src/seed/seed.ts';
import { testHashLogN } from './helpers/hash-cost.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated and seeded PGlite data folder, loaded by each test file. */
    pgliteTemplate: string;
  }
}

/** Creates and migrates PGlite once per run (toolchain note P8); test files load copies. */
export default async function setup(project: TestProject) {
  // The demo members' hashes at the test upstreams' cost (helpers/upstream.ts).
  setHashLogN(testHashLogN);
  const pglite = await PGlite.create();
  const db = pgliteDb(pglite);
  await migrate(db);
  await ensureSeeded(db, 'hisdemo1', new Date());
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = await mkdtemp(join(tmpdir(), 'his-upstream-template-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
