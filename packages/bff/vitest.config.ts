import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bff',
    environment: 'node',
    // Files share their worker's modules, as in the upstream project (see its config): every
    // file starts its own servers.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A project of its own, run after the others (the root vitest.config.ts).
    exclude: [...configDefaults.exclude, 'test/cluster/**'],
    // Limits, not waits: each test starts a bff (and often a fake platform) and goes on as soon
    // as the answer is in. On a busy 2-core CI machine one such test took 6.3 s, past the 5 s
    // default, while its file's others took 0.5 s.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
