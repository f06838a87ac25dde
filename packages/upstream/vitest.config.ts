import { defineProject } from 'vitest/config';

// One migrated and seeded PGlite is built once per run (test/global-setup.ts) and every test
// file loads a copy of it (about 0.5 s instead of 3 s for a fresh instance, see toolchain P8).
export default defineProject({
  test: {
    name: 'upstream',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
