import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  transferUplineInfoSchema,
  uplineTransferSchema,
  type TransferUplineInfo,
} from '@his/shared/schemas/transfer';
import { FakeBff, fail, ok } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const path = '/wps/agent/transferUpline';

/** A downline of demo_agent with 100.00, its payment password 123456; one transfer per key. */
const downlineBff = (info: Partial<TransferUplineInfo> = {}) => {
  const bff = new FakeBff();
  bff.member = { ...demoPlayer, toUpline: true };
  bff.balance = 100;
  const upline = { account: 'demo_agent', nickname: 'Demo Agent' };
  bff.on('GET', '/wps/agent/upline', () =>
    ok(
      transferUplineInfoSchema.parse({
        allowed: true,
        refusal: null,
        upline,
        availableBalance: '100.00',
        currency: 'USD',
        paymentPasswordSet: true,
        ...info,
      }),
    ),
  );
  const byKey = new Map<string, unknown>();
  bff.on('POST', path, (request) => {
    const key = request.headers.get('Idempotency-Key') ?? '';
    const body = request.body as { amount: string; password: string };
    if (body.password !== '123456') return fail('invalid.payment.pw', 400, { remaining: 4 });
    const earlier = byKey.get(key);
    if (earlier) return ok(earlier);
    bff.balance -= Number(body.amount);
    const transfer = uplineTransferSchema.parse({
      id: byKey.size + 1,
      amount: Number(body.amount).toFixed(2),
      upline,
      createdAt: 1_767_000_000_000,
      balance: bff.balance.toFixed(2),
    });
    byKey.set(key, transfer);
    return ok(transfer);
  });
  return bff;
};

const openPage = async (bff: FakeBff) => {
  const view = renderApp({ bff, path: '/?mc=transferUpline' });
  const center = await screen.findByRole('dialog');
  await within(center).findByRole('heading', { name: 'Transfer to upline' });
  return { ...view, center };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('transfer to upline page', () => {
  it('transfers once on a double click, shows the result and refreshes the header balance', async () => {
    const bff = downlineBff();
    const { center, user } = await openPage(bff);
    expect(center).toHaveTextContent('Your uplineDemo Agent (demo_agent)');
    expect(center).toHaveTextContent('Available balance100.00 USD');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('100.00'));
    const form = within(center).getByRole('form', { name: 'Transfer' });
    await user.type(within(form).getByLabelText('Amount (USD)'), '40.25');
    await user.type(within(form).getByLabelText('Payment password (6 digits)'), '123456');
    const release = bff.hold('POST', path);
    await user.dblClick(within(form).getByRole('button', { name: 'Transfer' }));
    expect(within(form).getByRole('button', { name: 'Transferring…' })).toBeDisabled();
    release();
    expect(await within(center).findByRole('status')).toHaveTextContent(
      '40.25 was transferred to Demo Agent. Your balance is now 59.75.',
    );
    const sent = bff.requestsTo('POST', path);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ amount: '40.25', password: '123456' });
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(center).toHaveTextContent('Available balance59.75 USD');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('59.75'));
  });

  it('checks the amount and password before sending, and shows a coded failure', async () => {
    const bff = downlineBff();
    const { center, user } = await openPage(bff);
    const form = within(center).getByRole('form', { name: 'Transfer' });
    await user.type(within(form).getByLabelText('Amount (USD)'), '100.01');
    await user.type(within(form).getByLabelText('Payment password (6 digits)'), '12');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(form).toHaveTextContent('The amount is more than your available balance.');
    expect(form).toHaveTextContent('Enter your six-digit payment password.');
    await user.clear(within(form).getByLabelText('Amount (USD)'));
    await user.type(within(form).getByLabelText('Amount (USD)'), '1.005');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(form).toHaveTextContent('Enter an amount above zero with at most two decimals.');
    expect(bff.requestsTo('POST', path)).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Amount (USD)'));
    await user.type(within(form).getByLabelText('Amount (USD)'), '5');
    await user.clear(within(form).getByLabelText('Payment password (6 digits)'));
    await user.type(within(form).getByLabelText('Payment password (6 digits)'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The payment password is wrong. 4 attempts left.',
    );
    expect(bff.balance).toBe(100);
  });

  it('tells a member without an upline why, with no form', async () => {
    const bff = downlineBff({ allowed: false, refusal: 'noUpline', upline: null });
    const { center } = await openPage(bff);
    expect(center).toHaveTextContent(
      'Transfer to upline is only for members who joined under an agent. Your account has no upline.',
    );
    expect(within(center).queryByRole('form')).toBeNull();
  });

  it('sends a member without a payment password to My account', async () => {
    const bff = downlineBff({ paymentPasswordSet: false });
    const { center, user, router } = await openPage(bff);
    await user.click(within(center).getByRole('button', { name: 'Set it in My account' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mc=securityCenter'));
  });
});
