import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff } from '../../test/fake-bff.ts';
import { renderApp } from '../../test/render-app.tsx';
import { findModal } from '../../test/modal.ts';

// The narrow-screen header button; the header form's own submit button sits inside the form.
const openLoginModal = async (user: ReturnType<typeof renderApp>['user']) => {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  const opener = screen
    .getAllByRole('button', { name: 'Log in' })
    .find((button) => !form.contains(button));
  if (!opener) throw new Error('no Log in button outside the form');
  await user.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Log in' }) };
};

describe('modal host', () => {
  it('shows the login modal labelled, modal and focused on its first field', async () => {
    const { user } = renderApp();
    const { dialog } = await openLoginModal(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    expect(within(dialog).getByLabelText('Remember me')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = renderApp();
    const { opener } = await openLoginModal(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user } = renderApp();
    const { dialog } = await openLoginModal(user);
    await user.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { user } = renderApp();
    const { dialog } = await openLoginModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while tabbing', async () => {
    const { user } = renderApp();
    const { dialog } = await openLoginModal(user);
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('logs in from the modal and closes it', async () => {
    const { user } = renderApp();
    const { dialog } = await openLoginModal(user);
    await user.type(within(dialog).getByLabelText('Username'), 'demo_player');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('balance')).toHaveTextContent('10,000.00');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('replaces the login modal with the register modal, and back', async () => {
    const { user } = renderApp();
    const { dialog } = await openLoginModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const register = await findModal('Register');
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(within(register).getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('forces the password change: no close button, Escape and backdrop do nothing', async () => {
    const { user } = renderApp({ bff: new FakeBff() });
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Username'), 'demo_change');
    await user.type(within(form).getByLabelText('Password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));

    const dialog = await findModal('Change password');
    expect(dialog).toHaveTextContent('you must change your password');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByTestId('balance')).not.toBeInTheDocument();
  });
});
