import { createHash } from 'node:crypto';
import type { DepositStatus } from '@his/shared/schemas/deposit';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#eef1f5;color:#1c2430}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}p.note{color:#5b6675;margin:0 0 16px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}dt{color:#5b6675}dd{margin:0;font-weight:600}
form{display:flex;gap:12px}button{flex:1;font:inherit;padding:12px;border-radius:8px;border:0;cursor:pointer}
button[value=pay]{background:#1d7a46;color:#fff}button[value=cancel]{background:#dde2e8;color:#1c2430}
.status{padding:12px;border-radius:8px;background:#f4f6f9;font-weight:600}`;

/**
 * No script at all and one inline stylesheet allowed by its hash; the form may post only to this
 * origin, and no other site may frame the page (a framed Pay button could be clickjacked).
 */
export const sandboxPolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface SandboxOrder {
  merchantName: string;
  currency: string;
  amount: string;
  reference: string;
  channelName: string;
  status: DepositStatus;
  /** The form's anti-forgery token; only pending orders get a form. */
  payToken: string;
}

const statusText: Record<DepositStatus, string> = {
  pending: 'Waiting for payment',
  approved: 'Paid. The amount has been credited to your account.',
  rejected: 'Cancelled. Nothing was charged.',
  expired: 'Expired. This order can no longer be paid.',
};

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
<style>${style}</style></head><body><main>${body}</main></body></html>`;

/** The provider's page of an order: its details, and Pay / Cancel while it is pending. */
export const sandboxOrderPage = (order: SandboxOrder): string => {
  const details = `<h1>Sandbox payment</h1>
<p class="note">A test payment provider: no real money moves.</p>
<dl><dt>Merchant</dt><dd data-testid="merchant">${escapeHtml(order.merchantName)}</dd>
<dt>Amount</dt><dd data-testid="amount">${escapeHtml(order.amount)} ${escapeHtml(order.currency)}</dd>
<dt>Reference</dt><dd data-testid="reference">${escapeHtml(order.reference)}</dd>
<dt>Method</dt><dd>${escapeHtml(order.channelName)}</dd></dl>
<p class="status" data-testid="status" data-status="${order.status}">${statusText[order.status]}</p>`;
  const form =
    order.status === 'pending'
      ? `<form method="post"><input type="hidden" name="token" value="${escapeHtml(order.payToken)}">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="cancel">Cancel</button></form>`
      : '';
  return page(`Pay ${order.reference}`, details + form);
};

/** What an unknown reference or a forged form gets: no detail of any order. */
export const sandboxRefusalPage = (message: string): string =>
  page('Payment', `<h1>Sandbox payment</h1><p class="status">${escapeHtml(message)}</p>`);
