import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadChunk, useChunk } from './use-chunk.ts';

describe('useChunk', () => {
  it('loads once, then renders at once wherever the same chunk is used again', async () => {
    const load = vi.fn(() => Promise.resolve('form'));
    const first = renderHook(() => useChunk('test:once', load));
    expect(first.result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(first.result.current).toEqual({ status: 'ready', value: 'form' }));

    const again = renderHook(() => useChunk('test:once', load));
    expect(again.result.current).toEqual({ status: 'ready', value: 'form' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a chunk preloaded before its first use in that first render', async () => {
    const load = vi.fn(() => Promise.resolve('carousel'));
    preloadChunk('test:preloaded', load);
    await Promise.resolve();
    const { result } = renderHook(() => useChunk('test:preloaded', load));
    expect(result.current).toEqual({ status: 'ready', value: 'carousel' });
    preloadChunk('test:preloaded', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a preload that failed to the component, whose load asks again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('carousel');
    preloadChunk('test:preload-failed', load);
    await Promise.resolve();
    const { result } = renderHook(() => useChunk('test:preload-failed', load));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'carousel' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says a download failed, and its retry downloads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('body');
    const { result } = renderHook(() => useChunk('test:retry', load));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    const failed = result.current;
    if (failed.status !== 'failed') throw new Error('not failed');
    act(() => failed.retry());
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'body' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('settles without any timer: a paused clock does not hold the chunk back', async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useChunk('test:clock', () => Promise.resolve('x')));
      await act(async () => {
        await Promise.resolve();
      });
      expect(result.current).toEqual({ status: 'ready', value: 'x' });
    } finally {
      vi.useRealTimers();
    }
  });
});
