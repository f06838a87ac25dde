import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';
import { openDeposit } from '../support/deposit-pages.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';
import { expects, failNextRequest, pauseClock } from './support/steps.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

interface DepositData {
  center: Locator | null;
  /** The reference of the order on screen. */
  reference: string;
}

type Ctx = FlowContext<DepositData>;

const createPath = '/wps/relay/MCS2_depositPaymentGateway';
const reportPath = '/wps/relay/MCS2_depositTransactioNReport';

const centerOf = (ctx: Ctx): Locator => {
  if (!ctx.data.center) throw new Error('the deposit page is not open');
  return ctx.data.center;
};

/**
 * Sets up what the order's next check answers, before the action that checks (a click, the
 * page shown again, the poll's timer): the QA controls decide the order; a failed check is a
 * lost connection (the real stack answers every check of an existing order).
 */
const armCheck = async (ctx: Ctx, next: readonly BoundStep[]) => {
  const { reference } = ctx.data;
  if (expects(next, 'approved')) await ctx.qa.approveDeposit(reference);
  if (expects(next, 'rejected')) await ctx.qa.rejectDeposit(reference, 'Payment not received');
  if (expects(next, 'expired')) await ctx.qa.expireDeposit(reference);
  if (expects(next, 'check failed')) await failNextRequest(ctx.page, reportPath);
};

const setVisibility = (ctx: Ctx, state: 'hidden' | 'visible') =>
  ctx.page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

const submit =
  (amount: string) => async (ctx: Ctx, _step: BoundStep, next: readonly BoundStep[]) => {
    // The upstream refuses only amounts the page refuses first; a refused creation is a lost
    // connection here (the request never reaches the bff, so a retry's key is new to it).
    if (expects(next, 'create refused')) await failNextRequest(ctx.page, createPath);
    await centerOf(ctx)
      .getByLabel(/^Amount/)
      .fill(amount);
    await centerOf(ctx).getByRole('button', { name: 'Create deposit order' }).click();
  };

const outcome = (text: string) => async (ctx: Ctx) => {
  await expect(centerOf(ctx).getByRole('status')).toContainText(text);
};

const pending = async (ctx: Ctx) => {
  await expect(centerOf(ctx).getByTestId('deposit-reference')).toHaveText(ctx.data.reference);
  await expect(centerOf(ctx).getByRole('link', { name: 'Pay at the provider' })).toBeVisible();
};

const waitForAnswer = async () => {};

/** What the final state `closed` shows (final states have no state binding): why, and no form. */
const closedShown = async (center: Locator) => {
  await expect(center.getByRole('status')).toHaveText(
    'Deposits are not available right now. Please try again later.',
  );
  await expect(center.getByRole('radio')).toHaveCount(0);
  await expect(center.getByLabel(/^Amount/)).toHaveCount(0);
};

/**
 * The deposit page of demo_player with the upstream's demo channels (bank transfer, Wing
 * e-wallet), or with the merchant's deposits closed by the QA control (input `closed`); the
 * page's clock is stopped once it shows, so the pending order is checked only
 * when a step says so (the poll's timer runs on `page.clock`).
 */
export const depositBinding: FlowBinding<DepositData> = {
  flowId: 'deposit',
  inputs: ['open', 'closed'],
  timeout: 90_000,
  clock: true,
  maxTests: 15,
  rejectPath: (steps) => {
    const channelOf: Partial<Record<string, string>> = {
      'choose bank': 'bank',
      'choose e-wallet': 'ewallet',
    };
    let chosen: string | undefined;
    for (const step of steps) {
      const channel = channelOf[step.name];
      if (channel === undefined) continue;
      if (channel === chosen) {
        return 'Choosing the channel already chosen: a checked radio sends no change, and the chart would change nothing.';
      }
      chosen = channel;
    }
    return null;
  },
  data: () => ({ center: null, reference: '' }),
  start: async (ctx) => {
    if (ctx.inputName === 'closed') await ctx.qa.depositsOpen(false);
    await openAsDemoPlayer(ctx.page);
    ctx.data.center = await openDeposit(ctx.page);
    if (ctx.inputName === 'closed') await closedShown(ctx.data.center);
    await pauseClock(ctx.page);
  },
  events: {
    'choose bank': async (ctx) => {
      await centerOf(ctx)
        .getByRole('radio', { name: /Bank transfer \(ABA\)/ })
        .check();
    },
    'choose e-wallet': async (ctx) => {
      await centerOf(ctx)
        .getByRole('radio', { name: /Wing e-wallet/ })
        .check();
    },
    'submit 100.50': submit('100.50'),
    'submit 3 decimals': submit('10.505'),
    'submit 1': submit('1'),
    again: async (ctx) => {
      await centerOf(ctx).getByRole('button', { name: 'New deposit' }).click();
    },
    refresh: async (ctx, _step, next) => {
      await armCheck(ctx, next);
      await centerOf(ctx).getByRole('button', { name: 'Check status' }).click();
    },
    hidden: async (ctx) => {
      await setVisibility(ctx, 'hidden');
    },
    visible: async (ctx, _step, next) => {
      await armCheck(ctx, next);
      await setVisibility(ctx, 'visible');
    },
    'poll due': async (ctx, step, next) => {
      await armCheck(ctx, next);
      await ctx.page.clock.runFor(step.delayMs ?? 5_000);
    },
    created: async (ctx) => {
      const reference = centerOf(ctx).getByTestId('deposit-reference');
      await expect(reference).toHaveText(/\S+/);
      ctx.data.reference = (await reference.textContent()) ?? '';
    },
    'create refused': waitForAnswer,
    'still pending': waitForAnswer,
    approved: waitForAnswer,
    rejected: waitForAnswer,
    expired: waitForAnswer,
    'check failed': waitForAnswer,
  },
  states: {
    'deposit.choosing': async (ctx) => {
      await expect(
        centerOf(ctx).getByRole('radio', { name: /Bank transfer \(ABA\)/ }),
      ).toBeVisible();
      await expect(centerOf(ctx).getByLabel(/^Amount/)).toHaveCount(0);
    },
    'deposit.entering': async (ctx) => {
      await expect(centerOf(ctx).getByLabel(/^Amount/)).toBeVisible();
      await expect(
        centerOf(ctx).getByRole('button', { name: 'Create deposit order' }),
      ).toBeEnabled();
    },
    'deposit.order.pending.waiting': pending,
    'deposit.order.pending.paused': pending,
    'deposit.order.approved': outcome('Paid: 100.50 was added to your balance.'),
    'deposit.order.rejected': outcome('This order was rejected.'),
    'deposit.order.expired': outcome('This order expired unpaid.'),
  },
  waivers: {
    events: {
      'choose unknown channel':
        'The page lists only the channels the platform answered; no click chooses another.',
    },
    states: {
      'deposit.start': 'Transient: it decides at once between the channels and "closed".',
      'deposit.creating': 'In flight: the order comes at once (the transition check proves it).',
      'deposit.order.pending.checking':
        'In flight: the check comes at once (the transition check proves it).',
    },
  },
};
