import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { recordQueryMachine, type PagedQuery } from '@his/machines/record-query';
import { flowInspect } from './flow-inspection.ts';

/** A record page's first query and that query's answer, read before the page showed. */
interface RecordQueryStart<T, Q extends PagedQuery> {
  query: Q;
  first: T;
}

/** What a record page shows of its query: its answer, that it loads, or how it failed. */
export type RecordAnswer<T> =
  { status: 'loaded'; value: T } | { status: 'loading' } | { status: 'failed'; error: unknown };

/**
 * A record page's query as the `recordQuery` chart runs it (issue 14): the first answer shows
 * as read before the page showed; a filter change (back to the first page) or another page asks
 * anew with `load`, and the chart stops a query still loading when a newer one starts, so only
 * the answer of the query asked last shows; a failed query is asked again with `retry`. The
 * records' pages query by range and filters; the withdrawals by their page alone.
 */
export const useRecordQuery = <T, Q extends PagedQuery>(
  start: RecordQueryStart<T, Q>,
  load: (query: Q, signal: AbortSignal) => Promise<T>,
) => {
  const [logic] = useState(() =>
    recordQueryMachine.provide({
      actors: {
        // The chart's query is the page's: it only sets its page and the filters' fields.
        loadRecords: fromPromise<unknown, PagedQuery>(({ input, signal }) =>
          load(input as Q, signal),
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
    query: context.query as Q,
    answer,
    /**
     * The last answer that came, also while a newer query loads or after it failed: for the
     * parts of a page that stay in view meanwhile (the withdraw page's balances and form).
     */
    latest: context.answer as T,
    /** A filter changed: back to the first page. */
    filter: (change: Partial<Q>) => send({ type: 'records.filter', change }),
    page: (page: number) => send({ type: 'records.page', page }),
    retry: () => send({ type: 'records.retry' }),
    /**
     * The query asked last again, its data having changed (an answer to a withdrawal): its page
     * once more, or the retry of a failed one. A query still loading is left to finish.
     */
    reload: () =>
      snapshot.matches('failed')
        ? send({ type: 'records.retry' })
        : send({ type: 'records.page', page: context.query.page }),
  };
};
