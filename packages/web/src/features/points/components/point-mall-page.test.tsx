import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { fakePaymentPassword, withPoints } from '../../../../test/points-bff.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const redeemPath = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const convertPath = '/wps/relay/passwordCheck/MCS2_convertPoint';

const openMall = async (options: { passwordSet?: boolean; language?: 'EN' | 'KM' | 'CN' } = {}) => {
  const bff = withPoints(new FakeBff(), options);
  bff.member = demoPlayer;
  return renderApp({ bff, path: '/pointMall', language: options.language });
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the points mall (/pointMall)', () => {
  it('shows the balance, the rewards with their stock, the rates and an empty history', async () => {
    await openMall();
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('40.00');
    const rewards = screen.getByRole('region', { name: 'Rewards' });
    const items = within(rewards).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Lucky keyring1.00 points50 left'),
      expect.stringContaining('Brand mug20.00 points30 left'),
      expect.stringContaining('Smartphone5,000.00 pointsOut of stock'),
    ]);
    expect(within(rewards).getByRole('button', { name: 'Redeem Smartphone' })).toBeDisabled();
    const rates = screen.getByRole('region', { name: 'Points per category' });
    expect(
      within(rates)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CategoryPoints per 1.00 bet',
      'Live casino0.70',
      'Sports1.00',
      'Fishing1.20',
      'Slots1.20',
      'Card games1.00',
      'Esports1.00',
    ]);
    expect(screen.getByRole('region', { name: 'Redeem history' })).toHaveTextContent(
      'No redemptions yet.',
    );
  });

  it('redeems with the payment password once, and shows the request in process', async () => {
    const { user, bff } = await openMall();
    await user.click(await screen.findByRole('button', { name: 'Redeem Brand mug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Brand mug' });
    expect(dialog).toHaveTextContent('20.00 points will be taken from your balance.');
    const password = within(dialog).getByLabelText('Payment password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(within(dialog).getByText('Enter your six-digit payment password.')).toBeInTheDocument();
    await user.type(password, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment password is wrong',
    );
    await user.clear(password);
    await user.type(password, fakePaymentPassword);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await screen.findByText('Your request for Brand mug is in process.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const accepted = bff
      .requestsTo('POST', redeemPath)
      .filter((r) => (r.body as { password: string }).password === fakePaymentPassword);
    expect(accepted).toHaveLength(1);
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('20.00');
    const history = screen.getByRole('region', { name: 'Redeem history' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Brand mug20.00In process');
  });

  it('converts whole points and refreshes the header balance', async () => {
    const { user, bff } = await openMall();
    const form = await screen.findByRole('form', { name: 'Convert points to cash' });
    expect(
      screen.getByText('1 point = 0.01 USD, at least 1 points at a time.'),
    ).toBeInTheDocument();
    const points = within(form).getByLabelText('Points to convert');
    await user.type(points, '41');
    await user.type(within(form).getByLabelText('Payment password'), fakePaymentPassword);
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(within(form).getByText('You have only 40.00 points.')).toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '7');
    expect(screen.getByText('You get 0.07 USD.')).toBeInTheDocument();
    const balanceReads = bff.requestsTo('GET', '/wps/v2/wallets/balance').length;
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(
      await screen.findByText('7.00 points converted: 0.07 USD added to your balance.'),
    ).toHaveAttribute('role', 'status');
    expect(bff.requestsTo('POST', convertPath)).toHaveLength(1);
    await waitFor(() =>
      expect(bff.requestsTo('GET', '/wps/v2/wallets/balance').length).toBeGreaterThan(balanceReads),
    );
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('33.00');
  });

  it('asks for the payment password first when it is not set', async () => {
    await openMall({ passwordSet: false });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Redeeming and converting need your payment password.',
    );
    expect(screen.getByRole('button', { name: 'Redeem Brand mug' })).toBeDisabled();
    expect(screen.queryByRole('form', { name: 'Convert points to cash' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in, in Khmer', async () => {
    const { user } = renderApp({
      bff: withPoints(new FakeBff()),
      path: '/pointMall',
      language: 'KM',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ផ្សារពិន្ទុ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'បើកពិន្ទុរបស់ខ្ញុំ' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('redeems in Chinese and lists the request in process', async () => {
    const { user } = await openMall({ language: 'CN' });
    await user.click(await screen.findByRole('button', { name: '兑换Lucky keyring CN' }));
    const dialog = await screen.findByRole('dialog', { name: '兑换Lucky keyring CN' });
    await user.type(within(dialog).getByLabelText('支付密码'), fakePaymentPassword);
    await user.click(within(dialog).getByRole('button', { name: '确认兑换' }));
    expect(await screen.findByText('您兑换Lucky keyring CN的申请正在处理中。')).toHaveAttribute(
      'role',
      'status',
    );
    const history = await screen.findByRole('region', { name: '兑换记录' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Lucky keyring CN1.00处理中');
  });
});
