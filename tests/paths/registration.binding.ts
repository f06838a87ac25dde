import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';
import { unusedMobile } from '../support/account-pages.ts';
import {
  expectOptionalFieldsKept,
  fillOptionalFields,
  requireOptionalFields,
  unusedUsername,
} from '../support/register-pages.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';
import {
  failNextRequest,
  isActorAnswer,
  leadsTo,
  pauseClock,
  requestSmsCode,
  setModule,
  upcoming,
} from './support/steps.ts';

interface RegistrationData {
  dialog: Locator | null;
  /** A username and a mobile number nobody has, so a registration of this test succeeds. */
  username: string;
  mobile: string;
  /** The SMS code the upstream sent to `mobile`, once "Get code" was clicked. */
  smsCode: string | null;
  /** The module switches as this test left them (seeded values until it changes one). */
  modules: Record<string, boolean>;
  /** Lets a held register call through (set while the model runs a timer before its answer). */
  release: (() => void) | null;
}

type Ctx = FlowContext<RegistrationData>;

const everyHelper = 'username, every helper';
const urlAffiliate = 'URL affiliate';

const form = (id: string) => `registration.active.form.${id}`;

/** Form states with a call in flight: the real stack answers before a user can act. */
const inFlight = [
  'checkingUrlAffiliate',
  'checkingAffiliate',
  'verifying',
  'registering',
  'loadingMember',
].map(form);

/**
 * Paths the site cannot walk: a user action or a timer while the form waits for an answer
 * (the real stack answers before either can happen; only the register call is held for a
 * timer, see `holdRegisterCall`), a user action behind the modal "Invitation code error"
 * dialog or on a helper the form does not show, a second "Get code" (the countdown disables
 * the button, and the page's clock stands still).
 */
const rejectPath = (steps: readonly BoundStep[]): string | null => {
  let previous: readonly string[] = [];
  let sends = 0;
  for (const step of steps) {
    const userAction = !isActorAnswer(step) && step.delayMs === undefined;
    const dialogOpen = previous.includes(form('affiliateError'));
    const heldTimer = step.delayMs !== undefined && previous.includes(form('registering'));
    if (!isActorAnswer(step) && !heldTimer && previous.some((id) => inFlight.includes(id)))
      return 'a user action or a timer while the form waits for an answer (it comes at once)';
    if (userAction && dialogOpen !== (step.name === 'dialog closed'))
      return 'the invitation-code dialog is modal and is the only thing to close';
    if (step.name === 'captcha refresh' && previous.includes('registration.active.captcha.off'))
      return 'no captcha on this form';
    if (step.name === 'sms send' && previous.includes('registration.active.sms.off'))
      return 'no "Get code" on this form';
    if (step.name === 'sms send' && (sends += 1) > 1)
      return 'the countdown disables "Get code" after a send';
    previous = step.expectedStates;
  }
  return null;
};

const dialogOf = (ctx: Ctx): Locator => {
  if (!ctx.data.dialog) throw new Error('the register modal is not open');
  return ctx.data.dialog;
};

const field = (ctx: Ctx, label: string) => dialogOf(ctx).getByLabel(label, { exact: true });
const combobox = (ctx: Ctx) => dialogOf(ctx).getByRole('combobox', { name: 'Country code' });
const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

const fillIfShown = async (locator: Locator, value: string) => {
  if ((await locator.count()) > 0) await locator.fill(value);
};

/** The code for the test's number, asked for once. */
const smsCodeOf = async (ctx: Ctx): Promise<string> => {
  ctx.data.smsCode ??= await requestSmsCode(dialogOf(ctx), ctx.data.mobile, ctx.qa);
  return ctx.data.smsCode;
};

/** The captcha field's answer: the real one while the upstream checks it, else any well-formed. */
const answerCaptcha = async (ctx: Ctx, mustPass: boolean) => {
  const captcha = field(ctx, 'Captcha');
  if ((await captcha.count()) === 0) return;
  if (!mustPass || ctx.data.modules.CAPTCHA3 === false) {
    await captcha.fill('ABCDE');
    return;
  }
  const image = dialogOf(ctx).getByRole('img', { name: 'Captcha image' });
  await captcha.fill(await ctx.qa.captchaAnswerFor(image));
};

