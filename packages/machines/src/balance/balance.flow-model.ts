import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError, balance } from '../testing/fixtures.ts';
import { balanceMachine } from './balance.machine.ts';

/** Model of the header balance: load, reload, failure keeping the last amount, masking. */
export const balanceFlowModel: FlowModel<typeof balanceMachine> = {
  machine: balanceMachine,
  inputs: { default: undefined },
  events: {
    refresh: { type: 'balance.refresh' },
    toggle: { type: 'balance.toggle' },
    'balance 10,000.00': doneEvent('loadBalance', balance(10_000)),
    'balance fails': errorEvent('loadBalance', apiError('upstream.unavailable')),
  },
  stateKey: (snapshot) =>
    abstractKey(snapshot.value, {
      balance: snapshot.context.balance?.sumBalance ?? null,
      hidden: snapshot.context.hidden,
      error: snapshot.context.error,
      again: snapshot.context.again,
    }),
  invariants: [
    {
      name: 'a refresh is kept only while a load runs',
      holds: (snapshot) => !snapshot.context.again || snapshot.hasTag('loading'),
    },
    {
      name: 'tag hidden ⇔ context.hidden',
      holds: (snapshot) => snapshot.hasTag('hidden') === snapshot.context.hidden,
    },
    {
      name: 'tag failed ⇒ an error code',
      holds: (snapshot) => !snapshot.hasTag('failed') || snapshot.context.error !== null,
    },
    {
      name: 'tag loading ⇔ the balance call runs',
      holds: (snapshot) =>
        snapshot.hasTag('loading') === snapshot.matches({ data: 'loading' }) &&
        snapshot.hasTag('loading') === 'loadBalance' in snapshot.children,
    },
    {
      name: 'an error code only while failed or retrying',
      holds: (snapshot) =>
        snapshot.context.error === null || snapshot.hasTag('failed') || snapshot.hasTag('loading'),
    },
  ],
  waivers: [],
  maxPaths: 60,
};
