import { createHash } from 'node:crypto';
import type { Language } from '@his/shared/constants';
import type { DepositStatus } from '@his/shared/schemas/deposit';
import { sandboxTexts } from './sandbox-texts.ts';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const style = `body{font:16px/1.5 'Noto Sans Khmer Variable','Noto Sans SC Variable',system-ui,sans-serif;margin:0;background:#eef1f5;color:#1c2430}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}p.note{color:#5b6675;margin:0 0 16px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}dt{color:#5b6675}dd{margin:0;font-weight:600}
form{display:flex;gap:12px}button{flex:1;font:inherit;padding:12px;border-radius:8px;border:0;cursor:pointer}
button[value=pay]{background:#1d7a46;color:#fff}button[value=cancel]{background:#dde2e8;color:#1c2430}
.status{padding:12px;border-radius:8px;background:#f4f6f9;font-weight:600}`;

/**
 * No script at all; one inline stylesheet allowed by its hash and the Khmer and Chinese faces of
 * this origin (`/play/fonts/`, for devices without them); the form may post only to this
 * origin, and no other site may frame the page (a framed Pay button could be clickjacked).
 */
export const sandboxPolicy = [
  "default-src 'none'",
  `style-src 'self' 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  "font-src 'self'",
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

/** The faces a language needs where the device may lack its script. */
const fonts: Record<Language, string> = {
  EN: '',
  KM: '<link rel="stylesheet" href="/play/fonts/noto-sans-khmer.css">',
  CN: '<link rel="stylesheet" href="/play/fonts/noto-sans-sc.css">',
};

const page = (language: Language, title: string, body: string): string =>
  `<!doctype html><html lang="${sandboxTexts[language].tag}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
${fonts[language]}<style>${style}</style></head><body><main>${body}</main></body></html>`;

/**
 * The provider's page of an order in the site's language: its details, and Pay / Cancel while
 * it is pending. The form posts to the page's own address, so the language stays after it.
 */
export const sandboxOrderPage = (order: SandboxOrder, language: Language): string => {
  const t = sandboxTexts[language];
  const details = `<h1>${escapeHtml(t.heading)}</h1>
<p class="note">${escapeHtml(t.note)}</p>
<dl><dt>${escapeHtml(t.merchant)}</dt><dd data-testid="merchant">${escapeHtml(order.merchantName)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd data-testid="amount">${escapeHtml(order.amount)} ${escapeHtml(order.currency)}</dd>
<dt>${escapeHtml(t.reference)}</dt><dd data-testid="reference">${escapeHtml(order.reference)}</dd>
<dt>${escapeHtml(t.channel)}</dt><dd>${escapeHtml(order.channelName)}</dd></dl>
<p class="status" data-testid="status" data-status="${order.status}">${escapeHtml(t.status[order.status])}</p>`;
  const form =
    order.status === 'pending'
      ? `<form method="post"><input type="hidden" name="token" value="${escapeHtml(order.payToken)}">
<button type="submit" name="action" value="pay">${escapeHtml(t.pay)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button></form>`
      : '';
  return page(language, t.title.replace('{reference}', order.reference), details + form);
};

/** What an unknown reference or a forged form gets: no detail of any order. */
export const sandboxRefusalPage = (
  reason: 'notFound' | 'formInvalid',
  language: Language,
): string => {
  const t = sandboxTexts[language];
  return page(
    language,
    t.refusalTitle,
    `<h1>${escapeHtml(t.heading)}</h1><p class="status">${escapeHtml(t[reason])}</p>`,
  );
};
