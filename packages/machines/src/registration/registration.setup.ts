import { assign, fromPromise, sendTo, setup } from 'xstate';
import { countryDropdownCloseMs } from '@his/shared/constants';
import type { RegisterBody } from '@his/shared/schemas/account';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { LoginPublicValue } from '@his/shared/schemas/session';
import { captchaMachine, type CaptchaParentEvent } from '../captcha/captcha.machine.ts';
import type { ChallengeSolution, VerifyChallengeInput } from '../common/challenge.ts';
import { errorCodeOf } from '../common/error-code.ts';
import {
  smsCountdownMachine,
  type SmsCountdownEvent,
} from '../sms-countdown/sms-countdown.machine.ts';
import {
  dialingCodeOf,
  initialCountryCode,
  needsSmsCode,
  visibleFieldsOf,
  type RegistrationField,
  type RegistrationInput,
  type RegistrationMode,
  type RegistrationValues,
} from './registration.fields.ts';
import {
  toRegisterBody,
  toRegisterFailure,
  validateRegistration,
  type RegisterActorInput,
  type RegistrationFieldErrors,
} from './registration.logic.ts';

export interface RegistrationContext {
  rules: RegistrationInput['rules'];
  modules: RegistrationInput['modules'];
  mode: RegistrationMode;
  countries: RegistrationInput['countries'];
  affiliateFromUrl: string | null;
  /** The URL's affiliate code was checked and is valid: the field hides and the code is sent. */
  urlAffiliateValid: boolean;
  /** Fields the form shows, in display order. */
  visibleFields: RegistrationField[];
  /** Selected country (`KH`); its dialing code goes with the mobile number. */
  countryCode: string;
  /** Field errors as i18n keys with parameters. */
  fieldErrors: RegistrationFieldErrors;
  /** Code of the last failure that belongs to no visible field, or null. */
  error: string | null;
  /** Base64 PNG (no `data:` prefix) of the captcha on screen, or null. */
  captchaImage: string | null;
  /** The captcha on screen was used by a refused registration: fetch another one. */
  captchaStale: boolean;
  /** The payload being submitted (holds the password); null whenever nothing is submitted. */
  attempt: { body: RegisterBody } | null;
  /** The new member, once loaded. */
  member: MemberInfo | null;
}

export type RegistrationEvent =
  | { type: 'register.submit'; values: RegistrationValues }
  | { type: 'dialog.close' }
  | { type: 'captcha.refresh' }
  | CaptchaParentEvent
  | { type: 'country.focus' }
  | { type: 'country.blur' }
  | { type: 'country.select'; code: string }
  | SmsCountdownEvent;

export type RegistrationTag =
  'editing' | 'submitting' | 'captcha' | 'affiliateError' | 'countryOpen' | 'done';

/** Invoke ids and their actors: `snapshot.children.sms` is typed as the SMS countdown. */
// A type alias, not an interface: xstate wants it assignable to Record<string, string>.
export type RegistrationChildren = {
  sms: 'smsCountdown';
  checkUrlAffiliate: 'checkAffiliate';
  checkAffiliate: 'checkAffiliate';
  captcha: 'captcha';
  verifyChallenge: 'verifyChallenge';
  register: 'register';
  loadMember: 'loadMember';
};

