import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise } from 'xstate';
import { sampleMachine } from '../testing/sample.machine.ts';
import { normaliseMachine, toStableJson } from './normalise.ts';
import { playerMachine } from './test-machines.ts';

describe('normaliseMachine', () => {
  it('describes every state node of a parallel machine with history and final states', () => {
    const { states } = normaliseMachine(playerMachine);
    expect(states.map((s) => [s.id, s.type, s.parent, s.initial, s.history])).toEqual([
      ['player', 'parallel', null, null, null],
      ['player.playback', 'compound', 'player', 'player.playback.paused', null],
      ['player.playback.paused', 'atomic', 'player.playback', null, null],
      ['player.playback.playing', 'atomic', 'player.playback', null, null],
      ['player.playback.ended', 'final', 'player.playback', null, null],
      ['player.playback.last', 'history', 'player.playback', null, 'shallow'],
      ['player.playback.lastDeep', 'history', 'player.playback', null, 'deep'],
      ['player.volume', 'compound', 'player', 'player.volume.normal', null],
      ['player.volume.normal', 'atomic', 'player.volume', null, null],
    ]);
  });

  it('keeps tags, description and meta (keys sorted) and the authored entry/exit actions only', () => {
    const byKey = new Map(normaliseMachine(playerMachine).states.map((s) => [s.key, s]));
    expect(byKey.get('paused')).toMatchObject({
      tags: ['idle'],
      description: 'Stopped where it was.',
      entry: [],
      exit: [],
    });
    expect(Object.keys(byKey.get('paused')?.meta as object)).toEqual(['audit', 'ui']);
    expect(byKey.get('playing')).toMatchObject({ entry: ['logStart'], exit: ['logStop'] });
    expect(byKey.get('normal')).toMatchObject({ tags: [], meta: null, invoke: [] });
  });

  it('resolves a named delay to milliseconds and lists state onDone transitions', () => {
    const { transitions } = normaliseMachine(playerMachine);
    expect(transitions.find((t) => t.kind === 'after')).toEqual({
      id: 'player.playback.paused|xstate.after.idle.player.playback.paused|0',
      source: 'player.playback.paused',
      kind: 'after',
      event: 'xstate.after.idle.player.playback.paused',
      delay: { name: 'idle', ms: 60_000 },
      guard: null,
      actions: [],
      targets: ['player.playback.ended'],
      description: 'Idle too long.',
    });
    expect(transitions.find((t) => t.kind === 'doneState')).toMatchObject({
      source: 'player.playback',
      event: 'xstate.done.state.player.playback',
      actions: ['showEnd'],
      targets: [],
    });
  });

  it('lists always, done and error transitions with guards, actions and invoked actors', () => {
    const { states, transitions } = normaliseMachine(sampleMachine);
    expect(states.find((s) => s.key === 'checking')?.invoke).toEqual([
      { id: 'check', src: 'check' },
    ]);
    expect(transitions.map((t) => [t.id, t.kind, t.event, t.guard, t.actions, t.targets])).toEqual([
      ['sample.editing|code.submit|0', 'on', 'code.submit', 'isBlank', [], []],
      ['sample.editing|code.submit|1', 'on', 'code.submit', null, [], ['sample.checking']],
      [
        'sample.checking|xstate.done.actor.check|0',
        'done',
        'xstate.done.actor.check',
        null,
        ['notify'],
        ['sample.accepted'],
      ],
      [
        'sample.checking|xstate.error.actor.check|0',
        'error',
        'xstate.error.actor.check',
        null,
        ['countFailure'],
        ['sample.judging'],
      ],
      ['sample.judging|always|0', 'always', null, 'isLockedOut', [], ['sample.locked']],
      ['sample.judging|always|1', 'always', null, null, [], ['sample.editing']],
      [
        'sample.locked|xstate.after.lockout.sample.locked|0',
        'after',
        'xstate.after.lockout.sample.locked',
        null,
        ['resetFailures'],
        ['sample.editing'],
      ],
      ['sample.accepted|code.clear|0', 'on', 'code.clear', null, [], ['sample.editing']],
    ]);
  });

  it('shows a plain-number delay and an inline actor as such', () => {
    // Without setup(): setup's typing would refuse the inline actor this test is about.
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: {
          invoke: { id: 'job', src: fromPromise(() => Promise.resolve(1)) },
          after: { 300: 'b' },
        },
        b: {},
      },
    });
    const { states, transitions } = normaliseMachine(machine);
    expect(states[1]?.invoke).toEqual([{ id: 'job', src: '(inline)' }]);
    expect(transitions[0]?.delay).toEqual({ name: '300', ms: 300 });
  });

  it('is deterministic and unchanged by machine.provide()', () => {
    const provided = sampleMachine.provide({ actions: { notify: () => {} } });
    expect(toStableJson(normaliseMachine(provided))).toBe(
      toStableJson(normaliseMachine(sampleMachine)),
    );
  });
});

describe('toStableJson', () => {
  it('expands objects and keeps short arrays of plain values on one line, as Prettier does', () => {
    const long = Array.from({ length: 12 }, (_, i) => `item-number-${i}`);
    expect(toStableJson({ a: [], b: ['x', 1, null], c: { d: {} }, e: long, f: undefined })).toBe(
      [
        '{',
        '  "a": [],',
        '  "b": ["x", 1, null],',
        '  "c": {',
        '    "d": {}',
        '  },',
        '  "e": [',
        ...long.map((item, i) => `    "${item}"${i < long.length - 1 ? ',' : ''}`),
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });
});
