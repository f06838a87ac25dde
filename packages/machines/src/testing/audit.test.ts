import { assign, createMachine, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { auditMachine, listTransitions } from './describe-machine.ts';
import { sampleMachine } from './sample.machine.ts';

describe('listTransitions', () => {
  it('lists every transition kind, always and after included, with stable ids', () => {
    expect(listTransitions(sampleMachine).map((t) => `${t.id} (${t.kind})`)).toEqual([
      'sample.editing|code.submit|0 (on)',
      'sample.editing|code.submit|1 (on)',
      'sample.checking|xstate.done.actor.check|0 (done)',
      'sample.checking|xstate.error.actor.check|0 (error)',
      'sample.judging|always|0 (always)',
      'sample.judging|always|1 (always)',
      'sample.locked|xstate.after.lockout.sample.locked|0 (after)',
      'sample.accepted|code.clear|0 (on)',
    ]);
  });

  it('names guards and actions', () => {
    const [blank] = listTransitions(sampleMachine);
    expect(blank).toMatchObject({ guard: 'isBlank', targets: [], actions: [] });
  });
});

describe('auditMachine', () => {
  it('finds nothing wrong with a machine that follows the conventions', () => {
    expect(auditMachine(sampleMachine)).toEqual([]);
  });

  it('reports a missing id, descriptions, inline implementations, a numeric delay and an invoke without id', () => {
    const sloppy = createMachine({
      types: { context: {} as { n: number }, events: {} as { type: 'go' } },
      context: { n: 0 },
      initial: 'a',
      states: {
        a: {
          on: {
            go: {
              target: 'b',
              guard: ({ context }) => context.n === 0,
              actions: assign({ n: 1 }),
            },
          },
        },
        b: {
          description: 'b',
          entry: assign({ n: 2 }),
          invoke: { src: 'work', onDone: { target: 'c', description: 'done' } },
        },
        c: {
          description: 'c',
          invoke: { id: 'inline', src: fromPromise(() => Promise.resolve(2)) },
          after: { 500: { target: 'a', guard: 'ok', description: 'later' } },
        },
      },
    });
    expect(auditMachine(sloppy)).toEqual([
      'machine: no explicit id',
      'state (machine): no description',
      'state (machine).a: no description',
      'transition (machine).a|go|0: no description',
      'transition (machine).a|go|0: guard (inline guard) is not a named guard of setup()',
      'transition (machine).a|go|0: action (inline assign) is not a named action of setup()',
      'state (machine).b entry: action (inline assign) is not a named action of setup()',
      'state (machine).b invoke #0: no explicit id',
      'state (machine).b invoke #0: src is not a named actor of setup()',
      'state (machine).c invoke #0: src is not a named actor of setup()',
      'state (machine).c: delay 500 is not a named delay of setup()',
      'transition (machine).c|xstate.after.500.(machine).c|0: guard ok is not a named guard of setup()',
    ]);
  });

  it('does not mistake the timer actions of a named delay for inline actions', () => {
    const timed = createMachine({
      id: 't',
      description: 't',
      initial: 'a',
      states: {
        a: { description: 'a', after: { 10: { target: 'b', description: 'x' } } },
        b: { description: 'b' },
      },
    });
    expect(auditMachine(timed)).toEqual(['state t.a: delay 10 is not a named delay of setup()']);
  });
});
