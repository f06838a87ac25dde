import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountFakeBff } from '../../../../test/account-fake-bff.ts';
import { fail } from '../../../../test/fake-bff.ts';
import { permission } from '../../../../test/fixtures.ts';
import { openLoginModal } from '../../../../test/login-modal.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const mobileTab = async (user: ReturnType<typeof renderApp>['user']) => {
  const dialog = await openLoginModal(user);
  await user.click(within(dialog).getByRole('tab', { name: 'Mobile' }));
  // The verification-code form is a chunk of its own, downloaded on the tab's first choice.
  await within(dialog).findByLabelText('Mobile number');
  return dialog;
};

describe('login modal, mobile tab', () => {
  it('is offered only with MOBILEVERCODELOGIN3', async () => {
    const bff = new AccountFakeBff();
    bff.permission = permission({ modules: { MOBILEVERCODELOGIN3: false } });
    const { user } = renderApp({ bff });
    const dialog = await openLoginModal(user);
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
  });

  it('refuses to ask for a code without a valid number', async () => {
    const bff = new AccountFakeBff();
    const { user } = renderApp({ bff });
    const dialog = await mobileTab(user);
    await user.type(within(dialog).getByLabelText('Mobile number'), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Please enter a valid mobile number.',
    );
    expect(bff.requestsTo('POST', '/wps/verification/sms/noLogin')).toEqual([]);
  });

  it('sends one code, then counts down and blocks a resend', async () => {
    const bff = new AccountFakeBff();
    const { user } = renderApp({ bff });
    const dialog = await mobileTab(user);
    expect(within(dialog).getByLabelText('Country code')).toHaveValue('+855');
    await user.type(within(dialog).getByLabelText('Mobile number'), '012345678');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));

    const resend = await within(dialog).findByRole('button', { name: 'Resend in 300 s' });
    expect(resend).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('A code is on its way');
    await user.click(resend);
    const sends = bff.requestsTo('POST', '/wps/verification/sms/noLogin');
    expect(sends).toHaveLength(1);
    expect(sends[0]?.body).toMatchObject({ mobileNum: '012345678', countryDialingCode: '+855' });
    expect(typeof (sends[0]?.body as { challenge?: unknown }).challenge).toBe('string');
  });

  it('shows the rate limit as "retry after 5 minutes" and lets the player try again', async () => {
    const bff = new AccountFakeBff();
    bff.on('POST', '/wps/verification/sms/noLogin', () => fail('TOO_MANY_REQUESTS', 429));
    const { user } = renderApp({ bff });
    const dialog = await mobileTab(user);
    await user.type(within(dialog).getByLabelText('Mobile number'), '012345678');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please retry after 5 minutes.',
    );
    expect(within(dialog).getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('logs in with the number and the code, type sms, without a challenge', async () => {
    const bff = new AccountFakeBff();
    const { user } = renderApp({ bff });
    const dialog = await mobileTab(user);
    await user.type(within(dialog).getByLabelText('Mobile number'), '012345678');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await within(dialog).findByRole('button', { name: /Resend in/ });
    const challenges = bff.requestsTo('GET', '/bff/challenge').length;
    await user.type(within(dialog).getByLabelText('SMS code'), bff.smsCode);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('button', { name: 'Demo Player' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [login] = bff.requestsTo('POST', '/wps/session/login');
    expect(login?.body).toMatchObject({
      type: 'sms',
      username: '012345678',
      password: bff.smsCode,
      countryDialingCode: '+855',
    });
    expect(login?.body).not.toHaveProperty('challenge');
    expect(bff.requestsTo('GET', '/bff/challenge')).toHaveLength(challenges);
  });

  it('requires the code and shows a refused login as an alert', async () => {
    const bff = new AccountFakeBff();
    const { user } = renderApp({ bff });
    const dialog = await mobileTab(user);
    await user.type(within(dialog).getByLabelText('Mobile number'), '012345678');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByLabelText('SMS code')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(bff.requestsTo('POST', '/wps/session/login')).toEqual([]);

    await user.type(within(dialog).getByLabelText('SMS code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Wrong account or password.',
    );
  });

  it('"Remember me" keeps the number apart from the username, and never the code', async () => {
    const bff = new AccountFakeBff();
    const { user } = renderApp({ bff });
    const dialog = await mobileTab(user);
    await user.type(within(dialog).getByLabelText('Mobile number'), '012345678');
    await user.type(within(dialog).getByLabelText('SMS code'), bff.smsCode);
    await user.click(within(dialog).getByLabelText('Remember me'));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('button', { name: 'Demo Player' })).toBeInTheDocument();
    expect(localStorage.getItem('hisLastUsername')).toBeNull();
    expect(JSON.parse(localStorage.getItem('hisLastMobile') ?? 'null')).toEqual({
      mobileNum: '012345678',
      countryDialingCode: '+855',
    });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(bff.smsCode);
  });

  it('starts with the remembered number', async () => {
    localStorage.setItem(
      'hisLastMobile',
      JSON.stringify({ mobileNum: '012345678', countryDialingCode: '+855' }),
    );
    const { user } = renderApp({ bff: new AccountFakeBff() });
    const dialog = await mobileTab(user);
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('012345678');
    expect(within(dialog).getByLabelText('Remember me')).toBeChecked();
    expect(within(dialog).getByLabelText('SMS code')).toHaveValue('');
  });
});
