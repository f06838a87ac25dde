import { defineProject } from 'vitest/config';

// One migrated and seeded PGlite is built once per run (test/global-setup.ts) and every test
// file loads a copy of it (about 0.5 s instead of 3 s for a fresh instance, see toolchain P8).
//
// Files share their worker's modules (`isolate: false`): each file builds its own servers and
// databases, and re-importing Fastify, PGlite and the app for each of them was most of the
// project's time (upstream and bff files: 200 s, 123 s without). Module state a file changes
// (the scrypt cost) it sets back.
export default defineProject({
  test: {
    name: 'upstream',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
