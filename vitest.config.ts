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
    projects: [
      'packages/*/vitest.config.ts',
      // The bff's multi-instance tests (test/cluster): the topology test starts HAProxy, Redis
      // and four Node processes, which on a 2-core machine pushed other files' tests past their
      // 5 s limits when they ran beside it. A later group: it runs alone, after the others.
      {
        test: {
          name: 'cluster',
          root: './packages/bff',
          environment: 'node',
          include: ['test/cluster/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
        },
      },
    ],
    maxWorkers: Math.max(4, availableParallelism()),
  },
});
