import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const withCard = () => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  bff.wallet.password = '123456';
  bff.wallet.cards.push({
    id: 1,
    bankCode: 'ABA',
    bankName: 'ABA Bank',
    accountName: 'Demo Player',
    accountNumberMasked: '****4567',
    createdAt: bff.wallet.now,
  });
  return bff;
};

const openWithdraw = async (bff: FakeBff) => {
  const view = renderApp({ bff, path: '/?mc=withdraw' });
  const center = await screen.findByRole('dialog');
  await within(center).findByRole('heading', { name: 'My withdrawals' });
  return { ...view, center };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('withdraw page', () => {
  it('shows the limits, today’s use and the balances', async () => {
    const { center } = await openWithdraw(withCard());
    const limits = within(center).getByRole('region', { name: 'Limits' });
    expect(limits).toHaveTextContent('Per withdrawal10.00 – 5,000.00 USD');
    expect(limits).toHaveTextContent("Today's withdrawals0 of 5Today's amount");
    expect(limits).toHaveTextContent('Available balance1,000.00 USD');
    expect(limits).toHaveTextContent('Balance after pending withdrawals1,000.00 USD');
  });

  it('asks for a payment password, then a card, in my account', async () => {
    const bff = new FakeBff();
    bff.member = demoPlayer;
    const { center, user, router } = await openWithdraw(bff);
    expect(center).toHaveTextContent('You have no payment password yet.');
    await user.click(within(center).getByRole('button', { name: 'Set it in My account' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mc=securityCenter'));
  });

  it('withdraws once on a double click, busy while sending, and lists it with its timeline', async () => {
    const bff = withCard();
    const { center, user } = await openWithdraw(bff);
    const form = within(center).getByRole('form', { name: 'Withdraw' });
    await user.type(within(form).getByLabelText('Amount'), '100.5');
    await user.type(within(form).getByLabelText('Payment password (6 digits)'), '123456');
    const release = bff.hold('POST', '/wps/transaction/withdraw');
    await user.dblClick(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(within(form).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Withdrawal of 100.50 requested.',
    );
    const sent = bff.requestsTo('POST', '/wps/transaction/withdraw');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ amount: '100.5', bankCardId: 1, password: '123456' });
    expect(bff.wallet.availableCents).toBe(100_000 - 10_050);
    const timeline = await within(center).findByRole('list', { name: 'Timeline of withdrawal 1' });
    expect(timeline).toHaveTextContent('Pending');
    expect(within(center).getByRole('region', { name: 'Limits' })).toHaveTextContent(
      'Pending withdrawals100.50 USD',
    );
  });

  it('reuses the attempt’s key after a lost answer, and a new attempt gets a new key', async () => {
    const bff = withCard();
    const { center, user } = await openWithdraw(bff);
    const form = within(center).getByRole('form', { name: 'Withdraw' });
    await user.type(within(form).getByLabelText('Amount'), '20');
    await user.type(within(form).getByLabelText('Payment password (6 digits)'), '123456');
    bff.on('POST', '/wps/transaction/withdraw', () => ({ status: 502, body: 'bad gateway' }));
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await within(form).findByRole('alert');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await within(form).findByRole('alert');
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '30');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await within(form).findByRole('alert');
    const keys = bff
      .requestsTo('POST', '/wps/transaction/withdraw')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('pages the withdrawals, keeps the page after an answer and shows the first after a withdrawal', async () => {
    const bff = withCard();
    const card = { id: 1, bankName: 'ABA Bank', accountNumberMasked: '****4567' };
    for (let id = 1; id <= 12; id += 1) {
      bff.wallet.withdrawals.push({
        id,
        amount: `${10 + id}.00`,
        bankCard: card,
        status: 'pending',
        createdAt: bff.wallet.now,
        deadline: null,
        timeline: [{ status: 'pending', at: bff.wallet.now }],
      });
    }
    const second = bff.wallet.withdrawals[1];
    if (!second) throw new Error('no withdrawal 2');
    bff.wallet.step(second, 'released');
    const { center, user } = await openWithdraw(bff);
    const shown = () =>
      [...center.querySelectorAll('[data-withdrawal]')].map((item) =>
        Number(item.getAttribute('data-withdrawal')),
      );
    // The pager is the list's: a new one comes with each page's answer.
    const pager = () => within(center).getByRole('navigation', { name: 'Pages' });
    expect(pager()).toHaveTextContent('Page 1 of 2');
    expect(shown()).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(
      bff.requestsTo('GET', '/wps/relay/MCS2_WithdrawTransactionReport')[0]?.query.get('page'),
    ).toBe('1');

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager()).toHaveTextContent('Page 2 of 2'));
    expect(shown()).toEqual([2, 1]);
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(center).getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    await user.click(within(dialog).getByRole('button', { name: 'Received' }));
    await within(dialog).findByRole('status');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await within(center).findByRole('list', { name: 'Timeline of withdrawal 2' });
    await waitFor(() =>
      expect(
        within(center).getByRole('list', { name: 'Timeline of withdrawal 2' }),
      ).toHaveTextContent('Received'),
    );
    expect(pager()).toHaveTextContent('Page 2 of 2');
    expect(shown()).toEqual([2, 1]);

    const form = within(center).getByRole('form', { name: 'Withdraw' });
    await user.type(within(form).getByLabelText('Amount'), '40');
    await user.type(within(form).getByLabelText('Payment password (6 digits)'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await within(center).findByRole('list', { name: 'Timeline of withdrawal 13' });
    expect(pager()).toHaveTextContent('Page 1 of 2');
    expect(shown()).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('says a locked payment password with its unlock time', async () => {
    const bff = withCard();
    bff.wallet.failures = 4;
    const { center, user } = await openWithdraw(bff);
    const form = within(center).getByRole('form', { name: 'Withdraw' });
    await user.type(within(form).getByLabelText('Amount'), '20');
    await user.type(within(form).getByLabelText('Payment password (6 digits)'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^Too many wrong payment passwords\. Please try again later\. Locked until .*6:15:00/,
    );
  });
});