/** Output of the finished registration: the new member, logged in (the bff holds the token). */
export interface RegistrationOutput {
  member: MemberInfo;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is supplied by the app with registrationMachine.provide`));

export const initialRegistrationContext = (input: RegistrationInput): RegistrationContext => ({
  rules: input.rules,
  modules: input.modules,
  mode: input.mode,
  countries: input.countries,
  affiliateFromUrl: input.affiliateFromUrl?.trim() || null,
  urlAffiliateValid: false,
  visibleFields: visibleFieldsOf({ ...input, urlAffiliateValid: false }),
  countryCode: initialCountryCode(input.countries, input.defaultCountryCode),
  fieldErrors: {},
  error: null,
  captchaImage: null,
  captchaStale: false,
  attempt: null,
  member: null,
});

/** The output; `done` is entered only after the member loaded. */
export const toRegistrationOutput = (context: RegistrationContext): RegistrationOutput => {
  if (context.member === null) throw new Error('registration finished without a member');
  return { member: context.member };
};

const payloadFacts = (context: RegistrationContext) => ({
  mode: context.mode,
  visibleFields: context.visibleFields,
  countryDialingCode: dialingCodeOf(context.countries, context.countryCode),
  urlAffiliate: context.urlAffiliateValid ? context.affiliateFromUrl : null,
});

/** The register actor's input: the payload with its challenge. */
export const toRegisterActorInput = (context: RegistrationContext): RegisterActorInput => ({
  mode: context.mode,
  body: context.attempt?.body ?? {},
});

/**
 * Types and named implementations of the registration machine. The web supplies the actors
 * with `registrationMachine.provide` (the `smsCountdown` and `captcha` children included, with
 * their own actors).
 */
export const registrationSetup = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationOutput,
    tags: {} as RegistrationTag,
    children: {} as RegistrationChildren,
  },
  actors: {
    checkAffiliate: fromPromise<null, { code: string }>(notProvided('checkAffiliate')),
    verifyChallenge: fromPromise<ChallengeSolution, VerifyChallengeInput>(
      notProvided('verifyChallenge'),
    ),
    register: fromPromise<LoginPublicValue, RegisterActorInput>(notProvided('register')),
    loadMember: fromPromise<MemberInfo>(notProvided('loadMember')),
    smsCountdown: smsCountdownMachine,
    captcha: captchaMachine,
  },
  delays: {
    countryDropdownClose: countryDropdownCloseMs,
  },
  guards: {
    hasUrlAffiliate: ({ context }) => context.affiliateFromUrl !== null,
    isFormInvalid: ({ context }, params: { values: RegistrationValues }) =>
      Object.keys(validateRegistration(params.values, context)).length > 0,
    needsAffiliateCheck: ({ context }, params: { values: RegistrationValues }) =>
      context.visibleFields.includes('affiliateCode') &&
      (params.values.affiliateCode ?? '').trim() !== '',
    needsCaptcha: ({ context }) => context.visibleFields.includes('captcha'),
    needsSms: ({ context }) => needsSmsCode(context),
    isCaptchaStale: ({ context }) => context.captchaStale,
    isKnownCountry: ({ context }, params: { code: string }) =>
      context.countries.some((country) => country.countryCode === params.code),
  },
  actions: {
    rememberUrlAffiliate: assign(({ context }) => ({
      urlAffiliateValid: true,
      visibleFields: visibleFieldsOf({ ...context, urlAffiliateValid: true }),
    })),
    rememberFieldErrors: assign(({ context }, params: { values: RegistrationValues }) => ({
      fieldErrors: validateRegistration(params.values, context),
      error: null,
    })),
    startAttempt: assign(({ context }, params: { values: RegistrationValues }) => ({
      attempt: { body: toRegisterBody(params.values, payloadFacts(context)) },
      fieldErrors: {},
      error: null,
    })),
    dropAttempt: assign({ attempt: null }),
    rememberChallenge: assign(({ context }, params: { challenge: ChallengeSolution }) => ({
      attempt: context.attempt && {
        body: { ...context.attempt.body, challenge: params.challenge },
      },
    })),
    abandonAttempt: assign((_, params: { error: unknown }) => ({
      attempt: null,
      error: errorCodeOf(params.error),
    })),
    rememberRegisterFailure: assign(({ context }, params: { error: unknown }) => ({
      ...toRegisterFailure(params.error, context),
      attempt: null,
      // The platform spends a captcha on every registration it answers, right or wrong.
      captchaStale: context.visibleFields.includes('captcha'),
    })),
    rememberMember: assign((_, params: { member: MemberInfo }) => ({
      member: params.member,
      error: null,
    })),
    rememberMemberFailure: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
    })),
    clearError: assign({ error: null }),
    rememberCaptchaImage: assign((_, params: { image: string }) => ({
      captchaImage: params.image,
      captchaStale: false,
    })),
    settleCaptcha: assign({ captchaStale: false }),
    forwardToCaptcha: sendTo('captcha', { type: 'captcha.refresh' }),
    renewCaptcha: sendTo('captcha', { type: 'captcha.renew' }),
    selectCountry: assign((_, params: { code: string }) => ({ countryCode: params.code })),
    forwardToSms: sendTo('sms', (_, params: { event: SmsCountdownEvent }) => params.event),
  },
});
