import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Component as FlowsRoute } from '@/app/routes/flows.tsx';
import { flowCatalogue } from '../lib/catalogue.ts';

const renderViewer = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/flows', Component: FlowsRoute },
      { path: '/flows/:flowId', Component: FlowsRoute },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
};

/**
 * The diagram (ELK layout) and the path list suspend on promises: rendering inside an awaited
 * `act` lets React retry them once they settle.
 */
const renderSuspending = async (path: string) => {
  let rendered: ReturnType<typeof renderViewer> | undefined;
  await act(async () => {
    rendered = renderViewer(path);
  });
  if (!rendered) throw new Error('not rendered');
  return rendered;
};

const catalogue = flowCatalogue();

describe('flows viewer', () => {
  it('lists every registered flow with its counts', () => {
    renderViewer('/flows');
    expect(screen.getByRole('heading', { level: 1, name: 'Flows' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Flows' });
    for (const flow of catalogue) {
      expect(within(list).getByRole('link', { name: flow.entry.title })).toHaveAttribute(
        'href',
        `/flows/${flow.entry.id}`,
      );
    }
  });

  it('finds a transition by its guard name and links to it in its flow', async () => {
    const { user, unmount } = renderViewer('/flows');
    // Pasted, not typed: one letter matches hundreds of rows, and each would render.
    await user.click(screen.getByRole('searchbox', { name: /search flows/i }));
    await user.paste('hasMember');
    const href = '/flows/session?transition=session.restoring%7Calways%7C0';
    expect(screen.getByRole('link', { name: /restoring: always \[hasMember\]/ })).toHaveAttribute(
      'href',
      href,
    );
    unmount();

    renderViewer(`${href}&view=outline`);
    expect(screen.getByRole('region', { name: 'Transition always' })).toHaveTextContent(
      'session.restoring|always|0',
    );
  });

  it.each(catalogue.map((flow) => [flow.entry.id, flow] as const))(
    '%s: the outline shows every state and every transition',
    (id, flow) => {
      const { container } = renderViewer(`/flows/${id}?view=outline`);
      const states = [...container.querySelectorAll('[data-outline-state-id]')].map((element) =>
        element.getAttribute('data-outline-state-id'),
      );
      const transitions = [...container.querySelectorAll('[data-outline-transition-id]')].map(
        (element) => element.getAttribute('data-outline-transition-id'),
      );
      expect(states).toEqual(flow.description.states.map((state) => state.id));
      expect(transitions.sort()).toEqual(flow.description.transitions.map((t) => t.id).sort());
    },
  );

  it.each(catalogue.map((flow) => [flow.entry.id, flow] as const))(
    '%s: the diagram is laid out and draws every state and transition',
    async (id, flow) => {
      const { container } = await renderSuspending(`/flows/${id}`);
      await waitFor(() => expect(container.querySelector('svg.flow-diagram')).not.toBeNull(), {
        timeout: 15_000,
      });
      for (const state of flow.description.states) {
        expect(container.querySelector(`[data-state-id="${CSS.escape(state.id)}"]`)).not.toBeNull();
      }
      for (const transition of flow.description.transitions) {
        expect(
          container.querySelector(`[data-transition-id="${CSS.escape(transition.id)}"]`),
        ).not.toBeNull();
      }
    },
    20_000,
  );

  it('shows the details of a selected transition with its targets as links', async () => {
    const { user } = renderViewer('/flows/session?view=outline');
    const restoring = document.querySelector('[data-outline-state-id="session.restoring"]');
    if (!(restoring instanceof HTMLElement)) throw new Error('restoring card missing');
    await user.click(within(restoring).getByRole('button', { name: /\[hasMember\]/ }));
    const details = screen.getByRole('region', { name: 'Transition always' });
    expect(within(details).getByText('hasMember')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'authenticated.loggedIn' }));
    expect(screen.getByRole('region', { name: 'State loggedIn' })).toHaveTextContent(
      'session.authenticated.loggedIn',
    );
  });

  it('replays a generated path step by step', async () => {
    const { user } = await renderSuspending('/flows/modals?view=outline&overlay=replay');
    const select = await screen.findByRole('listbox', { name: /generated path/i });
    const first = within(select).getAllByRole('option')[0];
    if (!first) throw new Error('no path');
    await user.selectOptions(select, first);
    const steps = screen.getByRole('list', { name: 'Steps of the path' });
    const current = () =>
      within(steps)
        .getAllByRole('listitem')
        .findIndex((item) => item.getAttribute('aria-current') === 'step');
    expect(current()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Step ▶' }));
    expect(current()).toBe(1);
    await user.click(screen.getByRole('button', { name: '◀ Back' }));
    expect(current()).toBe(0);
    expect(document.querySelector('[data-outline-state-id="modals.closed"]')).toHaveAttribute(
      'data-active',
      'true',
    );
  });
});
