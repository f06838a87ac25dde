import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The whole app boots in each test; on a busy two-core machine that can take more than the
// default second (a fresh-clone CI run on a machine three times slower than usual took more than
// 5 s to render the agent center). A limit, not a wait: each find goes on as soon as it finds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
