import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package declares its own project (environment,
// setup files). PGlite-heavy upstream tests sit in their own project so they do not starve the
// others on a 2-core machine.
//
// Test files wait on I/O (PGlite, PostgreSQL, Redis, HTTP between the servers) about half the
// time, so at least four workers keep two cores busy: on the 2-core CI machine the whole run
// went from 10.0 minutes (two workers, the default there) to 6.5.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
    maxWorkers: Math.max(4, availableParallelism()),
  },
});
