import { assign, fromPromise, setup } from 'xstate';

/**
 * A small machine exercising every kind of transition the tooling must see: guarded events,
 * an invoke with done and error, an eventless check and a named delay. Used by the tooling's
 * own tests only.
 */
export const sampleMachine = setup({
  types: {
    context: {} as { failures: number },
    events: {} as { type: 'code.submit'; code: string } | { type: 'code.clear' },
  },
  actors: { check: fromPromise<boolean, { code: string }>(() => Promise.resolve(true)) },
  guards: {
    isBlank: (_, params: { code: string }) => params.code.trim() === '',
    isLockedOut: ({ context }) => context.failures >= 2,
  },
  actions: {
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    resetFailures: assign({ failures: 0 }),
    notify: () => {},
  },
  delays: { lockout: 30_000 },
}).createMachine({
  id: 'sample',
  description: 'Enter a code; two failures lock the form for a while.',
  context: { failures: 0 },
  initial: 'editing',
  states: {
    editing: {
      description: 'The code can be typed.',
      on: {
        'code.submit': [
          {
            guard: { type: 'isBlank', params: ({ event }) => ({ code: event.code }) },
            description: 'A blank code is ignored.',
          },
          { target: 'checking', description: 'A code is checked.' },
        ],
      },
    },
    checking: {
      description: 'The check runs.',
      invoke: {
        id: 'check',
        src: 'check',
        input: () => ({ code: '' }),
        onDone: { target: 'accepted', actions: 'notify', description: 'The code is right.' },
        onError: {
          target: 'judging',
          actions: 'countFailure',
          description: 'The code is wrong.',
        },
      },
    },
    judging: {
      description: 'Transient: lock out after two failures.',
      always: [
        { guard: 'isLockedOut', target: 'locked', description: 'Too many failures.' },
        { target: 'editing', description: 'Try again.' },
      ],
    },
    locked: {
      description: 'The form is locked.',
      after: {
        lockout: {
          target: 'editing',
          actions: 'resetFailures',
          description: 'The lockout is over.',
        },
      },
    },
    accepted: {
      description: 'Done.',
      on: { 'code.clear': { target: 'editing', description: 'Start over.' } },
    },
  },
});
