import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count.ts';

/** Every count a render returned, in order. */
const renders = (initialTotal: number, first: number) => {
  const seen: number[] = [];
  const hook = renderHook(
    ({ total }) => {
      const count = useProgressiveCount(total, first);
      seen.push(count);
      return count;
    },
    { initialProps: { total: initialTotal } },
  );
  return { seen, hook };
};

describe('useProgressiveCount', () => {
  it('renders the first screen at once and the rest in a render of its own, also on mount', () => {
    const { seen, hook } = renders(21, 6);
    expect(hook.result.current).toBe(21);
    // A render with all 21 and no render before it would be one long task for the whole list.
    expect(seen[0]).toBe(6);
    expect(seen.at(-1)).toBe(21);
  });

  it('keeps what it showed while more arrive, then shows them all', () => {
    const { seen, hook } = renders(21, 6);
    seen.length = 0;
    act(() => hook.rerender({ total: 39 }));
    expect(seen[0]).toBe(21);
    expect(seen.at(-1)).toBe(39);
  });

  it('never shows more than there are', () => {
    const { seen, hook } = renders(3, 6);
    expect(seen.every((count) => count === 3)).toBe(true);
    act(() => hook.rerender({ total: 0 }));
    expect(hook.result.current).toBe(0);
  });
});
