import { setup } from 'xstate';

/**
 * Hand-made machine for the label and drawing tests: one of each transition kind (on with guard
 * and actions, targetless, after with a fixed, a sub-second and a computed delay, invoke done and
 * error, always, a compound state's done) plus a history state.
 */
export const doorMachine = setup({
  types: {
    context: {} as { wait: number },
    events: {} as { type: 'door.open' } | { type: 'door.knock' } | { type: 'door.lock' },
  },
  actions: { logOpen: () => {}, announce: () => {}, greet: () => {}, logFailure: () => {} },
  guards: { isUnlocked: () => true, isAlarm: () => false },
  actors: { runMotor: setup({}).createMachine({}) },
  delays: { autoClose: 60_000, blink: 250, later: ({ context }) => context.wait },
}).createMachine({
  id: 'door',
  description: 'A door.',
  context: { wait: 5 },
  initial: 'closed',
  states: {
    closed: {
      description: 'Shut.',
      tags: ['safe'],
      on: {
        'door.open': { guard: 'isUnlocked', actions: ['logOpen', 'announce'], target: 'opening' },
        'door.knock': { actions: 'greet' },
      },
    },
    opening: {
      description: 'The motor runs.',
      invoke: {
        id: 'motor',
        src: 'runMotor',
        onDone: { target: 'open' },
        onError: { target: 'broken', actions: 'logFailure' },
      },
    },
    open: {
      description: 'Wide open.',
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Waits to close.',
          after: { autoClose: 'done', blink: 'waiting', later: 'done' },
        },
        done: { description: 'Finished.', type: 'final' },
        back: { description: 'Where it was.', type: 'history', history: 'deep' },
      },
      always: { guard: 'isAlarm', target: 'broken' },
      onDone: { target: 'closed' },
    },
    broken: { description: 'Needs a fix.', on: { 'door.lock': 'closed' } },
  },
});
