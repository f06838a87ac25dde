import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { recordQueryMachine, type PagedQuery } from '@his/machines/record-query';
import { flowInspect } from '@/lib/flow-inspection.ts';
import type { RecordQuery } from './record-query.ts';

/** A record page's first query and that query's answer, read before the page showed. */
interface RecordQueryStart<T> {
  query: RecordQuery;
  first: T;
}

/** What a record page shows of its query: its answer, that it loads, or how it failed. */
export type RecordAnswer<T> =
  { status: 'loaded'; value: T } | { status: 'loading' } | { status: 'failed'; error: unknown };

/**
 * A record page's query as the `recordQuery` chart runs it (issue 14): the first answer shows
 * as read before the page showed; a filter change (back to the first page) or another page asks
 * anew with `load`, and the chart stops a query still loading when a newer one starts, so only
 * the answer of the query asked last shows; a failed query is asked again with `retry`.
 */
export const useRecordQuery = <T>(
  start: RecordQueryStart<T>,
  load: (query: RecordQuery, signal: AbortSignal) => Promise<T>,
) => {
  const [logic] = useState(() =>
    recordQueryMachine.provide({
      actors: {
        // The chart's query is the page's: it only sets its page and the filters' fields.
        loadRecords: fromPromise<unknown, PagedQuery>(({ input, signal }) =>
          load(input as RecordQuery, signal),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    input: { query: start.query, answer: start.first },
    inspect: flowInspect,
  });
  const { context } = snapshot;
  const answer: RecordAnswer<T> = snapshot.matches('loading')
    ? { status: 'loading' }
    : snapshot.matches('failed')
      ? { status: 'failed', error: context.error }
      : { status: 'loaded', value: context.answer as T };
  return {
    query: context.query as RecordQuery,
    answer,
    /** A filter changed: back to the first page. */
    filter: (change: Partial<RecordQuery>) => send({ type: 'records.filter', change }),
    page: (page: number) => send({ type: 'records.page', page }),
    retry: () => send({ type: 'records.retry' }),
  };
};
