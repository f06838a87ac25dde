import { describe, expect, it } from 'vitest';
import type { PagerItem } from './pager-items.ts';
import { pagerItems } from './pager-items.ts';

/** `[1, '…', 4, 5, 6, '…', 10]`: what a reader sees. */
const shown = (items: PagerItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pagerItems (page range 3, margin 1)', () => {
  it('shows every page when they fit', () => {
    expect(shown(pagerItems(1, 1))).toEqual([1]);
    expect(shown(pagerItems(2, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing without pages', () => {
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('keeps the first and last page with the range around the current one', () => {
    expect(shown(pagerItems(5, 10))).toEqual([1, '…', 4, 5, 6, '…', 10]);
  });

  it('keeps the range inside the pages at either end', () => {
    expect(shown(pagerItems(1, 10))).toEqual([1, 2, 3, '…', 10]);
    expect(shown(pagerItems(10, 10))).toEqual([1, '…', 8, 9, 10]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(shown(pagerItems(4, 10))).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(shown(pagerItems(7, 10))).toEqual([1, '…', 6, 7, 8, 9, 10]);
  });

  it('takes another range and margin', () => {
    expect(shown(pagerItems(10, 20, 5, 2))).toEqual([1, 2, '…', 8, 9, 10, 11, 12, '…', 19, 20]);
  });

  it('gives each gap a stable key', () => {
    expect(pagerItems(5, 10).filter((item) => item.kind === 'gap')).toEqual([
      { kind: 'gap', after: 1 },
      { kind: 'gap', after: 6 },
    ]);
  });
});
