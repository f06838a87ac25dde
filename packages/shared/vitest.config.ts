import { defineProject } from 'vitest/config';

// Pure functions and schemas: files share their worker's modules, as in the machines project.
export default defineProject({
  test: { name: 'shared', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
