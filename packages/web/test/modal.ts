import { screen, waitFor } from '@testing-library/react';
// The bodies the app downloads when their modal first opens, loaded with the test file as a
// browser that has them cached would: the first import transforms dozens of modules, seconds
// on a busy machine, which belongs to the file's import time rather than to one test's timeout.
import '@/features/auth/components/change-password-modal-body.tsx';
import '@/features/auth/components/forgot-password-modal-body.tsx';
import '@/features/auth/components/register/register-modal-body.tsx';

/**
 * The modal with that title once its body is there: the register, forgot- and change-password
 * bodies are chunks of their own, and until one arrives the same dialog says it is loading.
 */
export const findModal = (name: string): Promise<HTMLElement> =>
  waitFor(() => {
    const dialog = screen.getByRole('dialog', { name });
    if (dialog.querySelector('[data-modal-loading]')) {
      throw new Error(`the ${name} modal is still loading its body`);
    }
    return dialog;
  });
