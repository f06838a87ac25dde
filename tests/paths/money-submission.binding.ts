import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { headerLogin } from '../support/pages.ts';
import { memberCenter, paymentPassword } from '../support/wallet-pages.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';
import { failNextRequest } from './support/steps.ts';

const transferPath = '/wps/agent/transferUpline';

interface SubmissionData {
  form: Locator | null;
  /** The idempotency key of every transfer the page sent, in order. */
  keys: string[];
  /** The form sent last (amount and password) and whether its failure keeps its key. */
  last: { body: string; kept: boolean } | null;
}

type Ctx = FlowContext<SubmissionData>;

const formOf = (ctx: Ctx): Locator => {
  if (!ctx.data.form) throw new Error('the transfer form is not shown');
  return ctx.data.form;
};

/** The logged-in member's payment password, through the bff as the page's own fetch sends it. */
const setPaymentPassword = async (page: Page) => {
  const response = await page.request.fetch('/wps/member/paymentPassword', {
    method: 'PUT',
    data: { password: paymentPassword, confirmPassword: paymentPassword },
    headers: { 'x-csrf': '1', origin: new URL(page.url()).origin },
  });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
};

/**
 * Fills and sends the transfer form. "Taken" is the real stack's answer and "refused" a wrong
 * payment password; "no answer" is an aborted request and "server error" a 502 from the gateway
 * (a lost connection and a failing platform, which the real stack cannot produce on demand).
 * After a failure the server may have acted on, the same form again goes under the same key.
 */
const submit =
  (amount: string) => async (ctx: Ctx, _step: BoundStep, next: readonly BoundStep[]) => {
    const form = formOf(ctx);
    const sentBefore = ctx.data.keys.length;
    // The call's outcome is the chart's next event (the web tells it how the call ended).
    const outcome = next[0]?.name;
    if (outcome === 'no answer') await failNextRequest(ctx.page, transferPath);
    if (outcome === 'server error')
      await ctx.page.route(
        (url) => url.pathname === transferPath,
        (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }),
        { times: 1 },
      );
    const password = outcome === 'refused' ? '111111' : paymentPassword;
    await form.getByLabel('Amount (USD)').fill(amount);
    await form.getByLabel('Payment password (6 digits)').fill(password);
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect.poll(() => ctx.data.keys.length).toBe(sentBefore + 1);
    // The key: the kept one for the same form after a failure the server may have acted on,
    // a new one otherwise.
    const body = `${amount} ${password}`;
    const key = ctx.data.keys.at(-1);
    const previous = ctx.data.keys.at(-2);
    if (ctx.data.last?.kept && ctx.data.last.body === body) expect(key).toBe(previous);
    else expect(ctx.data.keys.indexOf(key ?? '')).toBe(ctx.data.keys.length - 1);
    ctx.data.last = { body, kept: false };
  };

/** No answer or a 5xx: the failure shows, and the form's key is kept. */
const expectKept = async (ctx: Ctx) => {
  await expect(formOf(ctx).getByRole('alert')).toBeVisible();
  if (ctx.data.last) ctx.data.last.kept = true;
};

/** The transfer-to-upline form (demo_down1, whose upline is demo_agent, with a payment password). */
export const moneySubmissionBinding: FlowBinding<SubmissionData> = {
  flowId: 'moneySubmission',
  inputs: ['a form'],
  timeout: 90_000,
  data: () => ({ form: null, keys: [], last: null }),
  start: async (ctx) => {
    ctx.page.on('request', (request) => {
      if (new URL(request.url()).pathname !== transferPath) return;
      ctx.data.keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await ctx.page.goto('/');
    await headerLogin(ctx.page, 'demo_down1', 'Demo1234');
    await expect(ctx.page.getByTestId('balance')).toHaveText('100.00', { timeout: 30_000 });
    await setPaymentPassword(ctx.page);
    await ctx.page.goto('/?mc=transferUpline');
    ctx.data.form = memberCenter(ctx.page).getByRole('form', { name: 'Transfer' });
    await expect(ctx.data.form).toBeVisible();
  },
  events: {
    submit: submit('1.00'),
    'submit another body': submit('2.50'),
    taken: async (ctx) => {
      await expect(memberCenter(ctx.page).getByRole('status')).toContainText('was transferred');
    },
    'no answer': expectKept,
    'server error': expectKept,
    refused: async (ctx) => {
      await expect(formOf(ctx).getByRole('alert')).toContainText('The payment password is wrong.');
    },
  },
  states: {
    'moneySubmission.idle': async (ctx) => {
      await expect(formOf(ctx).getByRole('button', { name: 'Transfer' })).toBeEnabled();
      await expect(formOf(ctx).getByRole('alert')).toHaveCount(0);
    },
    'moneySubmission.done': async (ctx) => {
      await expect(formOf(ctx).getByRole('button', { name: 'Transfer' })).toBeEnabled();
      await expect(memberCenter(ctx.page).getByRole('status')).toBeVisible();
    },
    'moneySubmission.failedMayRetry': async (ctx) => {
      await expect(formOf(ctx).getByRole('button', { name: 'Transfer' })).toBeEnabled();
      await expect(formOf(ctx).getByRole('alert')).toBeVisible();
    },
    'moneySubmission.failedDefinite': async (ctx) => {
      await expect(formOf(ctx).getByRole('button', { name: 'Transfer' })).toBeEnabled();
      await expect(formOf(ctx).getByRole('alert')).toBeVisible();
    },
  },
  waivers: {
    events: {},
    states: {
      'moneySubmission.submitting':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
    },
  },
};
