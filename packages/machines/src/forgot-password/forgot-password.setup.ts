import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { RegisterRule } from '@his/shared/rules';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { LoginPublicValue } from '@his/shared/schemas/session';
import type { Country } from '@his/shared/schemas/system';
import type { ChallengeSolution, VerifyChallengeInput } from '../common/challenge.ts';
import { errorCodeOf } from '../common/error-code.ts';
import { hasErrors, type FieldErrors } from '../common/field-error.ts';
import type { LoginInput } from '../session/session.logic.ts';
import {
  smsCountdownMachine,
  type SmsCountdownEvent,
} from '../sms-countdown/sms-countdown.machine.ts';
import {
  toPhoneReset,
  toResetByEmailInput,
  validateEmailReset,
  validatePhoneReset,
  type ForgotMode,
  type ForgotOutcome,
  type ForgotPasswordInput,
  type ForgotPasswordOutput,
  type ForgotValues,
  type PhoneReset,
  type ResetByEmailInput,
  type ResetBySmsInput,
} from './forgot-password.logic.ts';

export interface ForgotPasswordContext {
  rules: Record<string, RegisterRule>;
  countries: Country[];
  /** CHNGPASSVERIF3: the phone mode exists (and is the default). */
  phoneEnabled: boolean;
  /** Field errors of the mode on screen, as i18n keys with parameters. */
  fieldErrors: FieldErrors;
  /** Code of the last failure, or null. */
  error: string | null;
  /** The email reset in flight; null otherwise. */
  emailRequest: ResetByEmailInput | null;
  /** The phone reset in flight (holds the new password until the automatic login ends). */
  phoneReset: PhoneReset | null;
  /** The member logged in after a phone reset. */
  member: MemberInfo | null;
  /** How the flow ended; null until a final state. */
  outcome: ForgotOutcome | null;
}

export type ForgotPasswordEvent =
  | { type: 'mode.select'; mode: ForgotMode }
  | { type: 'forgot.submit'; values: ForgotValues }
  | SmsCountdownEvent;

export type ForgotPasswordTag =
  'email' | 'phone' | 'editing' | 'submitting' | 'emailSent' | 'passwordReset' | 'done';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is supplied by the app with forgotPasswordMachine.provide`));

export const initialForgotContext = (input: ForgotPasswordInput): ForgotPasswordContext => ({
  rules: input.rules,
  countries: input.countries,
  phoneEnabled: input.modules.CHNGPASSVERIF3 === true,
  fieldErrors: {},
  error: null,
  emailRequest: null,
  phoneReset: null,
  member: null,
  outcome: null,
});

export const toForgotOutput = (context: ForgotPasswordContext): ForgotPasswordOutput => ({
  outcome: context.outcome ?? 'passwordReset',
  member: context.member,
});

/**
 * Types and named implementations of the forgot-password machine. The web supplies the actors
 * with `forgotPasswordMachine.provide` (the `smsCountdown` child included, with its own actors).
 */
export const forgotPasswordSetup = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    output: {} as ForgotPasswordOutput,
    tags: {} as ForgotPasswordTag,
    // Typed children: `snapshot.children.sms` is the smsCountdown actor the web reads.
    children: {} as {
      sms: 'smsCountdown';
      resetByEmail: 'resetByEmail';
      resetBySms: 'resetBySms';
      verifyChallenge: 'verifyChallenge';
      login: 'login';
      loadMember: 'loadMember';
    },
  },
  actors: {
    resetByEmail: fromPromise<null, ResetByEmailInput>(notProvided('resetByEmail')),
    resetBySms: fromPromise<null, ResetBySmsInput>(notProvided('resetBySms')),
    verifyChallenge: fromPromise<ChallengeSolution, VerifyChallengeInput>(
      notProvided('verifyChallenge'),
    ),
    login: fromPromise<LoginPublicValue, LoginInput>(notProvided('login')),
    loadMember: fromPromise<MemberInfo>(notProvided('loadMember')),
    smsCountdown: smsCountdownMachine,
  },
  guards: {
    isPhoneEnabled: ({ context }) => context.phoneEnabled,
    isModeChoice: ({ context }, params: { mode: ForgotMode; choice: ForgotMode }) =>
      params.mode === params.choice && (params.choice === 'email' || context.phoneEnabled),
    isEmailFormInvalid: ({ context }, params: { values: ForgotValues }) =>
      hasErrors(validateEmailReset(params.values, context.rules)),
    isPhoneFormInvalid: ({ context }, params: { values: ForgotValues }) =>
      hasErrors(validatePhoneReset(params.values, context.rules)),
  },
  actions: {
    forwardToSms: sendTo('sms', (_, params: { event: SmsCountdownEvent }) => params.event),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    rememberEmailErrors: assign(({ context }, params: { values: ForgotValues }) => ({
      fieldErrors: validateEmailReset(params.values, context.rules),
      error: null,
    })),
    rememberPhoneErrors: assign(({ context }, params: { values: ForgotValues }) => ({
      fieldErrors: validatePhoneReset(params.values, context.rules),
      error: null,
    })),
    startEmailReset: assign((_, params: { values: ForgotValues }) => ({
      emailRequest: toResetByEmailInput(params.values),
      fieldErrors: {},
      error: null,
    })),
    startPhoneReset: assign((_, params: { values: ForgotValues }) => ({
      phoneReset: toPhoneReset(params.values),
      fieldErrors: {},
      error: null,
    })),
    rememberChallenge: assign(({ context }, params: { challenge: ChallengeSolution }) => ({
      phoneReset: context.phoneReset && { ...context.phoneReset, challenge: params.challenge },
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      emailRequest: null,
      phoneReset: null,
      error: errorCodeOf(params.error),
    })),
    finishEmail: assign({ emailRequest: null, outcome: 'emailSent' as const }),
    finishLoggedIn: assign((_, params: { member: MemberInfo }) => ({
      member: params.member,
      phoneReset: null,
      outcome: 'loggedIn' as const,
    })),
    finishResetOnly: assign((_, params: { error: unknown }) => ({
      phoneReset: null,
      error: errorCodeOf(params.error),
      outcome: 'passwordReset' as const,
    })),
  },
});
