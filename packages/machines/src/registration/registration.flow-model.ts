import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, afterEvent, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError, captchaPng, demoMember, loginValue } from '../testing/fixtures.ts';
import { plainRules, registrationInput, validValues } from './registration.fixtures.ts';
import { registrationMachine } from './registration.machine.ts';

/**
 * Model of the register modal: the three setups (every helper on the username tab, a URL
 * affiliate code, the mobile tab) against the full alphabet of form, dialog, captcha,
 * dropdown and SMS events and every actor answer.
 */
export const registrationFlowModel: FlowModel<typeof registrationMachine> = {
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
    // The captcha child's report (its fetch and throttle are the captcha flow's own model).
    'captcha image': { type: 'captcha.image', image: captchaPng },
    'captcha refresh': { type: 'captcha.refresh' },
    'country focus': { type: 'country.focus' },
    'country blur': { type: 'country.blur' },
    'select Thailand': { type: 'country.select', code: 'TH' },
    'select unknown country': { type: 'country.select', code: 'ZZ' },
    'dropdown close': afterEvent('countryDropdownClose', 'registration.active.country.closing'),
    'sms send': { type: 'sms.send', mobileNum: '012345678', countryDialingCode: '+855' },
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
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
