import { defineProject } from 'vitest/config';

// Layout and SVG export run in Node; the component tests opt into happy-dom per file.
export default defineProject({
  test: { name: 'flow-view', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
