import { describe, expect, it } from 'vitest';
import { depositSettingsSchema } from '@his/shared/schemas/deposit';
import {
  balanceOf,
  createDeposit,
  createdDeposit,
  depositReport,
  newKey,
  qaApprove,
} from './helpers/deposits.ts';
import { envelope, get, loginToken, qa, resetData, send } from './helpers/upstream.ts';
import { fileUpstream, resetBeforeEach } from './helpers/money.ts';

const up = fileUpstream();
let token: string;

resetBeforeEach(up, async () => {
  token = await loginToken(up.app, 'demo_player', 'Demo1234');
});

const credits = async () =>
  (
    await up.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'deposit'`,
    )
  )[0]?.n ?? 0;

describe('deposit settings', () => {
  it('lists the channels with their limits and the bank transfer account', async () => {
    const response = await get(up.app, '/wps/relay/MCSFE_getDepositSettings', {
      Authorization: token,
    });
    const value = depositSettingsSchema.parse(envelope(response).value);
    expect(value.allowDeposit).toBe('Y');
    expect(value.orderMinutes).toBe(30);
    expect(value.channels.map((c) => [c.id, c.kind, c.minAmount, c.maxAmount])).toEqual([
      ['BANK_ABA', 'bank', '10.00', '10000.00'],
      ['EWALLET_WING', 'ewallet', '5.00', '2000.00'],
      ['QR_KHQR', 'qr', '1.00', '5000.00'],
    ]);
    expect(value.channels[0]?.bankAccount).toMatchObject({ bankName: 'ABA Bank' });
    expect(value.channels[1]?.bankAccount).toBeNull();
  });

  it('refuses trial accounts every deposit call', async () => {
    const trial = envelope(
      await send(up.app, 'POST', '/wps/session/login/freeplay', { os: 'linux', platform: 'W' }),
    ).value as { token: string };
    const auth = { Authorization: trial.token };
    for (const response of [
      await get(up.app, '/wps/relay/MCSFE_getDepositSettings', auth),
      await get(up.app, '/wps/relay/MCS2_depositTransactioNReport', auth),
      await createDeposit(up.app, trial.token, { channelId: 'QR_KHQR', amount: '10' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).errorCode).toBe('account.trial');
    }
  });
});

describe('deposits without an open channel', () => {
  it('are not allowed, and a repeat of an earlier order still answers it', async () => {
    const key = newKey();
    const earlier = await createdDeposit(up.app, token, undefined, key);
    await up.db.query('UPDATE deposit_channels SET enabled = false');
    const settings = await get(up.app, '/wps/relay/MCSFE_getDepositSettings', {
      Authorization: token,
    });
    expect(envelope(settings).value).toMatchObject({ allowDeposit: 'N', channels: [] });
    const refused = await createDeposit(up.app, token, { channelId: 'QR_KHQR', amount: '10' });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).errorCode).toBe('deposit.not.allowed');
    expect(await createdDeposit(up.app, token, undefined, key)).toEqual(earlier);
  });
});

describe('a deposit order', () => {
  it('is created pending with a reference, an expiry and the provider page', async () => {
    const order = await createdDeposit(up.app, token, { channelId: 'BANK_ABA', amount: '150.5' });
    expect(order).toMatchObject({
      channelId: 'BANK_ABA',
      channelKind: 'bank',
      amount: '150.50',
      status: 'pending',
      decidedAt: null,
      reason: null,
    });
    expect(order.reference).toMatch(/^DP[0-9A-Z]{12}$/);
    expect(order.expiresAt - order.createdAt).toBe(30 * 60_000);
    expect(order.payUrl).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/sandbox/pay/${order.reference}$`),
    );
  });

  it('credits the wallet once when approved, however often it is approved', async () => {
    const order = await createdDeposit(up.app, token, { channelId: 'QR_KHQR', amount: '250.25' });
    expect(await balanceOf(up.app, token)).toBe(10_000);
    const first = await qaApprove(up.app, order.reference);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ changed: true, order: { status: 'approved' } });
    const again = await qaApprove(up.app, order.reference);
    expect(again.json()).toMatchObject({ changed: false, order: { status: 'approved' } });
    expect(await balanceOf(up.app, token)).toBe(10_250.25);
    expect(await credits()).toBe(1);
    const rejected = await qa(up.app, '/qa/deposits/reject', {
      reference: order.reference,
      reason: 'too late',
    });
    expect(rejected.statusCode).toBe(409);
    expect(envelope(rejected).errorCode).toBe('deposit.order.closed');
    const report = await depositReport(up.app, token);
    expect(report.list[0]).toMatchObject({ id: order.id, status: 'approved' });
    expect(report.list[0]?.decidedAt).toBe(up.clock.now().getTime());
  });

  it('is never credited once rejected or expired', async () => {
    const rejected = await createdDeposit(up.app, token);
    const reject = await qa(up.app, '/qa/deposits/reject', {
      reference: rejected.reference,
      reason: 'payment not received',
    });
    expect(reject.json()).toMatchObject({
      changed: true,
      order: { status: 'rejected', reason: 'payment not received' },
    });
    const expired = await createdDeposit(up.app, token);
    expect(
      (await qa(up.app, '/qa/deposits/expire', { reference: expired.reference })).json(),
    ).toMatchObject({ changed: true, order: { status: 'expired' } });
    for (const reference of [rejected.reference, expired.reference]) {
      const approve = await qaApprove(up.app, reference);
      expect(approve.statusCode).toBe(409);
      expect(envelope(approve).errorCode).toBe('deposit.order.closed');
    }
    expect(await balanceOf(up.app, token)).toBe(10_000);
    expect(await credits()).toBe(0);
  });

  it('expires on the clock, and can then no longer be approved', async () => {
    const order = await createdDeposit(up.app, token);
    up.clock.advance(30 * 60_000 - 1);
    expect((await depositReport(up.app, token)).list[0]?.status).toBe('pending');
    up.clock.advance(1);
    const approve = await qaApprove(up.app, order.reference);
    expect(envelope(approve).errorCode).toBe('deposit.order.closed');
    const [shown] = (await depositReport(up.app, token)).list;
    expect(shown).toMatchObject({ status: 'expired', decidedAt: order.expiresAt });
    expect(await balanceOf(up.app, token)).toBe(10_000);
  });
});

