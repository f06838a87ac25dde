import { vi } from 'vitest';

/**
 * Stands in for the browser's `matchMedia`: `matches` decides each query (the lobby's paging, the
 * header's wide parts, the member center's phone sheet). Undone after each test (test/setup.ts).
 */
export const stubMedia = (matches: (query: string) => boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
