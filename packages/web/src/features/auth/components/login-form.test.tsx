import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { FakeBff } from '../../../../test/fake-bff.ts';

const headerForm = async () => screen.findByRole('form', { name: 'Sign in' });

describe('header sign-in form', () => {
  it('refuses empty fields next to each field and sends nothing', async () => {
    const { user, bff } = renderApp();
    const form = await headerForm();
    await user.type(within(form).getByLabelText('Username'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));

    const username = within(form).getByLabelText('Username');
    const password = within(form).getByLabelText('Password');
    expect(username).toHaveAccessibleDescription('This field is required');
    expect(password).toHaveAccessibleDescription('This field is required');
    expect(username).toBeInvalid();
    expect(bff.requestsTo('POST', '/wps/session/login')).toEqual([]);
  });

  it('shows the coded failure, never the server text', async () => {
    const { user } = renderApp();
    const form = await headerForm();
    await user.type(within(form).getByLabelText('Username'), 'demo_player');
    await user.type(within(form).getByLabelText('Password'), 'Wrong1');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Wrong account or password.');
    expect(screen.queryByText('server text never shown')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Captcha')).not.toBeInTheDocument();
  });

  it('shows the captcha after a failure that asks for it, and requires it', async () => {
    const bff = new FakeBff();
    bff.captchaAfterFailure = true;
    const { user } = renderApp({ bff });
    const form = await headerForm();
    await user.type(within(form).getByLabelText('Username'), 'demo_player');
    await user.type(within(form).getByLabelText('Password'), 'Wrong1');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));

    const captcha = await within(form).findByLabelText('Captcha');
    const refresh = within(form).getByRole('button', { name: /Refresh captcha/ });
    expect(within(refresh).getByRole('img', { name: 'Captcha image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );

    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'Demo1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(captcha).toHaveAccessibleDescription('This field is required');
    expect(bff.requestsTo('POST', '/wps/session/login')).toHaveLength(1);

    await user.type(captcha, 'AB12');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('balance')).toHaveTextContent('10,000.00');
    const [, second] = bff.requestsTo('POST', '/wps/session/login');
    expect(second?.body).toMatchObject({ username: 'demo_player', captcha: 'AB12' });
  });

  it('logs in with trimmed values, keeps only the username when asked to remember', async () => {
    const { user, bff } = renderApp();
    const form = await headerForm();
    await user.type(within(form).getByLabelText('Username'), '  demo_player ');
    await user.type(within(form).getByLabelText('Password'), 'Demo1234');
    await user.click(within(form).getByLabelText('Remember me'));
    await user.click(within(form).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('button', { name: 'Demo Player' })).toBeInTheDocument();
    const [login] = bff.requestsTo('POST', '/wps/session/login');
    expect(login?.body).toMatchObject({ username: 'demo_player', password: 'Demo1234' });
    expect(login?.headers.get('x-csrf')).toBe('1');
    expect(localStorage.getItem('hisLastUsername')).toBe('demo_player');
    expect(JSON.stringify({ ...localStorage })).not.toContain('Demo1234');
  });
});
