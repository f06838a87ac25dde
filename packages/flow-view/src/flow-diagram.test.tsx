// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flows } from '@his/machines/flows';
import { normaliseMachine } from '@his/machines/flows/normalise';
import { doorMachine } from './door.test-machine.ts';
import { FlowDiagram } from './flow-diagram.tsx';
import { layoutFlow } from './layout.ts';

afterEach(cleanup);

const element = (container: HTMLElement, selector: string): Element => {
  const found = container.querySelector(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
};

const attribute = (elements: NodeListOf<Element>, name: string): string[] =>
  [...elements].map((element) => element.getAttribute(name) ?? '');

describe('FlowDiagram', () => {
  it.each(flows.map((flow) => [flow.id, flow] as const))(
    'draws every state and transition of %s',
    async (_id, flow) => {
      const description = normaliseMachine(flow.machine);
      const { container } = render(
        <FlowDiagram description={description} layout={await layoutFlow(description)} />,
      );
      const states = attribute(container.querySelectorAll('[data-state-id]'), 'data-state-id');
      const transitions = attribute(
        container.querySelectorAll('[data-transition-id]'),
        'data-transition-id',
      );
      expect(states.sort()).toEqual(description.states.map((state) => state.id).sort());
      expect(transitions.sort()).toEqual(description.transitions.map((t) => t.id).sort());
    },
  );

  it('marks active states, last transitions, coverage and the selection', async () => {
    const door = normaliseMachine(doorMachine);
    const open = 'door.closed|door.open|0';
    const { container } = render(
      <FlowDiagram
        description={door}
        layout={await layoutFlow(door)}
        active={new Set(['door.opening'])}
        lastTransitions={new Set([open])}
        coverage={{
          states: { 'door.closed': 'both', 'door.opening': 'none' },
          transitions: { [open]: 'waived' },
        }}
        selected="door.broken"
      />,
    );
    const state = (id: string) => container.querySelector(`[data-state-id="${id}"]`);
    const edge = container.querySelector(`[data-transition-id="${open}"]`);
    expect(state('door.opening')?.classList.contains('is-active')).toBe(true);
    expect(state('door.closed')?.classList.contains('is-active')).toBe(false);
    expect(state('door.closed')?.classList.contains('cov-both')).toBe(true);
    expect(state('door.opening')?.classList.contains('cov-none')).toBe(true);
    // The report leaves out the root (always active): no colour rather than "not taken".
    expect(state('door')?.getAttribute('class')).not.toMatch(/cov-/);
    expect(state('door.broken')?.classList.contains('is-selected')).toBe(true);
    expect(edge?.classList.contains('is-last')).toBe(true);
    expect(edge?.classList.contains('cov-waived')).toBe(true);
    expect(state('door.opening')?.getAttribute('aria-label')).toBe('State opening (active)');
  });

  it('shows labels and names each element for assistive technology', async () => {
    const door = normaliseMachine(doorMachine);
    const { container, getByRole } = render(
      <FlowDiagram description={door} layout={await layoutFlow(door)} title="Door" />,
    );
    const text = container.textContent ?? '';
    for (const label of ['after 60 s', 'after 250 ms', 'done: motor', 'error: motor', 'always']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('invoke motor (runMotor)');
    expect(container.querySelector('svg > title')?.textContent).toBe('Door');
    expect(container.querySelector('svg > desc')?.textContent).toContain(
      '8 states, 10 transitions',
    );
    expect(
      getByRole('button', { name: 'Transition door.knock / greet, in closed, stays' }),
    ).toBeDefined();
    expect(
      getByRole('button', {
        name: 'Transition door.open [isUnlocked] / logOpen, announce, from closed to opening',
      }),
    ).toBeDefined();
    expect(container.querySelector('[data-state-id="door.open.back"] text')?.textContent).toBe(
      'H*',
    );
    expect(container.querySelectorAll('[data-state-id="door.open.done"] rect.inner')).toHaveLength(
      1,
    );
  });

  it('leaves the stylesheet out for a page that adopts it itself', async () => {
    const door = normaliseMachine(doorMachine);
    const layout = await layoutFlow(door);
    const embedded = render(<FlowDiagram description={door} layout={layout} />);
    expect(embedded.container.querySelectorAll('svg > style')).toHaveLength(1);
    cleanup();
    const adopted = render(<FlowDiagram description={door} layout={layout} embedStyle={false} />);
    expect(adopted.container.querySelectorAll('style')).toHaveLength(0);
  });

  it('selects a state or transition by click, Enter or Space', async () => {
    const door = normaliseMachine(doorMachine);
    const onSelect = vi.fn();
    const { container } = render(
      <FlowDiagram description={door} layout={await layoutFlow(door)} onSelect={onSelect} />,
    );
    const broken = element(container, '[data-state-id="door.broken"]');
    const lock = element(container, '[data-transition-id="door.broken|door.lock|0"]');
    expect(broken.getAttribute('tabindex')).toBe('0');
    fireEvent.click(broken);
    fireEvent.keyDown(lock, { key: 'Enter' });
    fireEvent.keyDown(broken, { key: ' ' });
    fireEvent.keyDown(broken, { key: 'a' });
    expect(onSelect.mock.calls).toEqual([
      [{ kind: 'state', id: 'door.broken' }],
      [{ kind: 'transition', id: 'door.broken|door.lock|0' }],
      [{ kind: 'state', id: 'door.broken' }],
    ]);
  });
});
