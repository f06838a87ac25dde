import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';
import { narrowViewport, openMobileLogin, unusedMobile } from '../support/account-pages.ts';
import type { FlowBinding, FlowContext } from './support/binding.ts';
import { expects, failNextRequest, pauseClock } from './support/steps.ts';

interface SmsData {
  /** A number nobody used, so its SMS window is this test's own. */
  mobile: string;
  dialog: Locator | null;
}

type Ctx = FlowContext<SmsData>;

const dialogOf = (ctx: Ctx): Locator => {
  if (!ctx.data.dialog) throw new Error('the login modal is not open');
  return ctx.data.dialog;
};

const getCode = (ctx: Ctx) => dialogOf(ctx).getByRole('button', { name: /^(Get code|Resend in)/ });

/** Whether the first answer to a send on the path is the rate limit (no code was sent before). */
const refusedBeforeAnySend = (ctx: Ctx): boolean => {
  const names = ctx.steps.map((step) => step.name);
  const refused = names.indexOf('send refused (rate limit)');
  const sent = names.indexOf('code sent');
  return refused !== -1 && (sent === -1 || refused < sent);
};

/**
 * Asks for a code for the test's number before the flow starts, as a visitor who then reloaded
 * would have: the number's window is open, and the bff's own per-number limit refuses the next
 * send (429 TOO_MANY_REQUESTS).
 */
const useUpNumberWindow = async (ctx: Ctx) => {
  await ctx.page.goto('/');
  const dialog = await openMobileLogin(ctx.page);
  await dialog.getByLabel('Mobile number').fill(ctx.data.mobile);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
};

const sendWith = (mobile: string) => async (ctx: Ctx) => {
  const dialog = dialogOf(ctx);
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Get code' }).click();
};

/**
 * The "Get code" button of the login modal's mobile tab (narrow screens), on the site's own
 * rule for Cambodian numbers.
 */
export const smsCountdownBinding: FlowBinding<SmsData> = {
  flowId: 'smsCountdown',
  inputs: ['rule'],
  viewport: narrowViewport,
  timeout: 60_000,
  // The 1000 ms send throttle is raced by real time unless the page's clock stands still.
  clock: true,
  data: () => ({ mobile: unusedMobile(), dialog: null }),
  start: async (ctx) => {
    if (refusedBeforeAnySend(ctx)) await useUpNumberWindow(ctx);
    await ctx.page.goto('/');
    await pauseClock(ctx.page);
    ctx.data.dialog = await openMobileLogin(ctx.page);
  },
  events: {
    'send valid': async (ctx, _step, next) => {
      // The challenge is a proof of work the browser always solves; only a failed fetch of it
      // makes it fail, so that one outcome is faked.
      if (expects(next, 'challenge failed')) await failNextRequest(ctx.page, '/bff/challenge');
      // The platform refuses a send when SMS login and reset by SMS are both switched off.
      if (expects(next, 'send refused')) {
        await ctx.qa.module('MOBILEVERCODELOGIN3', false);
        await ctx.qa.module('CHNGPASSVERIF3', false);
      }
      await sendWith(ctx.data.mobile)(ctx);
    },
    'send bad number': sendWith('12ab'),
    'send empty number': sendWith(''),
    'challenge passed': async () => {},
    'challenge failed': async (ctx) => {
      await expect(dialogOf(ctx).getByRole('alert')).toHaveText('Network abnormal, please retry.');
    },
    'code sent': async () => {},
    'send refused (rate limit)': async (ctx) => {
      await expect(dialogOf(ctx).getByRole('alert')).toHaveText(
        'Too many requests. Please retry after 5 minutes.',
      );
    },
    'send refused': async (ctx) => {
      await expect(dialogOf(ctx).getByRole('alert')).toHaveText(
        'This function is under maintenance.',
      );
    },
    tick: async (ctx, step) => {
      const over = step.expectedStates.includes('smsCountdown.flow.canSend');
      if (!over) {
        await ctx.page.clock.runFor(step.delayMs ?? 1000);
        return;
      }
      const label = (await getCode(ctx).textContent()) ?? '';
      const seconds = Number(/(\d+) s$/.exec(label)?.[1] ?? '0');
      await ctx.page.clock.runFor((seconds + 1) * 1000);
    },
    'throttle over': async (ctx, step) => {
      await ctx.page.clock.runFor(step.delayMs ?? 1000);
    },
  },
  states: {
    'smsCountdown.flow.canSend': async (ctx) => {
      await expect(dialogOf(ctx).getByRole('button', { name: 'Get code' })).toBeEnabled();
    },
    'smsCountdown.flow.counting': async (ctx) => {
      await expect(dialogOf(ctx).getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
      await expect(dialogOf(ctx).getByRole('status')).toHaveText(
        'A code is on its way to your phone.',
      );
    },
  },
  waivers: {
    events: {},
    states: {
      'smsCountdown.flow.sending.verifying':
        'In flight: the proof of work is solved before the button can be read.',
      'smsCountdown.flow.sending.requesting': 'In flight: the send answers at once.',
      'smsCountdown.gate.open': 'The throttle gate has nothing on screen.',
      'smsCountdown.gate.cooling': 'The throttle gate has nothing on screen.',
    },
  },
};
