import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('security center', () => {
  it('shows the profile and opens the login password change the header opens', async () => {
    const { center, user } = await openCenter(member());
    expect(center).toHaveTextContent('demo_player');
    expect(center).toHaveTextContent('Demo Player');
    await user.click(within(center).getByRole('button', { name: 'Change login password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('sets a payment password (six digits, twice), then offers to change it', async () => {
    const bff = member();
    const { center, user } = await openCenter(bff);
    await user.click(within(center).getByRole('button', { name: 'Set payment password' }));
    expect(center).toHaveTextContent('Enter exactly 6 digits.');
    expect(bff.requestsTo('PUT', '/wps/member/paymentPassword')).toHaveLength(0);

    await user.type(within(center).getByLabelText('Payment password (6 digits)'), '123456');
    await user.type(within(center).getByLabelText('Confirm payment password'), '123457');
    await user.click(within(center).getByRole('button', { name: 'Set payment password' }));
    expect(center).toHaveTextContent('The two passwords are not the same.');

    await user.clear(within(center).getByLabelText('Confirm payment password'));
    await user.type(within(center).getByLabelText('Confirm payment password'), '123456');
    await user.click(within(center).getByRole('button', { name: 'Set payment password' }));
    expect(await within(center).findByRole('status')).toHaveTextContent('Payment password saved.');
    expect(bff.wallet.password).toBe('123456');
    expect(
      await within(center).findByRole('button', { name: 'Change payment password' }),
    ).toBeInTheDocument();
    expect(within(center).getByLabelText('Current payment password')).toBeInTheDocument();
  });

  it('adds a card (masked), says a wrong payment password with the attempts left, removes it', async () => {
    const bff = member();
    bff.wallet.password = '123456';
    const { center, user } = await openCenter(bff);
    const form = within(center).getByRole('form', { name: 'Add card' });
    await user.selectOptions(within(form).getByLabelText('Bank'), 'ACLEDA');
    await user.type(within(form).getByLabelText('Account name'), 'Demo Player');
    await user.type(within(form).getByLabelText('Account number'), '0001234567');
    await user.type(within(form).getByLabelText('Payment password (6 digits)'), '111111');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The payment password is wrong. 4 attempts left before the payment password locks.',
    );

    await user.clear(within(form).getByLabelText('Payment password (6 digits)'));
    await user.type(within(form).getByLabelText('Payment password (6 digits)'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(center).findByText('Demo Player · ****4567')).toBeInTheDocument();
    expect(center).not.toHaveTextContent('0001234567');
    const [added] = bff.requestsTo('PUT', '/wps/member/bankCard');
    expect(added?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(
      within(center).getByRole('button', { name: 'Remove card ACLEDA Bank ****4567' }),
    );
    const removal = within(center).getByRole('form', { name: 'Remove card ACLEDA Bank ****4567' });
    await user.type(within(removal).getByLabelText('Payment password (6 digits)'), '123456');
    await user.click(within(removal).getByRole('button', { name: 'Remove' }));
    expect(await within(center).findByText('No bank card yet.')).toBeInTheDocument();
  });

  it('says until when a locked payment password stays locked', async () => {
    const bff = member();
    bff.wallet.password = '123456';
    bff.wallet.lockedUntil = Date.UTC(2026, 10, 27, 6, 15, 0);
    const { center } = await openCenter(bff);
    expect(within(center).getByRole('alert')).toHaveTextContent(/^Locked until .*6:15:00/);
  });

  it('speaks Khmer and Chinese', async () => {
    const { center, unmount } = await openCenter(member(), 'KM');
    expect(center).toHaveTextContent('ពាក្យសម្ងាត់ទូទាត់');
    unmount();
    const chinese = await openCenter(member(), 'CN');
    expect(chinese.center).toHaveTextContent('支付密码');
  });
});
