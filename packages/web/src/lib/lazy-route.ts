import { pageChunkTimeoutMs } from '@his/shared/constants';

/** A page chunk that did not arrive in time (SPEC §4: 120 s, "page took long to load"). */
export class ChunkTimeoutError extends Error {
  readonly code = 'page.timeout';

  constructor() {
    super('page chunk did not load in time');
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * Wraps a route module import so that it rejects with {@link ChunkTimeoutError} when the
 * chunk does not arrive within `ms`; the route's error boundary then offers a retry.
 */
export const withChunkTimeout =
  <M>(load: () => Promise<M>, ms: number = pageChunkTimeoutMs) =>
  (): Promise<M> =>
    new Promise<M>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
