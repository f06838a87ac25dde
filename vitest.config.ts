import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package declares its own project (environment,
// setup files). PGlite-heavy upstream tests sit in their own project so they do not starve the
// others on a 2-core machine.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
