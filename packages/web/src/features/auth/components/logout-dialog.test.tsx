import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { demoAgent, demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const loggedInAs = (member = demoPlayer) => {
  const bff = new FakeBff();
  bff.member = member;
  return bff;
};

describe('sign out', () => {
  it('asks for confirmation; Cancel and Escape keep the member logged in', async () => {
    const { user, bff } = renderApp({ bff: loggedInAs() });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out' });
    expect(dialog).toHaveTextContent('Do you want to sign out?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('dialog', { name: 'Sign out' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();

    expect(screen.getByTestId('balance')).toHaveTextContent('10,000.00');
    expect(bff.requestsTo('DELETE', '/wps/session/logout')).toEqual([]);
  });

  it('Confirm ends the session and goes home as a visitor', async () => {
    const { user, bff, router } = renderApp({ bff: loggedInAs(), path: '/vip' });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign out' })).getByRole('button', {
        name: 'Confirm',
      }),
    );

    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByTestId('balance')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [logout] = bff.requestsTo('DELETE', '/wps/session/logout');
    expect(logout?.headers.get('x-csrf')).toBe('1');
  });

  it('shows the agent center entry to agents only', async () => {
    renderApp({ bff: loggedInAs(demoAgent) });
    expect(await screen.findByRole('button', { name: 'Agent center' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Betting record' })).toBeInTheDocument();
  });

  it('has no agent center for a player; the nickname opens the member center', async () => {
    const { user } = renderApp({ bff: loggedInAs() });
    expect(await screen.findByRole('button', { name: 'Demo Player' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agent center' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Demo Player' }));
    expect(await screen.findByRole('dialog', { name: 'Member center' })).toBeInTheDocument();
  });
});
