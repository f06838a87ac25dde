import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { memberCenter } from '../support/wallet-pages.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';
import { expects, failNextRequest } from './support/steps.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

interface WalletData {
  form: Locator | null;
  /** The first vendor wallet's name: the target of every transfer in. */
  vendor: string;
}

type Ctx = FlowContext<WalletData>;

const formOf = (ctx: Ctx): Locator => {
  if (!ctx.data.form) throw new Error('the transfer form is not shown');
  return ctx.data.form;
};

/**
 * Fills and submits the transfer form. "Moved" is the real stack's answer; "refused" is the
 * platform's own refusal of a transfer the page allows (the merchant switched back to a single
 * wallet meanwhile, through the QA control; the refusal's check switches it back to multi); "no
 * answer" is an aborted request (a lost connection, which the real stack cannot produce on
 * demand).
 */
const transfer =
  (amount: string, to: 'vendor' | 'main') =>
  async (ctx: Ctx, _step: BoundStep, next: readonly BoundStep[]) => {
    const form = formOf(ctx);
    if (expects(next, 'transfer no answer')) {
      await failNextRequest(ctx.page, '/wps/relay/GCS_walletTransfer');
    }
    if (expects(next, 'transfer refused')) await ctx.qa.walletMode('single');
    await form.getByLabel('From').selectOption({ label: 'Main wallet' });
    await form
      .getByLabel('To')
      .selectOption({ label: to === 'vendor' ? ctx.data.vendor : 'Main wallet' });
    await form.getByLabel('Amount (USD)').fill(amount);
    await form.getByRole('button', { name: 'Transfer' }).click();
  };

const mainWallet = (page: Page) => memberCenter(page).getByTestId('main-wallet');

/** My wallet on a multi-wallet site (demo_player, 10,000.00 in the main wallet). */
export const walletTransferBinding: FlowBinding<WalletData> = {
  flowId: 'walletTransfer',
  inputs: ['multi wallet'],
  timeout: 90_000,
  data: () => ({ form: null, vendor: '' }),
  start: async (ctx) => {
    const [first] = await ctx.qa.walletMode('multi');
    if (!first) throw new Error('the merchant has no vendor wallets');
    ctx.data.vendor = first.name;
    await openAsDemoPlayer(ctx.page, '/?mc=transferFund');
    ctx.data.form = memberCenter(ctx.page).getByRole('form', { name: 'Transfer between wallets' });
    await expect(ctx.data.form).toBeVisible();
  },
  events: {
    'transfer in': transfer('40', 'vendor'),
    'transfer bad amount': transfer('1.005', 'vendor'),
    'transfer same wallet': transfer('40', 'main'),
    'recall all': async (ctx, _step, next) => {
      if (expects(next, 'recall no answer')) {
        await failNextRequest(ctx.page, '/wps/relay/GCS_walletRecallAll');
      }
      await formOf(ctx).getByRole('button', { name: 'Recall all' }).click();
    },
    refresh: async (ctx, _step, next) => {
      if (expects(next, 'reload failed')) {
        await failNextRequest(ctx.page, '/wps/relay/GCS_merchantWallet');
      }
      await formOf(ctx).getByRole('button', { name: 'Refresh balances' }).click();
    },
    moved: async (ctx) => {
      await expect(formOf(ctx).getByRole('status')).toHaveText('Transferred $40.00.');
    },
    'transfer refused': async (ctx) => {
      await expect(formOf(ctx).getByRole('alert')).toContainText('single wallet');
      await ctx.qa.walletMode('multi');
    },
    'transfer no answer': async (ctx) => {
      await expect(formOf(ctx).getByRole('alert')).toBeVisible();
    },
    recalled: async (ctx) => {
      await expect(formOf(ctx).getByRole('status')).toContainText('recalled to the main wallet');
    },
    'recall no answer': async (ctx) => {
      await expect(formOf(ctx).getByRole('alert')).toBeVisible();
    },
    reloaded: async (ctx) => {
      await expect(mainWallet(ctx.page)).toHaveText(/^\$[0-9,]+\.[0-9]{2}$/);
    },
    'reload failed': async (ctx) => {
      await expect(formOf(ctx).getByRole('alert')).toBeVisible();
    },
  },
  states: {
    'walletTransfer.editing': async (ctx) => {
      await expect(formOf(ctx).getByRole('button', { name: 'Transfer' })).toBeEnabled();
      await expect(mainWallet(ctx.page)).toBeVisible();
    },
  },
  waivers: {
    events: {},
    states: {
      'walletTransfer.transferring':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
      'walletTransfer.recalling':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
      'walletTransfer.refreshing':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
    },
  },
};
