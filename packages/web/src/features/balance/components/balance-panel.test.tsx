import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const loggedIn = () => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  return bff;
};

describe('header balance', () => {
  it('shows the balance of a restored session, hides it as *** and shows it again', async () => {
    const { user } = renderApp({ bff: loggedIn() });
    expect(await screen.findByTestId('balance')).toHaveTextContent('10,000.00');

    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('***');
    expect(screen.queryByText('10,000.00')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('10,000.00');
  });

  it('shows a placeholder while refreshing, then the new amount', async () => {
    const bff = loggedIn();
    const { user } = renderApp({ bff });
    expect(await screen.findByTestId('balance')).toHaveTextContent('10,000.00');

    bff.balance = 9_876.5;
    const release = bff.hold('GET', '/wps/v2/wallets/balance');
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByTestId('balance-loading')).toHaveTextContent('Updating balance');
    expect(screen.queryByTestId('balance')).not.toBeInTheDocument();

    release();
    expect(await screen.findByTestId('balance')).toHaveTextContent('9,876.50');
    expect(screen.queryByTestId('balance-loading')).not.toBeInTheDocument();
  });

  it('formats the amount in the reader’s language', async () => {
    renderApp({ bff: loggedIn(), language: 'CN' });
    expect(await screen.findByTestId('balance')).toHaveTextContent('10,000.00');
  });

  it('ends the login when the balance call answers 401', async () => {
    const bff = loggedIn();
    const { user, router } = renderApp({ bff, path: '/vip' });
    expect(await screen.findByTestId('balance')).toHaveTextContent('10,000.00');

    bff.member = null;
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByTestId('balance')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
