import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountFakeBff } from '../../../../test/account-fake-bff.ts';
import { fail } from '../../../../test/fake-bff.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { findModal } from '../../../../test/modal.ts';

const openForgot = async (user: ReturnType<typeof renderApp>['user']) => {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await user.click(within(form).getByRole('button', { name: 'Forgot password?' }));
  return findModal('Forgot password');
};

describe('forgot password', () => {
  it('starts on the phone tab when CHNGPASSVERIF3 is on, with email as the other tab', async () => {
    const { user } = renderApp({ bff: new AccountFakeBff() });
    const dialog = await openForgot(user);
    expect(within(dialog).getByRole('tab', { name: 'Phone' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByLabelText('New password')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Email' }));
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('offers email only without CHNGPASSVERIF3', async () => {
    const bff = new AccountFakeBff();
    bff.permission = permission({ modules: { CHNGPASSVERIF3: false } });
    const { user } = renderApp({ bff });
    const dialog = await openForgot(user);
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
  });

  it('by email: validates, sends, says "Check your email" and closes', async () => {
    const bff = new AccountFakeBff();
    const { user } = renderApp({ bff });
    const dialog = await openForgot(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(bff.requestsTo('POST', '/wps/member/password/email')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Username'), 'demo_player');
    await user.type(within(dialog).getByLabelText('Email'), 'demo_player@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = screen.getByText('Check your email').closest('[role="status"]');
    expect(notice).toHaveTextContent('If the username and email belong to an account');
    const [sent] = bff.requestsTo('POST', '/wps/member/password/email');
    // JSON to the bff, which re-encodes it as the platform's form (the bff's own tests cover that).
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.body).toEqual({ username: 'demo_player', email: 'demo_player@example.com' });
  });

  it('by email: a refused send shows the coded failure and keeps the modal', async () => {
    const bff = new AccountFakeBff();
    bff.on('POST', '/wps/member/password/email', () => fail('system.busy', 500));
    const { user } = renderApp({ bff });
    const dialog = await openForgot(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Email' }));
    await user.type(within(dialog).getByLabelText('Username'), 'demo_player');
    await user.type(within(dialog).getByLabelText('Email'), 'demo_player@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The system is busy');
  });

  it('by phone: checks every field together, then resets and logs the member in', async () => {
    const bff = new AccountFakeBff();
    const { user, router } = renderApp({ bff, path: '/vip' });
    const dialog = await openForgot(user);
    await user.type(within(dialog).getByLabelText('Mobile number'), '012345678');
    await user.type(within(dialog).getByLabelText('New password'), 'Fresh123');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Fresh124');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(within(dialog).getByLabelText('SMS code')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(within(dialog).getByLabelText('Confirm new password')).toBeInvalid();
    expect(bff.requestsTo('POST', '/wps/member/password/verification')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await within(dialog).findByRole('button', { name: 'Resend in 300 s' });
    await user.type(within(dialog).getByLabelText('SMS code'), bff.smsCode);
    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Fresh123');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('button', { name: 'Demo Player' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [reset] = bff.requestsTo('POST', '/wps/member/password/verification');
    expect(reset?.body).toMatchObject({ mobileNum: '012345678', verificationCode: bff.smsCode });
    const [login] = bff.requestsTo('POST', '/wps/session/login');
    expect(login?.body).toMatchObject({ type: '', username: '012345678', password: 'Fresh123' });
  });

  it('by phone: a wrong code shows its message', async () => {
    const { user } = renderApp({ bff: new AccountFakeBff() });
    const dialog = await openForgot(user);
    await user.type(within(dialog).getByLabelText('Mobile number'), '012345678');
    await user.type(within(dialog).getByLabelText('SMS code'), '999999');
    await user.type(within(dialog).getByLabelText('New password'), 'Fresh123');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Fresh123');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/verification code/i);
  });
});
