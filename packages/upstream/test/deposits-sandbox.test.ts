import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DepositOrder } from '@his/shared/schemas/deposit';
import { balanceOf, createdDeposit, depositReport } from './helpers/deposits.ts';
import { fingerprint } from './helpers/db.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { loginToken, resetData, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;
let token: string;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());
beforeEach(async () => {
  await resetData(up.app);
  token = await loginToken(up.app, 'demo_player', 'Demo1234');
});

const pathOf = (order: DepositOrder) => new URL(order.payUrl).pathname;
const open = (order: DepositOrder) => up.app.inject({ method: 'GET', url: pathOf(order) });
const tokenIn = (html: string) => /name="token" value="([0-9a-f]{32})"/.exec(html)?.[1];
const submit = (order: DepositOrder, form: Record<string, string>, headers = {}) =>
  up.app.inject({
    method: 'POST',
    url: pathOf(order),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
const statusShown = (html: string) => /data-status="([a-z]+)"/.exec(html)?.[1];

describe('the sandbox payment page', () => {
  it('shows the merchant, amount and reference with Pay and Cancel, under a strict policy', async () => {
    const order = await createdDeposit(up.app, token, { channelId: 'QR_KHQR', amount: '75' });
    const page = await open(order);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('HIS Demo');
    expect(page.body).toContain('75.00 USD');
    expect(page.body).toContain(order.reference);
    expect(page.body).toMatch(/<button[^>]*value="pay">Pay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="cancel">Cancel<\/button>/);
    expect(page.body).not.toMatch(/<script|https?:\/\//);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('Pay approves the order and credits the wallet once; a second Pay does nothing', async () => {
    const order = await createdDeposit(up.app, token, { channelId: 'QR_KHQR', amount: '75' });
    const form = { token: tokenIn((await open(order)).body) ?? '', action: 'pay' };
    const paid = await submit(order, form);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(pathOf(order));
    expect(await submit(order, form)).toMatchObject({ statusCode: 303 });
    expect(await balanceOf(up.app, token)).toBe(10_075);
    const after = await open(order);
    expect(statusShown(after.body)).toBe('approved');
    expect(after.body).not.toContain('<form');
    expect((await depositReport(up.app, token)).list[0]?.status).toBe('approved');
  });

  it('Cancel rejects the order; Pay afterwards changes nothing', async () => {
    const order = await createdDeposit(up.app, token);
    const payToken = tokenIn((await open(order)).body) ?? '';
    await submit(order, { token: payToken, action: 'cancel' });
    await submit(order, { token: payToken, action: 'pay' });
    expect(statusShown((await open(order)).body)).toBe('rejected');
    expect((await depositReport(up.app, token)).list[0]).toMatchObject({
      status: 'rejected',
      reason: 'cancelled at the payment provider',
    });
    expect(await balanceOf(up.app, token)).toBe(10_000);
  });

  it('shows an expired order as expired and does not take its payment', async () => {
    const order = await createdDeposit(up.app, token);
    const payToken = tokenIn((await open(order)).body) ?? '';
    up.clock.advance(31 * 60_000);
    expect(statusShown((await open(order)).body)).toBe('expired');
    expect((await submit(order, { token: payToken, action: 'pay' })).statusCode).toBe(303);
    expect(await balanceOf(up.app, token)).toBe(10_000);
    expect((await depositReport(up.app, token)).list[0]?.status).toBe('expired');
  });

  it('refuses a forged form (no token, another order’s, malformed) and an unknown reference, changing nothing', async () => {
    const order = await createdDeposit(up.app, token);
    const other = await createdDeposit(up.app, token);
    const otherToken = tokenIn((await open(other)).body) ?? '';
    const before = await fingerprint(up.db);
    const forms: Record<string, string>[] = [
      { action: 'pay' },
      { token: otherToken, action: 'pay' },
      { token: 'x'.repeat(32), action: 'pay' },
      { token: otherToken, action: 'pay', extra: '1' },
    ];
    for (const form of forms) {
      const response = await submit(order, form, { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(order.reference);
    }
    for (const url of ['/sandbox/pay/DP222222222222', '/sandbox/pay/..%2F..', '/sandbox/pay/x']) {
      expect((await up.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(await fingerprint(up.db)).toBe(before);
  });
});
