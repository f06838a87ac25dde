import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryListSchema } from '@his/shared/schemas/system';
import { FakeBff, fail, ok } from '../../../../../test/fake-bff.ts';
import { withRegistration } from '../../../../../test/register-bff.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { findModal } from '../../../../../test/modal.ts';

const twoCountries = countryListSchema.parse([
  { countryCode: 'KH', countryDialingCode: '+855', countryName: 'Cambodia' },
  { countryCode: 'TH', countryDialingCode: '+66', countryName: 'Thailand' },
]);

const openMobileTab = async (bff = withRegistration(new FakeBff())) => {
  bff.on('GET', '/wps/system/country', () => ok(twoCountries));
  const app = renderApp({ bff });
  await app.user.click(await screen.findByRole('button', { name: 'Register' }));
  const dialog = await findModal('Register');
  return { ...app, dialog };
};

describe('register modal, mobile tab', () => {
  it('picks the dialing code from a list that opens on focus', async () => {
    const { dialog, user } = await openMobileTab();
    const combobox = within(dialog).getByRole('combobox', { name: 'Country code' });
    expect(combobox).toHaveTextContent('+855');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const list = within(dialog).getByRole('listbox', { name: 'Countries' });
    expect(within(list).getByRole('option', { name: 'Cambodia (+855)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(list).getByRole('option', { name: 'Thailand (+66)' }));
    expect(combobox).toHaveTextContent('+66');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    // The keyboard reaches every option too; Escape closes the list, not the modal.
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(combobox).toHaveTextContent('+855');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('asks for a code only for a valid number, then counts down', async () => {
    const { dialog, user, bff } = await openMobileTab();
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Please enter a valid mobile number.',
    );
    expect(bff.requestsTo('POST', '/wps/verification/sms/register')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Mobile number'), '012345678');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    const [send] = bff.requestsTo('POST', '/wps/verification/sms/register');
    expect(send?.body).toMatchObject({ mobileNo: '012345678', countryDialingCode: '+855' });
    expect(typeof (send?.body as { challenge?: unknown }).challenge).toBe('string');
  });

  it('says when to retry after too many code requests', async () => {
    const bff = withRegistration(new FakeBff());
    bff.on('POST', '/wps/verification/sms/register', () => fail('TOO_MANY_REQUESTS', 429));
    const { dialog, user } = await openMobileTab(bff);
    await user.type(within(dialog).getByLabelText('Mobile number'), '012345678');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/retry after 5 minutes/);
    expect(within(dialog).getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('registers with the mobile number as username and the SMS code', async () => {
    const { dialog, user, bff } = await openMobileTab();
    await user.type(within(dialog).getByLabelText('Mobile number'), '012345678');
    await user.type(within(dialog).getByLabelText('SMS code'), '123456');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'Secret12');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Secret12');
    await user.click(within(dialog).getByRole('checkbox', { name: /18 or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: '012345678' })).toBeInTheDocument();
    const [request] = bff.requestsTo('PUT', '/wps/member/register/mobile');
    expect(request?.body).toMatchObject({
      username: '012345678',
      mobileNum: '012345678',
      countryDialingCode: '+855',
      verificationCode: '123456',
    });
  });

  it('refuses a code that is not six digits', async () => {
    const { dialog, user } = await openMobileTab();
    await user.type(within(dialog).getByLabelText('SMS code'), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByLabelText('SMS code')).toHaveAccessibleDescription(
      'Please enter a valid verification code.',
    );
  });
});
