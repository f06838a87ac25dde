import { defineProject } from 'vitest/config';

// Machines are pure logic: node environment, no DOM, no setup files.
export default defineProject({
  test: { name: 'machines', environment: 'node', include: ['src/**/*.test.ts'] },
});
