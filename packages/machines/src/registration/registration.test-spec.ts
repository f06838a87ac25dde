import type { StateValue } from 'xstate';
import type { FlowTestSpec } from '../testing/flow-test-spec.ts';
import { abstractKey, afterEvent, doneEvent, errorEvent } from '../testing/flow-test-spec.ts';
import { apiError, captchaPng, demoMember, loginValue } from '../testing/fixtures.ts';
import { plainRules, registrationInput, validValues } from './registration.fixtures.ts';
import { registrationMachine } from './registration.machine.ts';

/**
 * While the captcha shows, the dropdown's `closing` reads as `closed`: replaying the captcha's
 * 1000 ms throttle also runs out a pending 200 ms close, which the traversal (no clock) cannot
 * know. Without a captcha no other timer runs, so `closing` keeps its own key there; the
 * focused dropdown tests check it on the clock either way.
 */
const mergeClosing = (value: StateValue): StateValue =>
  typeof value === 'string'
    ? value === 'closing'
      ? 'closed'
      : value
    : Object.fromEntries(
        Object.entries(value).map(([key, child]) => [
          key,
          child === undefined ? child : mergeClosing(child),
        ]),
      );

const captchaShown = (value: StateValue): boolean =>
  typeof value === 'object' &&
  typeof value.active === 'object' &&
  typeof value.active.captcha === 'object';

/**
 * Model of the register modal: the three setups (every helper on the username tab, a URL
 * affiliate code, the mobile tab) against the full alphabet of form, dialog, captcha,
 * dropdown and SMS events and every actor answer.
 */
export const registrationTestSpec: FlowTestSpec<typeof registrationMachine> = {
  machine: registrationMachine,
  inputs: {
    'username, every helper': registrationInput(),
    'URL affiliate': registrationInput({
      rules: plainRules,
      modules: { AFFMAN3: true },
      affiliateFromUrl: 'AGENT01',
    }),
    mobile: registrationInput({ rules: plainRules, modules: {}, mode: 'mobile' }),
  },
  events: {
    'submit valid': { type: 'register.submit', values: validValues },
    'submit with affiliate': {
      type: 'register.submit',
      values: { ...validValues, affiliateCode: 'AGENT01' },
    },
    'submit empty': { type: 'register.submit', values: {} },
    'url code valid': doneEvent('checkUrlAffiliate', null),
    'url code refused': errorEvent('checkUrlAffiliate', apiError('affiliate.invalid')),
    'affiliate valid': doneEvent('checkAffiliate', null),
    'affiliate refused': errorEvent('checkAffiliate', apiError('affiliate.invalid')),
    'dialog closed': { type: 'dialog.close' },
    'challenge passed': doneEvent('verifyChallenge', 'altcha-payload'),
    'challenge failed': errorEvent('verifyChallenge', apiError('challenge.invalid')),
    registered: doneEvent('register', loginValue({ firstTimeLogin: true })),
    'username taken': errorEvent('register', apiError('username.taken')),
    'register fails': errorEvent('register', apiError('system.busy')),
    'member loaded': doneEvent('loadMember', demoMember),
    'member fails': errorEvent('loadMember', apiError('system.busy')),
    'captcha image': doneEvent('fetchCaptcha', captchaPng),
    'captcha fails': errorEvent('fetchCaptcha', apiError('system.busy')),
    'captcha refresh': { type: 'captcha.refresh' },
    'refresh throttle over': afterEvent(
      'captchaRefresh',
      'registration.active.captcha.shown.cooling',
    ),
    'country focus': { type: 'country.focus' },
    'country blur': { type: 'country.blur' },
    'select Thailand': { type: 'country.select', code: 'TH' },
    'select unknown country': { type: 'country.select', code: 'ZZ' },
    'dropdown close': afterEvent('countryDropdownClose', 'registration.active.country.closing'),
    'sms send': { type: 'sms.send', mobileNum: '012345678', countryDialingCode: '+855' },
  },
  stateKey: ({ value, context }) =>
    abstractKey(captchaShown(value) ? mergeClosing(value) : value, {
      fieldErrors: Object.keys(context.fieldErrors).length > 0,
      error: context.error !== null,
      attempt: context.attempt !== null,
      urlAffiliateValid: context.urlAffiliateValid,
      captchaImage: context.captchaImage !== null,
      captchaStale: context.captchaStale,
      member: context.member !== null,
    }),
  invariants: [
    {
      name: 'the password is held only while submitting',
      holds: (snapshot) => snapshot.context.attempt === null || snapshot.hasTag('submitting'),
    },
    {
      name: 'editing, submitting, affiliateError and done exclude each other',
      holds: (snapshot) =>
        (['editing', 'submitting', 'affiliateError', 'done'] as const).filter((tag) =>
          snapshot.hasTag(tag),
        ).length === 1,
    },
    {
      name: 'tag captcha ⇔ the captcha field is visible (while the form is open)',
      holds: (snapshot) =>
        snapshot.hasTag('done') ||
        snapshot.hasTag('captcha') === snapshot.context.visibleFields.includes('captcha'),
    },
    {
      name: 'a valid URL affiliate code hides the field',
      holds: (snapshot) =>
        !snapshot.context.urlAffiliateValid ||
        !snapshot.context.visibleFields.includes('affiliateCode'),
    },
    {
      name: 'done ⇒ a member',
      holds: (snapshot) => !snapshot.hasTag('done') || snapshot.context.member !== null,
    },
    {
      name: 'the SMS child runs exactly when the form has an SMS code field',
      holds: (snapshot) =>
        snapshot.hasTag('done') ||
        (snapshot.children.sms !== undefined) ===
          snapshot.context.visibleFields.includes('verificationCode'),
    },
  ],
  waivers: [],
  maxPaths: 1600,
};
