import { describe, expect, it } from 'vitest';
import { flows } from '@his/machines/flows';
import { normaliseMachine, type FlowDescription } from '@his/machines/flows/normalise';
import { doorMachine } from './door.test-machine.ts';
import { layoutFlow, type FlowLayout, type Rect } from './layout.ts';
import { sessionFlow } from './session-flow.test-helper.ts';

const finite = (rect: Rect): boolean =>
  [rect.x, rect.y, rect.width, rect.height].every(Number.isFinite) &&
  rect.width > 0 &&
  rect.height > 0;

const inside = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width + 0.01 &&
  inner.y + inner.height <= outer.y + outer.height + 0.01;

const checkLayout = (description: FlowDescription, layout: FlowLayout): void => {
  expect(Number.isFinite(layout.width) && Number.isFinite(layout.height)).toBe(true);
  for (const state of description.states) {
    const rect = layout.states[state.id];
    expect(rect, state.id).toBeDefined();
    if (!rect) continue;
    expect(finite(rect), state.id).toBe(true);
    expect(inside(rect, { x: 0, y: 0, width: layout.width, height: layout.height })).toBe(true);
    const parent = state.parent === null ? undefined : layout.states[state.parent];
    if (parent) expect(inside(rect, parent), `${state.id} inside its parent`).toBe(true);
  }
  for (const transition of description.transitions) {
    const drawn = layout.transitions[transition.id];
    expect(drawn, transition.id).toBeDefined();
    if (!drawn) continue;
    expect(finite(drawn.label), transition.id).toBe(true);
    expect(drawn.label.lines.length).toBeGreaterThan(0);
    const source = layout.states[transition.source];
    if (transition.targets.length === 0) {
      expect(drawn.internal).toBe(true);
      if (source)
        expect(inside(drawn.label, source), `${transition.id} row in its state`).toBe(true);
    } else {
      expect(drawn.internal).toBe(false);
      expect(drawn.points.length, transition.id).toBeGreaterThanOrEqual(2);
      expect(drawn.points.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))).toBe(true);
    }
  }
};

describe('layoutFlow', () => {
  it.each(flows.map((flow) => [flow.id, flow] as const))(
    'lays out %s with every state and transition placed',
    async (_id, flow) => {
      const description = normaliseMachine(flow.machine);
      checkLayout(description, await layoutFlow(description));
    },
  );

  it('places history, final, self-loop, always and targetless transitions of a small machine', async () => {
    const door = normaliseMachine(doorMachine);
    const layout = await layoutFlow(door);
    checkLayout(door, layout);
    expect(layout.states['door.open.back']).toMatchObject({ width: 30, height: 30 });
    expect(layout.initials['door']?.points.length).toBeGreaterThanOrEqual(2);
    expect(layout.initials['door.open']?.points.length).toBeGreaterThanOrEqual(2);
  });

  it('reads top to bottom from the initial state, even where edges return to it', async () => {
    const door = normaliseMachine(doorMachine);
    const { states, transitions } = await layoutFlow(door);
    const top = (id: string): number => states[`door.${id}`]?.y ?? Number.NaN;
    expect(top('closed')).toBeLessThan(top('opening'));
    expect(top('opening')).toBeLessThan(top('open'));
    const back = transitions['door.broken|door.lock|0']?.points ?? [];
    const [start, end] = [back[0], back[back.length - 1]];
    expect(
      start && end && start.y > end.y,
      'the returning edge runs from broken up to closed',
    ).toBe(true);
  });

  it('gives the same coordinates on every run', async () => {
    const session = normaliseMachine(sessionFlow().machine);
    expect(await layoutFlow(session)).toEqual(await layoutFlow(session));
  });
});
