import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';
import { unusedUsername } from '../support/register-pages.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';
import { expects, failNextRequest, isActorAnswer, pauseClock, setModule } from './support/steps.ts';

interface CaptchaData {
  dialog: Locator | null;
  /** The module switches as this test left them (seeded values until it changes one). */
  modules: Record<string, boolean>;
}

type Ctx = FlowContext<CaptchaData>;

const dialogOf = (ctx: Ctx): Locator => {
  if (!ctx.data.dialog) throw new Error('the register modal is not open');
  return ctx.data.dialog;
};

const refreshButton = (ctx: Ctx) => dialogOf(ctx).getByRole('button', { name: /Refresh captcha/ });
const field = (ctx: Ctx, label: string) => dialogOf(ctx).getByLabel(label, { exact: true });

/** The real stack always has an image: a failed fetch can only be an aborted request. */
const armFailure = async (ctx: Ctx, next: readonly BoundStep[]) => {
  if (expects(next, 'fetch fails')) await failNextRequest(ctx.page, '/wps/captcha');
};

/** A registration the platform refuses for its captcha, which spends the one on screen. */
const spendCaptcha = async (ctx: Ctx, _step: BoundStep, next: readonly BoundStep[]) => {
  await field(ctx, 'Username').fill(unusedUsername());
  await field(ctx, 'Password').fill('Secret12');
  await field(ctx, 'Confirm password').fill('Secret12');
  await field(ctx, 'Captcha').fill('ABCDE');
  await dialogOf(ctx).getByRole('checkbox').check();
  await armFailure(ctx, next);
  await dialogOf(ctx).getByRole('button', { name: 'Register', exact: true }).click();
};

const fetching = ['captcha.loading', 'captcha.shown.refreshing'];

/** Paths the site cannot walk: a user action while an image is on its way (it comes at once). */
const rejectPath = (steps: readonly BoundStep[]): string | null => {
  let previous: readonly string[] = [];
  for (const step of steps) {
    if (!isActorAnswer(step) && previous.some((id) => fetching.includes(id)))
      return `"${step.name}" while an image is on its way`;
    previous = step.expectedStates;
  }
  return null;
};

const fieldShown = async (ctx: Ctx) => {
  await expect(field(ctx, 'Captcha')).toBeVisible();
  await expect(refreshButton(ctx)).toBeVisible();
};

/**
 * The captcha of the register modal (username tab, CAPTCHA3 on): the first image, the refresh
 * button on the page's paused clock, a refused registration that spends the captcha, and
 * fetches that fail. The login's captcha is the same child; the session binding covers how
 * the login shows it.
 */
export const captchaBinding: FlowBinding<CaptchaData> = {
  flowId: 'captcha',
  inputs: ['default'],
  timeout: 60_000,
  // The refresh throttle runs on the page's clock, which stands still until the model's timer.
  clock: true,
  rejectPath,
  data: () => ({ dialog: null, modules: { MOBILENUMREG3: true } }),
  start: async (ctx) => {
    // One registration form, so one captcha child fetches.
    await setModule(ctx, 'MOBILENUMREG3', false);
    await ctx.page.goto('/');
    await pauseClock(ctx.page);
    await armFailure(ctx, ctx.steps);
    await ctx.page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    ctx.data.dialog = ctx.page.getByRole('dialog', { name: 'Register' });
    await expect(ctx.data.dialog).toBeVisible();
  },
  events: {
    'image arrives': async (ctx) => {
      await expect(dialogOf(ctx).getByRole('img', { name: 'Captcha image' })).toBeVisible();
    },
    'fetch fails': async () => {},
    refresh: async (ctx, _step, next) => {
      await armFailure(ctx, next);
      await refreshButton(ctx).click();
    },
    'form spent it': spendCaptcha,
    'throttle over': async (ctx, step) => {
      await ctx.page.clock.runFor(step.delayMs ?? 1000);
    },
  },
  states: {
    'captcha.shown.cooling': fieldShown,
    'captcha.shown.ready': fieldShown,
  },
  waivers: {
    events: {},
    states: {
      'captcha.loading': 'In flight: the image answers at once.',
      'captcha.shown.refreshing': 'In flight: the image answers at once.',
    },
  },
};
