import { screen, within } from '@testing-library/react';
import { verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';

describe('the login passes the verification challenge', () => {
  it('sends a solved challenge the bff can verify with the login', async () => {
    const { user, bff } = renderApp();
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Username'), 'demo_player');
    await user.type(within(form).getByLabelText('Password'), 'Demo1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('button', { name: 'Demo Player' })).toBeInTheDocument();
    expect(bff.requestsTo('GET', '/bff/challenge')).toHaveLength(1);
    const [login] = bff.requestsTo('POST', '/wps/session/login');
    const { challenge } = (login?.body ?? {}) as { challenge?: unknown };
    expect(typeof challenge).toBe('string');
    await expect(verifySolution(String(challenge), 'web-tests')).resolves.toBe(true);
  });

  it('says "Verifying…" while the challenge is solved', async () => {
    const { user, bff } = renderApp();
    const release = bff.hold('GET', '/bff/challenge');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Username'), 'demo_player');
    await user.type(within(form).getByLabelText('Password'), 'Demo1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));

    expect(await within(form).findByRole('button', { name: 'Verifying…' })).toBeInTheDocument();
    expect(bff.requestsTo('POST', '/wps/session/login')).toEqual([]);
    release();
    expect(await screen.findByRole('button', { name: 'Demo Player' })).toBeInTheDocument();
  });

  it('shows why when no challenge can be had, and sends no login', async () => {
    const { user, bff } = renderApp();
    bff.on('GET', '/bff/challenge', () => ({
      status: 429,
      body: { success: false, value: null, message: 'x', errorCode: 'TOO_MANY_REQUESTS' },
    }));
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Username'), 'demo_player');
    await user.type(within(form).getByLabelText('Password'), 'Demo1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(/Too many requests/);
    expect(bff.requestsTo('POST', '/wps/session/login')).toEqual([]);
  });
});
