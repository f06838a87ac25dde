import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { FakeBff, fail } from '../../../../../test/fake-bff.ts';
import { takenUsername, withRegistration } from '../../../../../test/register-bff.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { findModal } from '../../../../../test/modal.ts';

const usernameOnly = { MOBILENUMREG3: false };

const openRegister = async (bff: FakeBff) => {
  const app = renderApp({ bff });
  await app.user.click(await screen.findByRole('button', { name: 'Register' }));
  return { ...app, dialog: await findModal('Register') };
};

const fill = async (user: UserEvent, dialog: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label, { exact: true });
    await user.clear(input);
    if (value !== '') await user.type(input, value);
  }
};

const agree = (user: UserEvent, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('checkbox', { name: /18 or older/ }));

const submit = (user: UserEvent, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Register' }));

describe('register modal submit', () => {
  it('refuses broken fields next to each one and sends nothing', async () => {
    const bff = withRegistration(new FakeBff(), { modules: usernameOnly });
    const { dialog, user } = await openRegister(bff);
    await fill(user, dialog, { Username: '1abc', Password: 'Secret12', 'Confirm password': 'x' });
    await submit(user, dialog);

    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
      'Start with a letter, then letters and digits only; 6-16 characters.',
    );
    expect(within(dialog).getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: /18 or older/ }),
    ).toHaveAccessibleDescription('You must be 18 or older and agree to the user agreement.');
    // The first field to fix has the focus.
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    expect(bff.requestsTo('PUT', '/wps/member/register')).toEqual([]);
    expect(bff.requestsTo('GET', '/bff/challenge')).toEqual([]);
  });

  it('requires username and password', async () => {
    const { dialog, user } = await openRegister(
      withRegistration(new FakeBff(), { modules: usernameOnly }),
    );
    await submit(user, dialog);
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(within(dialog).getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      'This field is required',
    );
  });

  it('registers, passes the challenge and logs the new member in', async () => {
    const bff = withRegistration(new FakeBff(), { modules: usernameOnly });
    const { dialog, user } = await openRegister(bff);
    await fill(user, dialog, {
      Username: ' newplayer1 ',
      Password: 'Secret12',
      'Confirm password': 'Secret12',
    });
    await agree(user, dialog);
    const release = bff.hold('GET', '/bff/challenge');
    await submit(user, dialog);
    expect(await within(dialog).findByRole('button', { name: 'Verifying…' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Running a quick security check in your browser…',
    );
    release();

    expect(await screen.findByRole('button', { name: 'newplayer1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument();
    const [request] = bff.requestsTo('PUT', '/wps/member/register');
    const body = (request?.body ?? {}) as Record<string, unknown>;
    expect(body).toMatchObject({
      username: 'newplayer1',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      registerMethod: 'WEB',
      domain: 'localhost',
    });
    expect(body).not.toHaveProperty('affiliateCode');
    await expect(verifySolution(String(body.challenge), 'web-tests')).resolves.toBe(true);
    expect(request?.headers.get('x-csrf')).toBe('1');
  });

  it('says so next to the username when it is taken', async () => {
    const bff = withRegistration(new FakeBff(), { modules: usernameOnly });
    const { dialog, user } = await openRegister(bff);
    await fill(user, dialog, {
      Username: takenUsername,
      Password: 'Secret12',
      'Confirm password': 'Secret12',
    });
    await agree(user, dialog);
    await submit(user, dialog);

    const username = within(dialog).getByLabelText('Username');
    await expect.poll(() => username.getAttribute('aria-invalid')).toBe('true');
    expect(username).toHaveAccessibleDescription(
      'This username is already registered. Please choose another one.',
    );
    expect(screen.queryByRole('button', { name: takenUsername })).not.toBeInTheDocument();
  });

  it('puts a rule the server refused next to the field it names', async () => {
    const bff = withRegistration(new FakeBff(), { modules: usernameOnly });
    bff.on('PUT', '/wps/member/register', () =>
      fail('register.field.invalid', 400, {
        field: 'email',
        patternId: 3,
        minLength: 5,
        maxLength: 5,
      }),
    );
    const { dialog, user } = await openRegister(bff);
    await fill(user, dialog, {
      Username: 'newplayer4',
      Password: 'Secret12',
      'Confirm password': 'Secret12',
      Email: 'me@example.com',
    });
    await agree(user, dialog);
    await submit(user, dialog);
    const email = within(dialog).getByLabelText('Email');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address; 5 characters.');
  });

  it('shows the invitation-code error dialog for a refused affiliate code', async () => {
    const bff = withRegistration(new FakeBff(), { modules: usernameOnly });
    const { dialog, user } = await openRegister(bff);
    await fill(user, dialog, {
      Username: 'newplayer2',
      Password: 'Secret12',
      'Confirm password': 'Secret12',
      'Affiliate code': 'NOPE99',
    });
    await agree(user, dialog);
    await submit(user, dialog);

    const alert = await screen.findByRole('alertdialog', { name: 'Invitation code error' });
    expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(bff.requestsTo('PUT', '/wps/member/register')).toEqual([]);
  });

  it('shows a failure that belongs to no field as an alert', async () => {
    const bff = withRegistration(new FakeBff(), { modules: usernameOnly });
    bff.on('GET', '/bff/challenge', () => ({
      status: 503,
      body: { success: false, value: null, message: 'x', errorCode: 'upstream.unavailable' },
    }));
    const { dialog, user } = await openRegister(bff);
    await fill(user, dialog, {
      Username: 'newplayer3',
      Password: 'Secret12',
      'Confirm password': 'Secret12',
    });
    await agree(user, dialog);
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again later.',
    );
  });
});
