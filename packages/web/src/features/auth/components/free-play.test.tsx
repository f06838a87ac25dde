import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountFakeBff } from '../../../../test/account-fake-bff.ts';
import { fail } from '../../../../test/fake-bff.ts';
import { demoPlayer, permission } from '../../../../test/fixtures.ts';
import { openLoginModal } from '../../../../test/login-modal.ts';
import { renderApp } from '../../../../test/render-app.tsx';

describe('free play', () => {
  it('is offered only with FREEPLAY3', async () => {
    const bff = new AccountFakeBff();
    bff.permission = permission({ modules: { FREEPLAY3: false } });
    renderApp({ bff });
    await screen.findByRole('form', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Free demo' })).not.toBeInTheDocument();
  });

  it('"Free demo" logs a trial account in, clears any stored password and goes home', async () => {
    sessionStorage.setItem('cpw', 'left-behind');
    const { user, bff, router } = renderApp({ bff: new AccountFakeBff(), path: '/vip' });
    await user.click(await screen.findByRole('button', { name: 'Free demo' }));

    expect(await screen.findByRole('button', { name: 'Guest 0001' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('cpw')).toBeNull();
    const [start] = bff.requestsTo('POST', '/wps/session/login/freeplay');
    expect(start?.headers.get('x-csrf')).toBe('1');
  });

  it("the login modal's free-trial link does the same and closes the modal", async () => {
    const { user } = renderApp({ bff: new AccountFakeBff() });
    const dialog = await openLoginModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Try the free demo' }));
    expect(await screen.findByRole('button', { name: 'Guest 0001' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failure and lets the player try again', async () => {
    const bff = new AccountFakeBff();
    bff.on('POST', '/wps/session/login/freeplay', () => fail('system.busy', 500));
    const { user } = renderApp({ bff });
    await user.click(await screen.findByRole('button', { name: 'Free demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The system is busy');
    await user.click(screen.getByRole('button', { name: 'Free demo' }));
    await waitFor(() =>
      expect(bff.requestsTo('POST', '/wps/session/login/freeplay')).toHaveLength(2),
    );
  });
});

describe('real-account actions', () => {
  it('a trial account gets "Real account needed" for deposit, betting record and member center', async () => {
    const { user } = renderApp({ bff: new AccountFakeBff() });
    await user.click(await screen.findByRole('button', { name: 'Free demo' }));
    for (const name of ['Deposit', 'Betting record', 'Guest 0001']) {
      await user.click(await screen.findByRole('button', { name }));
      const warning = screen.getByRole('alertdialog', { name: 'Real account needed' });
      expect(warning).toHaveTextContent('This needs a real account.');
      expect(within(warning).getByRole('button', { name: 'OK' })).toHaveFocus();
      await user.click(within(warning).getByRole('button', { name: 'OK' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog', { name: 'Member center' })).not.toBeInTheDocument();
  });

  it('a real member goes on to the entry itself', async () => {
    const bff = new AccountFakeBff();
    bff.member = demoPlayer;
    const { user } = renderApp({ bff });
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    const center = await screen.findByRole('dialog', { name: 'Member center' });
    expect(within(center).getByRole('button', { name: 'Deposit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
