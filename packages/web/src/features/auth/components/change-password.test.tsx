import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountFakeBff } from '../../../../test/account-fake-bff.ts';
import type { Reply } from '../../../../test/fake-bff.ts';
import { fail, ok } from '../../../../test/fake-bff.ts';
import { balanceOf, demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { findModal } from '../../../../test/modal.ts';

const loginAsDemoChange = async (user: ReturnType<typeof renderApp>['user']) => {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await user.type(within(form).getByLabelText('Username'), 'demo_change');
  await user.type(within(form).getByLabelText('Password'), '123456');
  await user.click(within(form).getByRole('button', { name: 'Log in' }));
  return findModal('Change password');
};

describe('forced password change', () => {
  it('uses the login password in memory: no "Current password", no way out but the form', async () => {
    const { user } = renderApp({ bff: new AccountFakeBff() });
    const dialog = await loginAsDemoChange(user);
    expect(dialog).toHaveTextContent('you must change your password');
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('123456');
  });

  it('checks the confirmation, then changes the password and goes home logged in', async () => {
    const { user, bff, router } = renderApp({ bff: new AccountFakeBff(), path: '/vip' });
    const dialog = await loginAsDemoChange(user);
    await user.type(within(dialog).getByLabelText('New password'), 'Better123');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Better124');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByLabelText('Confirm new password')).toBeInvalid();
    expect(bff.requestsTo('POST', '/wps/member/password')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Better123');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('button', { name: 'Change Me' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [change] = bff.requestsTo('POST', '/wps/member/password');
    expect(change?.body).toEqual({
      oldPassword: '123456',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
    expect(change?.headers.get('x-csrf')).toBe('1');
  });

  it('shows a refused change as an alert and stays', async () => {
    const bff = new AccountFakeBff();
    bff.on('POST', '/wps/member/password', () => fail('password.old.invalid', 400));
    const { user } = renderApp({ bff });
    const dialog = await loginAsDemoChange(user);
    await user.type(within(dialog).getByLabelText('New password'), 'Better123');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Better123');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByRole('alert')).not.toHaveTextContent('System error');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('"Sign out" ends the session instead', async () => {
    const { user, bff } = renderApp({ bff: new AccountFakeBff() });
    const dialog = await loginAsDemoChange(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(bff.requestsTo('DELETE', '/wps/session/logout')).toHaveLength(1);
  });

  it('comes back, asking for the current password, when the platform still requires it', async () => {
    const bff = new AccountFakeBff();
    bff.member = demoPlayer;
    bff.on('GET', '/wps/v2/wallets/balance', () =>
      bff.passwords.has('demo_player')
        ? ok(balanceOf(10_000))
        : fail('password.change.required', 403),
    );
    const { user } = renderApp({ bff });
    const dialog = await findModal('Change password');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Current password'), '123456');
    await user.type(within(dialog).getByLabelText('New password'), 'Better123');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Better123');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByTestId('balance')).toHaveTextContent('10,000.00');
    const [change] = bff.requestsTo('POST', '/wps/member/password');
    expect(change?.body).toMatchObject({ oldPassword: '123456' });
  });
});

/** A platform that says every successful login is the account's first. */
class FirstLoginBff extends AccountFakeBff {
  protected override login(body: unknown): Reply {
    const reply = super.login(body);
    const envelope = reply.body as { success: boolean; value: Record<string, unknown> | null };
    if (!envelope.success || !envelope.value) return reply;
    return { ...reply, body: { ...envelope, value: { ...envelope.value, firstTimeLogin: true } } };
  }
}

describe('first-login password change', () => {
  it('is suggested after the first login, with the current password, and can be dismissed', async () => {
    const { user } = renderApp({ bff: new FirstLoginBff() });
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Username'), 'demo_player');
    await user.type(within(form).getByLabelText('Password'), 'Demo1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));

    const dialog = await findModal('Change password');
    expect(dialog).toHaveTextContent('choose a new password');
    expect(within(dialog).getByLabelText('Current password')).toBeInTheDocument();
    // The member's header area is its own chunk: it may come after the dialog.
    expect(await screen.findByTestId('balance')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('balance')).toBeInTheDocument();
  });
});
