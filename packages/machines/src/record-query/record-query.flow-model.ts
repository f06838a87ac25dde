import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import { recordQueryMachine } from './record-query.machine.ts';

const firstQuery = { from: '2026-11-21', to: '2026-11-27', page: 1, vendor: null };

/**
 * Model of a record page's query: the first answer shown, a filter change and another page
 * asking anew (a filter change also while a query loads, which stops it), the answer or a
 * failure, and a retry.
 */
export const recordQueryFlowModel: FlowModel<typeof recordQueryMachine> = {
  machine: recordQueryMachine,
  inputs: { 'a record page': { query: firstQuery, answer: { rows: ['first'] } } },
  events: {
    filter: { type: 'records.filter', change: { vendor: 'PG' } },
    'next page': { type: 'records.page', page: 2 },
    retry: { type: 'records.retry' },
    answered: doneEvent('loadRecords', { rows: ['later'] }),
    failed: errorEvent('loadRecords', apiError('system.busy')),
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, { page: context.query.page, error: context.error !== null }),
  invariants: [
    {
      name: 'busy exactly while loading, and then the call of the query asked last runs',
      holds: (snapshot) =>
        snapshot.hasTag('busy') === snapshot.matches('loading') &&
        snapshot.matches('loading') === 'loadRecords' in snapshot.children,
    },
    {
      name: 'a failure shows only in the failed state',
      holds: (snapshot) => (snapshot.context.error !== null) === snapshot.matches('failed'),
    },
  ],
  waivers: [],
  maxPaths: 200,
};
