import { describe, expect, it } from 'vitest';
import type { Language } from '@his/shared/constants';
import type { DepositOrder } from '@his/shared/schemas/deposit';
import { balanceOf, createdDeposit, depositReport, newKey } from './helpers/deposits.ts';
import { fingerprint } from './helpers/db.ts';
import { depositOrderSchema } from '@his/shared/schemas/deposit';
import { sandboxTexts } from '../src/deposits/sandbox-texts.ts';
import { envelope, loginToken, send } from './helpers/upstream.ts';
import { fileUpstream, resetBeforeEach } from './helpers/money.ts';

const up = fileUpstream();
let token: string;

resetBeforeEach(up, async () => {
  token = await loginToken(up.app, 'demo_player', 'Demo1234');
});

const pathOf = (order: DepositOrder) => new URL(order.payUrl).pathname;
const open = (order: DepositOrder) => up.app.inject({ method: 'GET', url: pathOf(order) });
const addressOf = (order: DepositOrder) => {
  const url = new URL(order.payUrl);
  return url.pathname + url.search;
};
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
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("font-src 'self'");
    expect(page.body).toContain('<html lang="en">');
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

/** An order made from the site in `language` (the bff sends the site's `Language` header). */
const orderIn = async (language: Language): Promise<DepositOrder> => {
  const response = await send(
    up.app,
    'POST',
    '/wps/relay/MCS2_depositPaymentGateway',
    { channelId: 'QR_KHQR', amount: '75' },
    { Authorization: token, 'Idempotency-Key': newKey(), Language: language },
  );
  return depositOrderSchema.parse(envelope(response).value);
};
const escaped = '&lt;b&gt;Q&amp;R &quot;KH&quot; &#39;1&#39;&lt;/b&gt;';

describe('the sandbox payment page in the site’s language', () => {
  const cases: [Language, string, RegExp | null][] = [
    ['EN', 'en', null],
    ['KM', 'km', /noto-sans-khmer\.css/],
    ['CN', 'zh-Hans', /noto-sans-sc\.css/],
  ];
  it.each(cases)(
    '%s: the URL carries it; texts, outcome and the page after Pay are in it, escaped',
    async (language, tag, face) => {
      const t = sandboxTexts[language];
      await up.db.query(`UPDATE deposit_channels SET name = $1 WHERE code = 'QR_KHQR'`, [
        `<b>Q&R "KH" '1'</b>`,
      ]);
      const order = await orderIn(language);
      expect(new URL(order.payUrl).searchParams.get('lang')).toBe(language);
      const page = await up.app.inject({ method: 'GET', url: addressOf(order) });
      expect(page.body).toContain(`<html lang="${tag}">`);
      for (const text of [t.heading, t.note, t.merchant, t.amount, t.reference, t.channel]) {
        expect(page.body).toContain(text);
      }
      expect(page.body).toContain(
        `<title>${t.title.replace('{reference}', order.reference)}</title>`,
      );
      expect(page.body).toContain(t.status.pending);
      expect(page.body).toContain(`value="pay">${t.pay}</button>`);
      expect(page.body).toContain(`value="cancel">${t.cancel}</button>`);
      expect(page.body).toContain(escaped);
      expect(page.body).not.toContain('<b>Q&R');
      if (face) expect(page.body).toMatch(face);
      else expect(page.body).not.toContain('/play/fonts/');

      const form = { token: tokenIn(page.body) ?? '', action: 'pay' };
      const paid = await up.app.inject({
        method: 'POST',
        url: addressOf(order),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`${pathOf(order)}?lang=${language}`);
      const after = await up.app.inject({ method: 'GET', url: String(paid.headers.location) });
      expect(after.body).toContain(t.status.approved);
      expect(statusShown(after.body)).toBe('approved');
      expect(await balanceOf(up.app, token)).toBe(10_075);
    },
  );

  it('without ?lang= follows Accept-Language (by weight), else English; a bad lang falls back too', async () => {
    const order = await createdDeposit(up.app, token);
    const shown = async (query: string, acceptLanguage?: string) => {
      const response = await up.app.inject({
        method: 'GET',
        url: `${pathOf(order)}${query}`,
        headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
      });
      return /<html lang="([^"]+)">/.exec(response.body)?.[1];
    };
    expect(await shown('', 'km-KH,km;q=0.9,en;q=0.8')).toBe('km');
    expect(await shown('', 'fr-FR, zh-TW;q=0.5, en;q=0.4')).toBe('zh-Hans');
    expect(await shown('', 'en;q=0.2, km;q=0.7')).toBe('km');
    expect(await shown('', 'km;q=0, fr')).toBe('en');
    expect(await shown('')).toBe('en');
    expect(await shown('?lang=cn', 'km')).toBe('zh-Hans');
    expect(await shown('?lang=xx', 'km')).toBe('km');
    expect(await shown('?lang=%3Cscript%3E')).toBe('en');
  });

  it('refusals are in the page’s language too and name no order', async () => {
    for (const [language, tag] of [
      ['KM', 'km'],
      ['CN', 'zh-Hans'],
    ] as const) {
      const unknown = await up.app.inject({
        method: 'GET',
        url: `/sandbox/pay/DP222222222222?lang=${language}`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain(`<html lang="${tag}">`);
      expect(unknown.body).toContain(sandboxTexts[language].notFound);
      const order = await createdDeposit(up.app, token);
      const forged = await up.app.inject({
        method: 'POST',
        url: `${pathOf(order)}?lang=${language}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.body).toContain(sandboxTexts[language].formInvalid);
      expect(forged.body).not.toContain(order.reference);
    }
  });
});
