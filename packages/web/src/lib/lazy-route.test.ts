import { describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, withChunkTimeout } from './lazy-route.ts';

describe('withChunkTimeout', () => {
  it('passes the module through when it arrives in time', async () => {
    const load = withChunkTimeout(() => Promise.resolve({ Component: 'page' }), 50);
    await expect(load()).resolves.toEqual({ Component: 'page' });
  });

  it('rejects with ChunkTimeoutError at 120 s, not before', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => {}));
    const outcome = load().then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    const early = await Promise.race([outcome, Promise.resolve('pending')]);
    expect(early).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect(error).toMatchObject({ code: 'page.timeout' });
  });

  it('keeps a download failure as it is', async () => {
    const load = withChunkTimeout(() => Promise.reject(new TypeError('offline')));
    await expect(load()).rejects.toThrow('offline');
  });
});
