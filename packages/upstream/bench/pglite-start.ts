import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildUpstream } from '../src/app.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { ensureSeeded } from '../src/seed/seed.ts';

// Start-up cost of the embedded database (toolchain note P8), measured, not asserted:
// `npx tsx packages/upstream/bench/pglite-start.ts`.
const timed = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await run();
  process.stdout.write(
    `${label.padEnd(44)} ${(performance.now() - start).toFixed(0).padStart(6)} ms\n`,
  );
  return result;
};

const memory = await timed('PGlite in memory: create', () => openPglite('memory://'));
await timed('  migrate (001)', () => migrate(memory));
await timed('  seed demo data (6 scrypt hashes)', () =>
  ensureSeeded(memory, 'hisdemo1', new Date()),
);
await memory.close();

const dir = await mkdtemp(join(tmpdir(), 'his-upstream-bench-'));
const disk = await timed('PGlite on disk: create a new data folder', () => openPglite(dir));
await migrate(disk);
await disk.close();
const reopened = await timed('PGlite on disk: reopen the folder', () => openPglite(dir));
await reopened.close();

const config = {
  ...loadUpstreamConfig({}),
  dataDir: dir,
  databaseUrl: null,
  logLevel: 'silent' as const,
};
const app = await timed('buildUpstream on that folder (restart)', () => buildUpstream(config));
await app.close();
await rm(dir, { recursive: true, force: true });
