import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError, loginValue, trialMember } from '../testing/fixtures.ts';
import { freePlayMachine } from './free-play.machine.ts';

/** Model of the free demo: start, both calls with both answers, retry after a failure. */
export const freePlayFlowModel: FlowModel<typeof freePlayMachine> = {
  machine: freePlayMachine,
  inputs: { default: undefined },
  events: {
    start: { type: 'freeplay.start' },
    'trial account': doneEvent('freePlay', loginValue({ firstTimeLogin: true })),
    'free play refused': errorEvent('freePlay', apiError('function.not.available')),
    'member loaded': doneEvent('loadMember', trialMember),
    'member fails': errorEvent('loadMember', apiError('system.busy')),
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, { member: context.member !== null, error: context.error !== null }),
  invariants: [
    {
      name: 'tag failed ⇔ an error code',
      holds: (snapshot) => snapshot.hasTag('failed') === (snapshot.context.error !== null),
    },
    {
      name: 'done ⇔ a member, output included',
      holds: (snapshot) =>
        (snapshot.status === 'done') === (snapshot.context.member !== null) &&
        (snapshot.status !== 'done' || snapshot.output?.member === snapshot.context.member),
    },
  ],
  waivers: [],
  maxPaths: 30,
};
