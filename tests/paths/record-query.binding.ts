import type { Locator, Page, Route } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Qa } from '../support/fixtures.ts';
import { memberCenter } from '../support/wallet-pages.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';
import { expects, failNextRequest } from './support/steps.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

const historyPath = '/wps/relay/ODS2_MemberTransaction';
const depositPath = '/wps/relay/MCS2_depositPaymentGateway';

interface RecordsData {
  /** The range asked for last: each filter change picks the other one. */
  preset: 'Last 7 days' | 'Last 30 days';
  /** A query's request held until the next filter change supersedes it. */
  held: Route | null;
}

type Ctx = FlowContext<RecordsData>;

const centerOf = (ctx: Ctx): Locator => memberCenter(ctx.page);
const tableOf = (ctx: Ctx): Locator => centerOf(ctx).getByRole('table', { name: 'Account record' });

/**
 * A deposit of 1.00 the platform approves: one movement more in the account record. Eleven of
 * them make the record two pages long (ten a page).
 */
const depositOne = async (page: Page, qa: Qa) => {
  const response = await page.request.fetch(depositPath, {
    method: 'POST',
    data: { channelId: 'QR_KHQR', amount: '1.00' },
    headers: {
      'x-csrf': '1',
      origin: new URL(page.url()).origin,
      'idempotency-key': crypto.randomUUID(),
    },
  });
  const answer = (await response.json()) as { success: boolean; value: { reference: string } };
  expect(answer.success).toBe(true);
  await qa.approveDeposit(answer.value.reference);
};

/**
 * Sets up how the query the next action starts ends; true when it is held. "Failed" is an
 * aborted request (a lost connection, which the real stack cannot produce on demand). A query
 * superseded by the next filter change is held until that change (the real stack answers too
 * fast to change a filter in between), then let through: its answer must not show.
 */
const prepare = async (ctx: Ctx, next: readonly BoundStep[]): Promise<boolean> => {
  if (expects(next, 'failed')) await failNextRequest(ctx.page, historyPath);
  if (next[0]?.name !== 'filter') return false;
  await ctx.page.route(
    (url) => url.pathname === historyPath,
    (route) => {
      ctx.data.held = route;
    },
    { times: 1 },
  );
  return true;
};

/** Runs a page action whose query `prepare` set up, and waits for a held query's request. */
const act = async (ctx: Ctx, next: readonly BoundStep[], action: () => Promise<void>) => {
  // A query held by the previous action: superseded by this one, let through after it.
  const superseded = ctx.data.held;
  ctx.data.held = null;
  const holds = await prepare(ctx, next);
  await action();
  if (superseded) await superseded.continue().catch(() => undefined);
  if (holds) await expect.poll(() => ctx.data.held !== null).toBe(true);
};

/** The account record of demo_player, with eleven approved deposits: two pages this week. */
export const recordQueryBinding: FlowBinding<RecordsData> = {
  flowId: 'recordQuery',
  inputs: ['a record page'],
  timeout: 120_000,
  data: () => ({ preset: 'Last 7 days', held: null }),
  start: async (ctx) => {
    await openAsDemoPlayer(ctx.page);
    for (let count = 0; count < 11; count += 1) await depositOne(ctx.page, ctx.qa);
    await ctx.page.goto('/?mc=transactionHistory');
    await expect(tableOf(ctx)).toBeVisible();
    await expect(
      centerOf(ctx).getByRole('navigation', { name: 'Pages', exact: true }),
    ).toBeVisible();
  },
  events: {
    filter: (ctx, _step, next) =>
      act(ctx, next, async () => {
        ctx.data.preset = ctx.data.preset === 'Last 7 days' ? 'Last 30 days' : 'Last 7 days';
        await centerOf(ctx).getByLabel('Date range').selectOption({ label: ctx.data.preset });
      }),
    'next page': (ctx, _step, next) =>
      act(ctx, next, async () => {
        const pages = centerOf(ctx).getByRole('navigation', { name: 'Pages', exact: true });
        const forward = pages.getByRole('button', { name: 'Next' });
        // Two pages: the page change goes to the other one.
        if (await forward.isEnabled()) await forward.click();
        else await pages.getByRole('button', { name: 'Previous' }).click();
      }),
    retry: (ctx, _step, next) =>
      act(ctx, next, async () => {
        await centerOf(ctx).getByRole('button', { name: 'Try again' }).click();
      }),
    answered: async (ctx) => {
      await expect(tableOf(ctx)).toBeVisible();
    },
    failed: async (ctx) => {
      await expect(centerOf(ctx).getByRole('alert')).toBeVisible();
    },
  },
  states: {
    'recordQuery.loaded': async (ctx) => {
      await expect(tableOf(ctx)).toBeVisible();
      await expect(
        centerOf(ctx).getByRole('navigation', { name: 'Pages', exact: true }),
      ).toBeVisible();
      await expect(centerOf(ctx).getByRole('alert')).toHaveCount(0);
    },
    'recordQuery.failed': async (ctx) => {
      await expect(centerOf(ctx).getByRole('alert')).toBeVisible();
      await expect(centerOf(ctx).getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(tableOf(ctx)).toHaveCount(0);
    },
  },
  waivers: {
    events: {},
    states: {
      'recordQuery.loading':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
    },
  },
};
