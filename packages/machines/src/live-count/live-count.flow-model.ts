import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, afterEvent, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import { liveCountMachine } from './live-count.machine.ts';

/**
 * Model of a header count kept fresh: the first load, polls, failures backing off, refreshes
 * (one during a call restarts it), counts other answers carried, and the page hidden and shown.
 */
export const liveCountFlowModel: FlowModel<typeof liveCountMachine> = {
  machine: liveCountMachine,
  inputs: { messages: { pollMs: 30_000 } },
  events: {
    refresh: { type: 'count.refresh' },
    'seen 2': { type: 'count.seen', count: 2 },
    hidden: { type: 'page.hidden' },
    visible: { type: 'page.visible' },
    'count 3': doneEvent('loadCount', 3),
    'count fails': errorEvent('loadCount', apiError('upstream.unavailable')),
    'poll due': afterEvent('poll', 'liveCount.waiting'),
    'retry due': afterEvent('backoff', 'liveCount.backingOff'),
  },
  stateKey: (snapshot) =>
    abstractKey(snapshot.value, {
      count: snapshot.context.count,
      // How many failures in a row only lengthens the wait (live-count.test.ts times it).
      error: snapshot.context.error,
    }),
  invariants: [
    {
      name: 'tag loading ⇔ the count call runs',
      holds: (snapshot) =>
        snapshot.hasTag('loading') === snapshot.matches('loading') &&
        snapshot.hasTag('loading') === 'loadCount' in snapshot.children,
    },
    {
      name: 'tag failed ⇒ an error code and a failure counted',
      holds: (snapshot) =>
        !snapshot.hasTag('failed') ||
        (snapshot.context.error !== null && snapshot.context.failures > 0),
    },
    {
      name: 'an error code ⇔ failures in a row',
      holds: (snapshot) => (snapshot.context.error === null) === (snapshot.context.failures === 0),
    },
    {
      name: 'tag paused ⇔ no call and no timer',
      holds: (snapshot) =>
        snapshot.hasTag('paused') === snapshot.matches('paused') &&
        (!snapshot.hasTag('paused') || Object.keys(snapshot.children).length === 0),
    },
  ],
  waivers: [],
  maxPaths: 80,
};
