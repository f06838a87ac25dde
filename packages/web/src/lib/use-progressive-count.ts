import { useDeferredValue } from 'react';

/**
 * How many of a list's `total` items to render: at least the `first` (what a screen shows) at
 * once, and all of them in a deferred render, which React does in slices that yield to the
 * browser. A list whose items all arrive together (a lobby's 21 cards) then costs the main
 * thread one short task for its first screen instead of one long one for everything; a list
 * that grows keeps what it showed while the new items render behind it.
 */
export const useProgressiveCount = (total: number, first: number): number => {
  // On mount as well: a list that mounts with its items (the grid, once its page arrives)
  // starts from the first screen's.
  const deferred = useDeferredValue(total, Math.min(total, first));
  return Math.min(total, Math.max(deferred, first));
};
