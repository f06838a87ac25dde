import { describe, expect, it } from 'vitest';
import type { FlowTransition } from '@his/machines/flows/normalise';
import { branchGroups, stateLabel, targetsText, transitionLine } from './transition-text.ts';

const transition = (facts: Partial<FlowTransition>): FlowTransition => ({
  id: 'm.a|go|0',
  source: 'm.a',
  kind: 'on',
  event: 'go',
  delay: null,
  guard: null,
  actions: [],
  targets: ['m.b'],
  description: null,
  ...facts,
});

describe('transition text', () => {
  it('names same-event branches if / else if / else in xstate order', () => {
    const groups = branchGroups([
      transition({ id: 'm.a|go|0', guard: 'isFast' }),
      transition({ id: 'm.a|go|1', guard: 'isSlow' }),
      transition({ id: 'm.a|go|2' }),
      transition({ id: 'm.a|stop|0', event: 'stop' }),
    ]);
    expect(groups.map((group) => group.trigger)).toEqual(['go', 'stop']);
    expect(groups[0]?.branches.map((branch) => branch.condition)).toEqual([
      'if',
      'else if',
      'else',
    ]);
    expect(groups[1]?.branches.map((branch) => branch.condition)).toEqual([null]);
  });

  it('groups always and after apart from events, labelled as the diagram does', () => {
    const groups = branchGroups([
      transition({ id: 'm.a|always|0', kind: 'always', event: null, guard: 'ready' }),
      transition({
        id: 'm.a|xstate.after.wait.m.a|0',
        kind: 'after',
        event: 'xstate.after.wait.m.a',
        delay: { name: 'wait', ms: 60_000 },
      }),
    ]);
    expect(groups.map((group) => group.trigger)).toEqual(['always', 'after 60 s']);
  });

  it('writes targets relative to the flow and the source', () => {
    expect(stateLabel('m', 'm.a.b')).toBe('a.b');
    expect(targetsText('m', transition({ targets: ['m.a'] }))).toBe('(self)');
    expect(targetsText('m', transition({ targets: [] }))).toBe('(stays)');
    expect(
      transitionLine(
        'm',
        transition({ guard: 'ok', actions: ['save', 'close'], targets: ['m.c.d'] }),
      ),
    ).toBe('go [ok] → c.d / save, close');
  });
});
