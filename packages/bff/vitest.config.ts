import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bff',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A project of its own, run after the others (the root vitest.config.ts).
    exclude: [...configDefaults.exclude, 'test/cluster/**'],
  },
});