/** Empties every field and the agreement: the form's own check refuses it. */
const fillEmpty = async (ctx: Ctx) => {
  for (const input of await dialogOf(ctx).locator('input:not([type=checkbox])').all()) {
    await input.fill('');
  }
  await dialogOf(ctx).getByRole('checkbox').uncheck();
};

/**
 * A form that passes the page's check, with what the answers ahead need: a taken username (or
 * number on the mobile tab) for a refusal, a real SMS code and captcha for a registration, an
 * affiliate code when the step goes to the affiliate check (a valid or an unknown one).
 */
const fillValid = async (ctx: Ctx, next: readonly BoundStep[], affiliate: boolean) => {
  const taken = leadsTo(next, 'username taken');
  const mustPass = leadsTo(next, 'registered');
  const mobileTab = ctx.inputName === 'mobile';
  const smsShown =
    (await dialogOf(ctx)
      .getByRole('button', { name: /^(Get code|Resend in)/ })
      .count()) > 0;
  const code = mustPass && smsShown ? await smsCodeOf(ctx) : '123456';
  await fillIfShown(field(ctx, 'Username'), taken ? 'demo_player' : ctx.data.username);
  await fillIfShown(field(ctx, 'Password'), 'Secret12');
  await fillIfShown(field(ctx, 'Confirm password'), 'Secret12');
  await fillIfShown(
    field(ctx, 'Mobile number'),
    taken && mobileTab ? '012345678' : ctx.data.mobile,
  );
  await fillIfShown(field(ctx, 'SMS code'), code);
  await fillOptionalFields(dialogOf(ctx));
  const affiliateCode = leadsTo(next, 'affiliate valid') ? 'AGENT01' : 'NOPE99';
  await fillIfShown(field(ctx, 'Affiliate code'), affiliate ? affiliateCode : '');
  await answerCaptcha(ctx, mustPass);
  await dialogOf(ctx).getByRole('checkbox').check();
};

const registerAnswers = ['registered', 'username taken', 'register fails'];

/**
 * The model runs a timer (the dropdown's close) while the register call is in flight, which
 * the real stack, answering at once, never lets happen: the call is held until the timer ran.
 * The answer stays the real one.
 */
