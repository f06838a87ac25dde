import { defineProject } from 'vitest/config';

// Machines are pure logic: node environment, no DOM, no setup files. Files share their worker's
// modules (`isolate: false`): each suite makes its own actors, and re-importing xstate and the
// registry per file was half of the project's time (machines and shared: 26 s, 15 s without).
export default defineProject({
  test: { name: 'machines', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
