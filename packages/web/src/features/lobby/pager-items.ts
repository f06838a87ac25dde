import { pagination } from '@his/shared/constants';

/** One entry of a pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The pager's entries (SPEC §9: page range 3, margin pages 1): the first and last `margin`
 * pages, `range` pages around the current one, and a gap wherever pages are left out. A gap
 * that would hide a single page shows that page instead.
 */
export const pagerItems = (
  current: number,
  total: number,
  range: number = pagination.pageRange,
  margin: number = pagination.marginPages,
): PagerItem[] => {
  if (total < 1) return [];
  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(margin, total); page += 1) shown.add(page);
  for (let page = Math.max(1, total - margin + 1); page <= total; page += 1) shown.add(page);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let page = start; page <= end; page += 1) shown.add(page);

  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
};
