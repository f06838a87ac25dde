import { useCallback, useMemo } from 'react';
import { useLanes } from './use-lanes.ts';

/**
 * Vendors' display names from the lanes, read once for a whole list: `name(code)` gives the
 * vendor's name, or its code until the lanes arrive (or when it is not listed).
 */
export const useVendorNames = (): ((code: string) => string) => {
  const lanes = useLanes();
  const names = useMemo(
    () =>
      new Map(
        lanes?.flatMap((lane) => lane.cards.map((card) => [card.vassalage, card.displayName])),
      ),
    [lanes],
  );
  return useCallback((code: string) => names.get(code) ?? code, [names]);
};
