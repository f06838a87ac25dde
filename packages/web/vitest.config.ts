import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Tests render the whole app, and the first visit of a lazy route transforms its module:
    // seconds on a busy machine, past the default 5 s. Above the finds' own limit (test/setup.ts),
    // so a find that fails says what it did not find.
    testTimeout: 60_000,
  },
});
