import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { recordQueryMachine, type PagedQuery } from './record-query.machine.ts';

/** A record page's query whose calls the test answers: `calls` holds each asked query's settle. */
const records = () => {
  const calls: {
    query: PagedQuery;
    signal: { aborted: boolean };
    answer: (value: unknown) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const machine = recordQueryMachine.provide({
    actors: {
      loadRecords: fromPromise<unknown, PagedQuery>(
        ({ input, signal }) =>
          new Promise((answer, fail) => calls.push({ query: input, signal, answer, fail })),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { query: { page: 1, vendor: null } as PagedQuery, answer: 'first' },
  }).start();
  return { actor, calls };
};

describe('recordQuery', () => {
  it('shows the first answer without asking, and asks for another page', async () => {
    const { actor, calls } = records();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.answer).toBe('first');
    expect(calls).toHaveLength(0);
    actor.send({ type: 'records.page', page: 3 });
    expect(calls.map((call) => call.query)).toEqual([{ page: 3, vendor: null }]);
    calls[0]?.answer('page 3');
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(actor.getSnapshot().context.answer).toBe('page 3');
  });

  it('asks a filter change from the first page', () => {
    const { actor, calls } = records();
    actor.send({ type: 'records.page', page: 2 });
    actor.send({ type: 'records.filter', change: { vendor: 'PG' } });
    expect(calls.map((call) => call.query)).toEqual([
      { page: 2, vendor: null },
      { page: 1, vendor: 'PG' },
    ]);
  });

  it('ignores the answer of a query superseded while it loaded, and stops its call', async () => {
    const { actor, calls } = records();
    actor.send({ type: 'records.filter', change: { vendor: 'PG' } });
    actor.send({ type: 'records.filter', change: { vendor: 'FG' } });
    expect(calls[0]?.signal.aborted).toBe(true);
    // The stopped call answers first: were it taken, the page would show its rows.
    calls[0]?.answer('PG rows');
    calls[1]?.answer('FG rows');
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(actor.getSnapshot().context.answer).toBe('FG rows');
  });

  it('ignores a page change while a query loads (no pager shows then)', () => {
    const { actor, calls } = records();
    actor.send({ type: 'records.filter', change: { vendor: 'PG' } });
    actor.send({ type: 'records.page', page: 2 });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.query.page).toBe(1);
  });

  it('keeps a failure until the same query is asked again', async () => {
    const { actor, calls } = records();
    actor.send({ type: 'records.page', page: 2 });
    calls[0]?.fail({ code: 'system.busy' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ code: 'system.busy' });
    actor.send({ type: 'records.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.map((call) => call.query)).toEqual([
      { page: 2, vendor: null },
      { page: 2, vendor: null },
    ]);
  });
});
