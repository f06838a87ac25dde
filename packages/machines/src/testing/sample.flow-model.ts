import { abstractKey, afterEvent, doneEvent, errorEvent } from './flow-model.ts';
import type { FlowModel } from './flow-model.ts';
import { sampleMachine } from './sample.machine.ts';

export const sampleFlowModel: FlowModel<typeof sampleMachine> = {
  machine: sampleMachine,
  inputs: { default: undefined },
  events: {
    'submit code': { type: 'code.submit', code: '1234' },
    'submit blank': { type: 'code.submit', code: ' ' },
    clear: { type: 'code.clear' },
    'check passes': doneEvent('check', true),
    'check fails': errorEvent('check', { code: 'wrong' }),
    'lockout over': afterEvent('lockout', 'sample.locked'),
  },
  stateKey: (snapshot) =>
    abstractKey(snapshot.value, { failures: Math.min(snapshot.context.failures, 2) }),
  invariants: [
    {
      name: 'locked ⇔ two failures',
      holds: (snapshot) => snapshot.matches('locked') === snapshot.context.failures >= 2,
    },
  ],
  waivers: [],
  maxPaths: 50,
};