describe('idempotency of the order', () => {
  it('answers a repeated key with the same order and makes no other', async () => {
    const key = newKey();
    const body = { channelId: 'EWALLET_WING', amount: '40' };
    const first = await createdDeposit(up.app, token, body, key);
    const again = await createdDeposit(up.app, token, { ...body, amount: '40.00' }, key);
    expect(again).toEqual(first);
    const together = await Promise.all(
      [1, 2, 3].map(() => createdDeposit(up.app, token, body, key)),
    );
    expect(together.map((order) => order.id)).toEqual([first.id, first.id, first.id]);
    expect((await depositReport(up.app, token)).totalCount).toBe(1);
  });

  it('refuses the same key with another body, and a missing or malformed key', async () => {
    const key = newKey();
    await createdDeposit(up.app, token, { channelId: 'QR_KHQR', amount: '40' }, key);
    for (const body of [
      { channelId: 'QR_KHQR', amount: '41' },
      { channelId: 'EWALLET_WING', amount: '40' },
    ]) {
      const response = await createDeposit(up.app, token, body, key);
      expect(response.statusCode).toBe(409);
      expect(envelope(response).errorCode).toBe('idempotency.key.reused');
    }
    const noKey = await send(
      up.app,
      'POST',
      '/wps/relay/MCS2_depositPaymentGateway',
      { channelId: 'QR_KHQR', amount: '40' },
      { Authorization: token },
    );
    expect(envelope(noKey)).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: ['idempotency-key'] },
    });
    const shortKey = await createDeposit(up.app, token, { channelId: 'QR_KHQR', amount: '4' }, 'x');
    expect(envelope(shortKey).errorCode).toBe('request_param_err');
    expect((await depositReport(up.app, token)).totalCount).toBe(1);
  });

  it('keeps keys per member: another member may use the same key', async () => {
    const key = newKey();
    const mine = await createdDeposit(up.app, token, undefined, key);
    const agent = await loginToken(up.app, 'demo_agent', 'Demo1234');
    const theirs = await createdDeposit(up.app, agent, undefined, key);
    expect(theirs.id).not.toBe(mine.id);
  });
});

