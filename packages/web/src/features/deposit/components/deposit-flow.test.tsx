import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const member = () => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  return bff;
};

const openDeposit = async (bff = member()) => {
  const view = renderApp({ bff, path: '/?mc=depositv2' });
  const center = await screen.findByRole('dialog', { name: 'Member center' });
  await within(center).findByRole('heading', { name: 'Deposit' });
  return { ...view, bff, center: within(center) };
};

const creates = (bff: FakeBff) => bff.requestsTo('POST', '/wps/relay/MCS2_depositPaymentGateway');

describe('deposit page', () => {
  it('shows the channels with their limits and checks the amount before sending', async () => {
    const { bff, center, user } = await openDeposit();
    expect(center.getByRole('radio', { name: /Bank transfer.*Min 10\.00 · max 50,000\.00/ }));
    await user.click(center.getByRole('radio', { name: /E-wallet/ }));
    const amount = center.getByRole('textbox', { name: 'Amount (USD)' });
    await user.type(amount, '4.99');
    await user.click(center.getByRole('button', { name: 'Create deposit order' }));
    expect(center.getByText('The minimum for this channel is 5.00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10.505');
    await user.click(center.getByRole('button', { name: 'Create deposit order' }));
    expect(
      center.getByText('Enter an amount above zero with at most two decimals.'),
    ).toBeInTheDocument();
    expect(creates(bff)).toHaveLength(0);
  });

  it('makes one order of a double click, shows where to pay, and credits once when approved', async () => {
    const { bff, center, user } = await openDeposit();
    await user.click(center.getByRole('radio', { name: /Bank transfer/ }));
    await user.type(center.getByRole('textbox', { name: 'Amount (USD)' }), '100.5');
    await user.dblClick(center.getByRole('button', { name: 'Create deposit order' }));

    expect(await center.findByTestId('deposit-reference')).toHaveTextContent('D202611270041');
    expect(creates(bff)).toHaveLength(1);
    const [create] = creates(bff);
    expect(create?.body).toEqual({ channelId: 'BANK_TRANSFER', amount: '100.5' });
    expect(create?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}-1$/);
    expect(center.getByText('000 123 456')).toBeInTheDocument();
    const pay = center.getByRole('link', { name: 'Pay at the provider' });
    expect(pay).toHaveAttribute('href', 'http://127.0.0.1:8090/sandbox/pay/D202611270041');
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay.getAttribute('rel')).toContain('noopener');
    expect(center.getByText(/^Pay within \d\d:\d\d$/)).toBeInTheDocument();

    const balanceReads = () => bff.requestsTo('GET', '/wps/v2/wallets/balance').length;
    const before = balanceReads();
    bff.deposits.decide('approved');
    await user.click(center.getByRole('button', { name: 'Check status' }));
    expect(await center.findByText('Paid: 100.50 was added to your balance.')).toBeInTheDocument();
    await waitFor(() => expect(balanceReads()).toBe(before + 1));
    const recent = center.getByRole('list', { name: 'Recent orders' });
    expect(within(recent).getByText('Approved')).toBeInTheDocument();
  });

  it('says a rejected order added nothing, and starts another deposit', async () => {
    const { bff, center, user } = await openDeposit();
    await user.click(center.getByRole('radio', { name: /E-wallet/ }));
    await user.type(center.getByRole('textbox', { name: 'Amount (USD)' }), '20');
    await user.click(center.getByRole('button', { name: 'Create deposit order' }));
    await center.findByTestId('deposit-reference');
    bff.deposits.decide('rejected');
    await user.click(center.getByRole('button', { name: 'Check status' }));
    expect(
      await center.findByText('This order was rejected. Nothing was added to your balance.'),
    ).toBeInTheDocument();
    await user.click(center.getByRole('button', { name: 'New deposit' }));
    expect(center.getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('');
  });

  it('says when deposits are closed', async () => {
    const bff = member();
    bff.deposits.settings = { ...bff.deposits.settings, allowDeposit: 'N', channels: [] };
    const { center } = await openDeposit(bff);
    expect(
      center.getByText('Deposits are not available right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(center.getByText('No deposit orders yet.')).toBeInTheDocument();
  });
});
