import { useState } from 'react';
import type { RecordQuery } from './record-query.ts';

/**
 * A record page's query and its answers' identity: `key` changes with every new query (and a
 * retry), and `first` is true until the player changed anything, when the answer read before
 * the page showed still holds.
 */
export const useRecordQuery = (initial: RecordQuery) => {
  const [state, setState] = useState({ query: initial, attempt: 0 });
  const { query, attempt } = state;
  return {
    query,
    key: `${JSON.stringify(query)}#${attempt}`,
    first: attempt === 0 && query === initial,
    /** A filter changed: back to the first page. */
    filter: (change: Partial<RecordQuery>) =>
      setState({ query: { ...query, page: 1, ...change }, attempt: attempt + 1 }),
    page: (page: number) => setState({ query: { ...query, page }, attempt: attempt + 1 }),
    retry: () => setState({ query, attempt: attempt + 1 }),
  };
};