describe('the report', () => {
  it('pages the member’s own orders, newest first, filters by status and finds one by id', async () => {
    const orders = [];
    for (let n = 1; n <= 5; n += 1) {
      orders.push(await createdDeposit(up.app, token, { channelId: 'QR_KHQR', amount: `${n}` }));
    }
    await qaApprove(up.app, orders[1]?.reference ?? '');
    const page = await depositReport(up.app, token, '?pageNo=2&pageSize=2');
    expect(page).toMatchObject({ pageNo: 2, pageSize: 2, totalCount: 5, totalPages: 3 });
    expect(page.list.map((o) => o.amount)).toEqual(['3.00', '2.00']);
    const approved = await depositReport(up.app, token, '?status=approved');
    expect(approved.list.map((o) => o.id)).toEqual([orders[1]?.id]);
    const one = await depositReport(up.app, token, `?orderId=${orders[0]?.id}`);
    expect(one.list).toHaveLength(1);
    expect(one.list[0]?.amount).toBe('1.00');

    const agent = await loginToken(up.app, 'demo_agent', 'Demo1234');
    expect((await depositReport(up.app, agent)).totalCount).toBe(0);
    const foreign = await get(
      up.app,
      `/wps/relay/MCS2_depositTransactioNReport?orderId=${orders[0]?.id}`,
      { Authorization: agent },
    );
    expect(foreign.statusCode).toBe(404);
    expect(envelope(foreign).errorCode).toBe('deposit.order.not.found');
  });
});

describe('QA controls', () => {
  it('lists a member’s orders with the balance', async () => {
    const order = await createdDeposit(up.app, token);
    await qaApprove(up.app, order.reference);
    const response = await up.app.inject({
      method: 'GET',
      url: '/qa/deposits?account=demo_player',
    });
    expect(response.json()).toMatchObject({
      account: 'demo_player',
      balance: '10100.00',
      orders: [{ reference: order.reference, status: 'approved', amount: '100.00' }],
    });
    const unknown = await qaApprove(up.app, 'DP222222222222');
    expect(envelope(unknown).errorCode).toBe('deposit.order.not.found');
  });
});

describe('the QA control of the channels', () => {
  const settings = async () =>
    depositSettingsSchema.parse(
      envelope(await get(up.app, '/wps/relay/MCSFE_getDepositSettings', { Authorization: token }))
        .value,
    );

  it('closes the merchant’s deposits and opens them again; a reset opens them too', async () => {
    const closed = await qa(up.app, '/qa/deposits/channels', { open: false });
    expect(closed.json()).toEqual({
      open: false,
      channels: ['BANK_ABA', 'EWALLET_WING', 'QR_KHQR'],
    });
    expect(await settings()).toMatchObject({ allowDeposit: 'N', channels: [] });
    const refused = await createDeposit(up.app, token, { channelId: 'QR_KHQR', amount: '10' });
    expect(envelope(refused).success).toBe(false);

    await qa(up.app, '/qa/deposits/channels', { open: true });
    expect((await settings()).allowDeposit).toBe('Y');

    await qa(up.app, '/qa/deposits/channels', { open: false });
    await resetData(up.app);
    token = await loginToken(up.app, 'demo_player', 'Demo1234');
    expect((await settings()).channels).toHaveLength(3);
  });

  it('refuses a body other than { open: boolean }', async () => {
    for (const body of [{}, { open: 'false' }, { open: false, merchant: 'x' }]) {
      const response = await qa(up.app, '/qa/deposits/channels', body);
      expect(response.statusCode).toBe(400);
    }
    expect((await settings()).allowDeposit).toBe('Y');
  });
});
