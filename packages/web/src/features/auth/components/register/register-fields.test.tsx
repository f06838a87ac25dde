import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff } from '../../../../../test/fake-bff.ts';
import { registerRules, rule, withRegistration } from '../../../../../test/register-bff.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { findModal } from '../../../../../test/modal.ts';

const openRegister = async (bff: FakeBff, path = '/') => {
  const app = renderApp({ bff, path });
  await app.user.click(await screen.findByRole('button', { name: 'Register' }));
  return { ...app, dialog: await findModal('Register') };
};

describe('register modal fields', () => {
  it('offers both tabs with MOBILENUMREG3, the mobile tab first as on the platform', async () => {
    const { dialog } = await openRegister(withRegistration(new FakeBff()));
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Username', 'Mobile']);
    expect(within(dialog).getByRole('tab', { name: 'Mobile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByLabelText('Mobile number')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('SMS code')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('has no tabs without MOBILENUMREG3', async () => {
    const { dialog } = await openRegister(
      withRegistration(new FakeBff(), { modules: { MOBILENUMREG3: false } }),
    );
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
  });

  it('shows the username tab fields the rules enable, and only those', async () => {
    const { dialog, user } = await openRegister(withRegistration(new FakeBff()));
    await user.click(within(dialog).getByRole('tab', { name: 'Username' }));
    for (const label of ['Username', 'Password', 'Confirm password', 'Email', 'Affiliate code']) {
      expect(within(dialog).getByLabelText(label, { exact: true })).toBeInTheDocument();
    }
    // mobileNum's rule is enabled, so the number (with its country) shows on this tab too.
    expect(within(dialog).getByLabelText('Mobile number')).toBeInTheDocument();
    for (const label of ['Payee real name', 'Recommender ID', 'QQ', 'Captcha', 'SMS code']) {
      expect(within(dialog).queryByLabelText(label, { exact: true })).not.toBeInTheDocument();
    }
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'I am 18 or older and agree to the user agreement',
      }),
    ).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'user agreement' })).toHaveAttribute(
      'href',
      '/helpmc#user-agreement',
    );
  });

  it('shows every optional field the rules enable, the captcha with its image button', async () => {
    const enabled = rule(0, 1, 50);
    const bff = withRegistration(new FakeBff(), {
      modules: { MOBILENUMREG3: false },
      rules: registerRules({
        payeeName: enabled,
        paymentPassword: rule(6, 6, 6),
        qqNum: enabled,
        line: enabled,
        whatsapp: enabled,
        facebook: enabled,
        wechat: enabled,
        idNumber: enabled,
        recommenderId: enabled,
        captcha: rule(4, 5, 5, { required: true }),
      }),
    });
    const { dialog } = await openRegister(bff);
    const labels = [
      'Payee real name',
      'Payment password',
      'QQ',
      'Line',
      'WhatsApp',
      'Facebook',
      'WeChat',
      'ID number',
      'Recommender ID',
    ];
    for (const label of labels) {
      expect(within(dialog).getByLabelText(label, { exact: true })).toBeInTheDocument();
    }
    expect(await within(dialog).findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Refresh captcha/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Captcha')).toBeInTheDocument();
    expect(bff.requestsTo('GET', '/wps/captcha')).toHaveLength(1);
  });

  it('hides the affiliate field when the URL carries a valid code', async () => {
    const bff = withRegistration(new FakeBff(), { modules: { MOBILENUMREG3: false } });
    const { dialog } = await openRegister(bff, '/?a=AGENT01');
    await within(dialog).findByLabelText('Username');
    // The form is there (busy) while the code is checked; the field goes once it is valid.
    await waitFor(() =>
      expect(within(dialog).queryByLabelText('Affiliate code')).not.toBeInTheDocument(),
    );
    expect(bff.requestsTo('GET', '/wps/agent/affiliate')[0]?.query.get('code')).toBe('AGENT01');
  });

  it('keeps the affiliate field when the URL code is not valid', async () => {
    const bff = withRegistration(new FakeBff(), { modules: { MOBILENUMREG3: false } });
    const { dialog } = await openRegister(bff, '/?affiliateCode=NOPE99');
    expect(await within(dialog).findByLabelText('Affiliate code')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens on /register for a visitor', async () => {
    renderApp({ bff: withRegistration(new FakeBff()), path: '/register' });
    expect(await findModal('Register')).toBeInTheDocument();
  });
});
