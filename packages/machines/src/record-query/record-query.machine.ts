import { assign, fromPromise, setup } from 'xstate';

/** What a record page asks for; the chart reads only its page (the web's query has the rest). */
export interface PagedQuery {
  readonly page: number;
}

export interface RecordQueryInput {
  /** The page's first query. */
  query: PagedQuery;
  /** That query's answer, read before the page showed. */
  answer: unknown;
}

export interface RecordQueryContext {
  /** The query asked for last: the one whose answer shows, or is awaited. */
  query: PagedQuery;
  /** The answer to `query` once it came (kept while the next one loads: not shown then). */
  answer: unknown;
  /** How the last query failed (the page shows it with a retry); null otherwise. */
  error: unknown;
}

export type RecordQueryEvent =
  // A filter changed (range, category, vendor, type): its fields over the query, back to page 1.
  | { type: 'records.filter'; change: object }
  // Another page of the shown answer.
  | { type: 'records.page'; page: number }
  // The same query again after it failed.
  | { type: 'records.retry' };

const notProvided = () =>
  Promise.reject(new Error('loadRecords is supplied by the web with recordQueryMachine.provide'));

/**
 * A record page's query (issue 14: betting record, account record, personal loss, bonus
 * details): the first answer was read before the page showed; a filter change (back to the
 * first page) or another page asks anew, and a failed query can be asked again. Each query is
 * an invoked call: a new query while one loads leaves the state, which stops the old call, so
 * the answer of a superseded query never shows.
 */
export const recordQueryMachine = setup({
  types: {
    context: {} as RecordQueryContext,
    events: {} as RecordQueryEvent,
    input: {} as RecordQueryInput,
    tags: {} as 'busy',
  },
  actors: {
    loadRecords: fromPromise<unknown, PagedQuery>(notProvided),
  },
  actions: {
    filter: assign(({ context }, params: { change: object }) => ({
      query: { ...context.query, ...params.change, page: 1 },
      error: null,
    })),
    page: assign(({ context }, params: { page: number }) => ({
      query: { ...context.query, page: params.page },
      error: null,
    })),
    forgetError: assign({ error: null }),
    keepAnswer: assign((_, params: { answer: unknown }) => ({ answer: params.answer })),
    keepFailure: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'recordQuery',
  description:
    'A record page’s query: a filter or page change asks anew, only the answer of the query asked last shows, a failure can be retried.',
  context: ({ input }) => ({ query: input.query, answer: input.answer, error: null }),
  initial: 'loaded',
  on: {
    'records.filter': {
      target: '.loading',
      actions: { type: 'filter', params: ({ event }) => ({ change: event.change }) },
      description:
        'A filter changed: its query from the first page; a query still loading is stopped and its answer ignored.',
    },
  },
  states: {
    loaded: {
      description: 'The answer to the query shows, with its pager.',
      on: {
        'records.page': {
          target: 'loading',
          actions: { type: 'page', params: ({ event }) => ({ page: event.page }) },
          description: 'Another page of the same query.',
        },
      },
    },
    loading: {
      description: 'The query is asked: the page shows that it loads.',
      tags: ['busy'],
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        input: ({ context }) => context.query,
        onDone: {
          target: 'loaded',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
          description: 'The answer came: it shows.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The query failed: its failure shows with a retry.',
        },
      },
    },
    failed: {
      description: 'The last query failed: its failure shows with a retry.',
      on: {
        'records.retry': {
          target: 'loading',
          actions: 'forgetError',
          description: 'The same query again.',
        },
      },
    },
  },
});