const holdRegisterCall = async (ctx: Ctx) => {
  const path = ctx.inputName === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  const released = new Promise<void>((resolve) => {
    ctx.data.release = resolve;
  });
  await ctx.page.route(
    (url) => url.pathname === path,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
};

const timerBeforeAnswer = (next: readonly BoundStep[]): boolean => {
  const steps = upcoming(next);
  const answer = steps.findIndex((step) => registerAnswers.includes(step.name));
  const timer = steps.findIndex((step) => step.delayMs !== undefined);
  return timer !== -1 && answer > timer;
};

const submitButton = (ctx: Ctx) =>
  dialogOf(ctx).getByRole('button', { name: 'Register', exact: true });

/**
 * Every submit case is bound by the transition the model takes (the same case is refused on
 * one form and accepted on another): the form is filled to make the page take it, and the
 * answers ahead are set up first (a failed challenge, a register call refused by a module
 * switch, a member load that fails).
 */
const submit = async (ctx: Ctx, step: BoundStep, next: readonly BoundStep[]) => {
  const taken = step.transitions.find((id) => id.includes('|register.submit|')) ?? '';
  if (taken === `${form('editing')}|register.submit|0`) await fillEmpty(ctx);
  if (taken === `${form('editing')}|register.submit|1`) await fillValid(ctx, next, true);
  if (taken === `${form('editing')}|register.submit|2`) await fillValid(ctx, next, false);
  // The challenge is a proof of work the browser always solves; only a failed fetch of it
  // makes it fail, so that one outcome is faked.
  if (leadsTo(next, 'challenge failed')) await failNextRequest(ctx.page, '/bff/challenge');
  // The platform refuses the register call of a switched-off registration method.
  const method = ctx.inputName === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3';
  await setModule(ctx, method, !leadsTo(next, 'register fails'));
  // Right after a registration the real stack always has the new member: a failed load can
  // only be faked (a network failure of that one call).
  if (leadsTo(next, 'member fails')) await failNextRequest(ctx.page, '/wps/member/info');
  if (timerBeforeAnswer(next)) await holdRegisterCall(ctx);
  await submitButton(ctx).click();
};

/** Opens the dropdown when it is closed (a click focuses it), then picks Thailand. */
const selectThailand = async (ctx: Ctx) => {
  const list = dialogOf(ctx).getByRole('listbox', { name: 'Countries' });
  if (!(await list.isVisible())) await combobox(ctx).click();
  await list.getByRole('option', { name: 'Thailand (+66)' }).click();
  await expect(combobox(ctx)).toHaveText('+66');
};

/**
 * Focus reaches the combobox only when it does not have it: after a pick the focus stays on
 * it while the list is closed, so the binding moves it away first (a blur the closed list
 * ignores).
 */
const focusCountry = async (ctx: Ctx, step: BoundStep) => {
  if (step.transitions.length === 0) return;
  if (await isFocused(combobox(ctx))) await combobox(ctx).blur();
  await combobox(ctx).focus();
};

const blurCountry = async (ctx: Ctx) => {
  if (await isFocused(combobox(ctx))) await combobox(ctx).blur();
};

/** Runs the page's clock; a held register call goes on once the last timer before it ran. */
const runTimer = async (ctx: Ctx, step: BoundStep, next: readonly BoundStep[]) => {
  await ctx.page.clock.runFor(step.delayMs ?? 0);
  if (next[0]?.delayMs === undefined) {
    ctx.data.release?.();
    ctx.data.release = null;
  }
};

/**
 * A check of a helper beside the form (captcha, dropdown, SMS code). While the form waits for
 * an answer the page runs ahead of the model: a registration may already have closed the
 * modal, so the helpers are checked only while the form is at rest.
 */
const helper =
  (check: (ctx: Ctx) => Promise<void>) =>
  async (ctx: Ctx, step: BoundStep): Promise<void> => {
    if (step.expectedStates.some((id) => inFlight.includes(id))) return;
    await check(ctx);
  };

const expectFormError = async (ctx: Ctx, text: string) => {
  await expect(dialogOf(ctx).getByRole('alert').filter({ hasText: text })).toBeVisible();
};

/**
 * The register modal on desktop widths, one form per site setup: the model's "every helper"
 * input is the username form with the SMS code (REGMOBVERF3 on) and every optional field the
 * operator can switch, each required and kept by the upstream, "URL affiliate" the username
 * form opened from an affiliate link, "mobile" the mobile form; the other registration method
 * is switched off so the modal runs one registration machine only.
 */
export const registrationBinding: FlowBinding<RegistrationData> = {
  flowId: 'registration',
  inputs: [everyHelper, urlAffiliate, 'mobile'],
  // A path may fill every optional field and solve the proof of work twice: on a busy machine
  // (a CI run beside it) that took over a minute.
  timeout: 120_000,
  // The dropdown's close delay (and the captcha child's refresh throttle) run on the page's
  // clock, which stands still so that real time never ends them before the model does.
  clock: true,
  rejectPath,
  data: () => ({
    dialog: null,
    username: unusedUsername(),
    mobile: unusedMobile(),
    smsCode: null,
    release: null,
    modules: { CAPTCHA3: true, USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: false },
  }),
  start: async (ctx) => {
    if (ctx.inputName === everyHelper) {
      await setModule(ctx, 'REGMOBVERF3', true);
      // Every optional field the operator can switch, each one required (#10).
      await requireOptionalFields(ctx.qa);
    }
    // Without CAPTCHA3 the platform publishes no captcha rule: the form shows no captcha.
    if (ctx.inputName !== everyHelper) await setModule(ctx, 'CAPTCHA3', false);
    await setModule(ctx, ctx.inputName === 'mobile' ? 'USERNAMEREG3' : 'MOBILENUMREG3', false);
    const code = ctx.steps.some((step) => step.name === 'url code valid') ? 'AGENT01' : 'NOPE99';
    await ctx.page.goto(ctx.inputName === urlAffiliate ? `/?a=${code}` : '/');
    await pauseClock(ctx.page);
    await ctx.page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    ctx.data.dialog = ctx.page.getByRole('dialog', { name: 'Register' });
    await expect(ctx.data.dialog).toBeVisible();
  },
  events: {
    'submit valid': submit,
    'submit with affiliate': submit,
    'submit empty': submit,
    'url code valid': async (ctx) => {
      await expect(field(ctx, 'Affiliate code')).toHaveCount(0);
    },
    'url code refused': async (ctx) => {
      await expect(field(ctx, 'Affiliate code')).toBeVisible();
    },
    'affiliate valid': async () => {},
    'affiliate refused': async () => {},
    'dialog closed': async (ctx) => {
      await ctx.page
        .getByRole('alertdialog', { name: 'Invitation code error' })
        .getByRole('button', { name: 'OK' })
        .click();
    },
    'challenge passed': async () => {},
    'challenge failed': async (ctx) => {
      await expectFormError(ctx, 'Network abnormal, please retry.');
    },
    registered: async () => {},
    'username taken': async (ctx) => {
      const refused = ctx.inputName === 'mobile' ? 'Mobile number' : 'Username';
      await expect(field(ctx, refused)).toHaveAccessibleDescription(/already registered/);
    },
    'register fails': async (ctx) => {
      await expectFormError(ctx, 'This function is under maintenance.');
    },
    'member loaded': async (ctx) => {
      await expect(ctx.page.getByRole('dialog', { name: 'Register' })).toHaveCount(0);
      await expect(ctx.page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      if (ctx.inputName === everyHelper) await expectOptionalFieldsKept(ctx.qa, ctx.data.username);
    },
    'member fails': async (ctx) => {
      await expectFormError(ctx, 'Network abnormal, please retry.');
    },
    // The captcha child's own fetches and throttle are the captcha flow's (captcha.binding.ts).
    'captcha image': async () => {},
    'captcha refresh': async (ctx) => {
      await dialogOf(ctx)
        .getByRole('button', { name: /Refresh captcha/ })
        .click();
    },
    'country focus': focusCountry,
    'country blur': blurCountry,
    'select Thailand': selectThailand,
    'dropdown close': runTimer,
    'sms send': async (ctx) => {
      await smsCodeOf(ctx);
    },
  },
  states: {
    [form('editing')]: async (ctx) => {
      await expect(submitButton(ctx)).toHaveText('Register');
      await expect(submitButton(ctx)).not.toHaveAttribute('aria-disabled', 'true');
    },
    [form('affiliateError')]: async (ctx) => {
      await expect(
        ctx.page.getByRole('alertdialog', { name: 'Invitation code error' }),
      ).toBeVisible();
    },
    [form('memberFailed')]: async (ctx) => {
      await expect(submitButton(ctx)).toHaveText('Register');
      await expectFormError(ctx, 'Network abnormal, please retry.');
    },
    'registration.active.captcha.off': helper(async (ctx) => {
      await expect(field(ctx, 'Captcha')).toHaveCount(0);
    }),
    'registration.active.captcha.shown': helper(async (ctx) => {
      await expect(field(ctx, 'Captcha')).toBeVisible();
    }),
    'registration.active.country.closed': helper(async (ctx) => {
      await expect(combobox(ctx)).toHaveAttribute('aria-expanded', 'false');
    }),
    'registration.active.country.open': helper(async (ctx) => {
      await expect(combobox(ctx)).toHaveAttribute('aria-expanded', 'true');
    }),
    'registration.active.country.closing': helper(async (ctx) => {
      await expect(combobox(ctx)).toHaveAttribute('aria-expanded', 'true');
      await expect(combobox(ctx)).not.toBeFocused();
    }),
    'registration.active.sms.off': helper(async (ctx) => {
      await expect(dialogOf(ctx).getByRole('button', { name: 'Get code' })).toHaveCount(0);
    }),
    'registration.active.sms.on': helper(async (ctx) => {
      await expect(
        dialogOf(ctx).getByRole('button', { name: /^(Get code|Resend in \d+ s)$/ }),
      ).toBeVisible();
    }),
  },
  waivers: {
    events: {
      'select unknown country': 'The list offers only the countries the site knows.',
    },
    states: {
      [form('starting')]: 'Transient: decided before the form shows.',
      [form('checkingUrlAffiliate')]: 'In flight: the affiliate check answers at once.',
      [form('checkingAffiliate')]: 'In flight: the affiliate check answers at once.',
      [form('verifying')]: 'In flight: the proof of work is solved before it can be read.',
      [form('registering')]: 'In flight: the register call answers at once.',
      [form('loadingMember')]: 'In flight: member info answers at once.',
      'registration.active.captcha.starting': 'Transient: decided before the form shows.',
      'registration.active.sms.starting': 'Transient: decided before the form shows.',
    },
  },
};
