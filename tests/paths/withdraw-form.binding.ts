import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';
import { memberCenter, paymentPassword, setUpPasswordAndCard } from '../support/wallet-pages.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';
import { expects, failNextRequest } from './support/steps.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

interface FormData {
  form: Locator | null;
}

type Ctx = FlowContext<FormData>;

const formOf = (ctx: Ctx): Locator => {
  if (!ctx.data.form) throw new Error('the withdraw form is not shown');
  return ctx.data.form;
};

/**
 * Fills and submits the form. "Taken" is the real stack's answer; "wrong password" is a
 * well-formed password that is not the member's; "no answer" is an aborted request (a lost
 * connection, which the real stack cannot produce on demand).
 */
const submit =
  (amount: string, password = paymentPassword) =>
  async (ctx: Ctx, _step: BoundStep, next: readonly BoundStep[]) => {
    const form = formOf(ctx);
    if (expects(next, 'no answer')) await failNextRequest(ctx.page, '/wps/transaction/withdraw');
    await form.getByLabel('Amount').fill(amount);
    await form
      .getByLabel('Payment password (6 digits)')
      .fill(expects(next, 'wrong password') ? '111111' : password);
    await form.getByRole('button', { name: 'Withdraw' }).click();
  };

/** The withdraw page's form (demo_player with a payment password and one card). */
export const withdrawFormBinding: FlowBinding<FormData> = {
  flowId: 'withdrawForm',
  inputs: ['one card'],
  timeout: 90_000,
  data: () => ({ form: null }),
  start: async (ctx) => {
    await ctx.qa.withdrawSettings({ dailyCountLimit: 50 });
    await openAsDemoPlayer(ctx.page);
    await setUpPasswordAndCard(ctx.page);
    await ctx.page.goto('/?mc=withdraw');
    ctx.data.form = memberCenter(ctx.page).getByRole('form', { name: 'Withdraw' });
    await expect(ctx.data.form).toBeVisible();
  },
  events: {
    submit: submit('100'),
    'submit another amount': submit('50.5'),
    'submit bad amount': submit('1.005'),
    'submit short password': submit('100', '123'),
    taken: async (ctx) => {
      await expect(formOf(ctx).getByRole('status')).toContainText('requested');
    },
    'no answer': async (ctx) => {
      await expect(formOf(ctx).getByRole('alert')).toBeVisible();
    },
    'wrong password': async (ctx) => {
      await expect(formOf(ctx).getByRole('alert')).toContainText('The payment password is wrong.');
    },
  },
  states: {
    'withdrawForm.editing': async (ctx) => {
      await expect(formOf(ctx).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    },
  },
  waivers: {
    events: {
      'submit unknown card':
        'The card select offers only the member’s cards; the invalid-fields transition is taken by the bad amount and short password cases.',
    },
    states: {
      'withdrawForm.sending':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
    },
  },
};
