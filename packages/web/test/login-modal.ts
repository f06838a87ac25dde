import { screen } from '@testing-library/react';
import type { renderApp } from './render-app.tsx';
// The verification-code tab's form, a chunk the app downloads on the tab's first choice, loaded
// with the test file (see modal.ts).
import '@/features/auth/components/mobile-login-form.tsx';

type User = ReturnType<typeof renderApp>['user'];

/** Opens the login modal with the narrow-screen header button (the one outside the form). */
export const openLoginModal = async (user: User): Promise<HTMLElement> => {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  const opener = screen
    .getAllByRole('button', { name: 'Log in' })
    .find((button) => !form.contains(button));
  if (!opener) throw new Error('no Log in button outside the form');
  await user.click(opener);
  return screen.getByRole('dialog', { name: 'Log in' });
};
