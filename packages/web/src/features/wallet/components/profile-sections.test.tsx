import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const png = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

const member = () => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  return bff;
};

const openCenter = async (bff: FakeBff, language: 'EN' | 'KM' | 'CN' = 'EN') => {
  const view = renderApp({ bff, path: '/?mc=securityCenter', language });
  const center = await screen.findByRole('dialog');
  return { ...view, center };
};

describe('my account: nickname', () => {
  it('checks the nickname before sending, then the header shows the new one', async () => {
    const bff = member();
    const { center, user } = await openCenter(bff);
    const form = within(center).getByRole('form', { name: 'Change nickname' });
    await user.type(within(form).getByLabelText('New nickname'), 'a');
    await user.click(within(form).getByRole('button', { name: 'Change nickname' }));
    expect(form).toHaveTextContent('A nickname has 2 to 20 characters.');
    await user.clear(within(form).getByLabelText('New nickname'));
    await user.type(within(form).getByLabelText('New nickname'), 'Lucky<b>');
    await user.click(within(form).getByRole('button', { name: 'Change nickname' }));
    expect(form).toHaveTextContent('Use letters and digits');
    expect(bff.requestsTo('PUT', '/wps/member/info/nickname')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('New nickname'));
    await user.type(within(form).getByLabelText('New nickname'), '  Lucky Star ');
    await user.click(within(form).getByRole('button', { name: 'Change nickname' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Your nickname is now Lucky Star.',
    );
    expect(bff.requestsTo('PUT', '/wps/member/info/nickname')[0]?.body).toEqual({
      nickname: 'Lucky Star',
    });
    // The session took the member the platform answered: the header and the profile show it.
    expect(screen.getAllByText('Lucky Star').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Demo Player')).not.toBeInTheDocument();
  });
});

describe('my account: avatar', () => {
  it('picks a static avatar and uploads a picture, refusing a file that is no image', async () => {
    const bff = member();
    const { center, user } = await openCenter(bff);
    await user.click(within(center).getByRole('button', { name: 'Avatar 4' }));
    expect(await within(center).findByText('Your avatar is saved.')).toBeInTheDocument();
    expect(within(center).getByRole('button', { name: 'Avatar 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(bff.requestsTo('PUT', '/wps/member/info/icon')[0]?.body).toEqual({
      avatarType: 'STATIC',
      avatar: '3',
    });

    const picker = within(center).getByLabelText(/Upload your own picture/);
    await user.upload(picker, new File(['not an image'], 'fake.png', { type: 'image/png' }));
    expect(
      await within(center).findByText('This file is not a PNG or JPEG picture.'),
    ).toBeVisible();
    expect(bff.requestsTo('PUT', '/wps/member/info/icon')).toHaveLength(1);

    await user.upload(picker, new File([png], 'me.png', { type: 'image/png' }));
    await within(center).findByText('Your avatar is saved.');
    expect(bff.requestsTo('PUT', '/wps/member/info/icon')[1]?.body).toMatchObject({
      avatarType: 'CUSTOM',
      image: expect.stringMatching(/^iVBORw0KGgo/),
    });
    expect(within(center).getAllByRole('img', { name: 'Your avatar' })[0]).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
    );
  });
});

describe('my account: mobile and email', () => {
  it('binds a mobile number with the SMS code, the button counting down', async () => {
    const bff = member();
    const { center, user } = await openCenter(bff);
    expect(center).toHaveTextContent('Not bound');
    const form = within(center).getByRole('form', { name: 'Bind mobile' });
    await user.type(within(form).getByLabelText('Mobile number to bind'), '0961234567');
    await user.click(within(form).getByRole('button', { name: 'Bind mobile' }));
    expect(form).toHaveTextContent('Enter the 6-digit code we sent.');
    expect(bff.requestsTo('PUT', '/wps/member/info/mobile')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Get code' }));
    expect(await within(form).findByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    expect(bff.requestsTo('POST', '/wps/verification/sms/bind')[0]?.body).toMatchObject({
      mobileNum: '0961234567',
      countryDialingCode: '+855',
    });
    await user.type(within(form).getByLabelText('SMS code'), '111111');
    await user.click(within(form).getByRole('button', { name: 'Bind mobile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please enter a valid verification code.',
    );
    await user.clear(within(form).getByLabelText('SMS code'));
    await user.type(within(form).getByLabelText('SMS code'), bff.profile.smsCode);
    await user.click(within(form).getByRole('button', { name: 'Bind mobile' }));
    expect(await within(form).findByText('Your mobile number 096****4567 is bound.')).toBeVisible();
    expect(center).toHaveTextContent('+855 096****4567');
  });

  it('binds an email checked before sending, shown masked', async () => {
    const bff = member();
    const { center, user } = await openCenter(bff);
    const form = within(center).getByRole('form', { name: 'Bind email' });
    await user.type(within(form).getByLabelText('Email to bind'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Bind email' }));
    expect(form).toHaveTextContent('Please enter a valid email address.');
    expect(bff.requestsTo('PUT', '/wps/member/info/email')).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Email to bind'));
    await user.type(within(form).getByLabelText('Email to bind'), 'lucky@example.com');
    await user.click(within(form).getByRole('button', { name: 'Bind email' }));
    expect(await within(form).findByText('Your email l***@example.com is bound.')).toBeVisible();
  });

  it('speaks Khmer and Chinese', async () => {
    const { center, unmount } = await openCenter(member(), 'KM');
    expect(center).toHaveTextContent('ប្ដូរឈ្មោះហៅក្រៅ');
    expect(center).toHaveTextContent('ភ្ជាប់ទូរសព្ទ');
    unmount();
    const chinese = await openCenter(member(), 'CN');
    expect(chinese.center).toHaveTextContent('修改昵称');
    expect(chinese.center).toHaveTextContent('绑定邮箱');
  });
});
