import { assign, fromPromise, sendTo, setup } from 'xstate';
import { trialAccountType } from '@his/shared/constants';
import type { RegisterRule } from '@his/shared/rules';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { LoginPublicValue } from '@his/shared/schemas/session';
import { captchaMachine, type CaptchaParentEvent } from '../captcha/captcha.machine.ts';
import type { VerifyChallengeInput } from '../common/challenge.ts';
import { errorAsksCaptcha, errorCodeOf } from '../common/error-code.ts';
import {
  hasFieldErrors,
  toLoginAttempt,
  toLoginOutcome,
  validateLoginForm,
  type ChallengeResult,
  type LoginAttempt,
  type LoginFieldErrors,
  type LoginFormValues,
  type LoginInput,
  type LoginOutcome,
  type LoginType,
  type ActionNeed,
  type SessionInput,
} from './session.logic.ts';

export interface SessionContext {
  /** The logged-in member; null for a visitor and until member info has loaded. */
  member: MemberInfo | null;
  /** Flattened whitelabel modules (from boot). */
  modules: Record<string, boolean>;
  /** Register rule of the mobile number, for the mobile login tab (null: presence only). */
  mobileRule: RegisterRule | null;
  /** The login attempt in flight (holds the password); null whenever no attempt runs. */
  attempt: LoginAttempt | null;
  /** Decisions of a successful login, null once they are acted upon. */
  outcome: LoginOutcome | null;
  /** Field errors of the login form as i18n keys. */
  fieldErrors: LoginFieldErrors;
  /** Error code of the last failed attempt (login, verification or member load), or null. */
  error: string | null;
  /** A failure asked for a captcha: from then on the field is required while shown. */
  captchaRequired: boolean;
  /** Base64 PNG (no `data:` prefix) of the captcha on screen, or null. */
  captchaImage: string | null;
  /** The captcha on screen (or none) is used up and a new image must be fetched. */
  captchaStale: boolean;
  /**
   * The login password, kept in memory (never storage) only while the forced password change
   * is on screen, so the change form needs no "current password" (SPEC §2 changePassModal).
   */
  storedPassword: string | null;
  /** The platform said "first login": its action runs once the member is on screen. */
  firstLoginPending: boolean;
}

export type SessionEvent =
  | ({ type: 'login.submit' } & LoginFormValues)
  | { type: 'captcha.refresh' }
  | CaptchaParentEvent
  | { type: 'logout.request' }
  | { type: 'logout.cancel' }
  | { type: 'logout.confirm' }
  | { type: 'session.expired' }
  | { type: 'password.changed' }
  /** The platform answered 403 password.change.required to some call. */
  | { type: 'password.changeRequired' }
  | { type: 'session.started'; member: MemberInfo }
  | { type: 'member.changed'; member: MemberInfo }
  | { type: 'action.request'; need: ActionNeed; action: string };

export type SessionTag =
  | 'visitor'
  | 'submitting'
  | 'captcha'
  | 'loggedIn'
  | 'confirmingLogout'
  | 'loggingOut'
  | 'forcedPasswordChange';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is supplied by the app with sessionMachine.provide`));

export const freshVisitor = {
  member: null,
  attempt: null,
  outcome: null,
  fieldErrors: {},
  error: null,
  captchaRequired: false,
  captchaImage: null,
  captchaStale: false,
  storedPassword: null,
  firstLoginPending: false,
} satisfies Omit<SessionContext, 'modules' | 'mobileRule'>;

/** Params of the provided actions that act for a UI action (`action.request`). */
interface ActionParams {
  action: string;
}

/** Params of `rememberUsername`; on the mobile tab `username` is the mobile number. */
interface RememberParams {
  username: string;
  remember: boolean;
  loginType: LoginType;
  countryDialingCode: string | null;
}

/**
 * Types and named implementations of the session machine. Side effects are declared empty
 * here; the web supplies them (and the actors) with `sessionMachine.provide`.
 */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actors: {
    verifyChallenge: fromPromise<ChallengeResult, VerifyChallengeInput>(
      notProvided('verifyChallenge'),
    ),
    login: fromPromise<LoginPublicValue, LoginInput>(notProvided('login')),
    captcha: captchaMachine,
    loadMember: fromPromise<MemberInfo>(notProvided('loadMember')),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- logout answers nothing; `void` lets the web supply `async () => {}` unannotated
    logout: fromPromise<void>(notProvided('logout')),
  },
  guards: {
    hasMember: ({ context }) => context.member !== null,
    isFormInvalid: ({ context }, params: { values: LoginFormValues }) =>
      hasFieldErrors(
        validateLoginForm(params.values, context.captchaImage !== null, context.mobileRule),
      ),
    isSmsLogin: (_, params: { values: LoginFormValues }) => params.values.loginType === 'sms',
    isFirstTimeLogin: ({ context }) => context.outcome?.firstTimeLogin === true,
    isFirstLoginPending: ({ context }) => context.firstLoginPending,
    mustChangePassword: ({ context }) => context.outcome?.mustChangePassword === true,
    isCaptchaStale: ({ context }) => context.captchaStale,
    isTrialWithoutRealAccount: ({ context }, params: { need: ActionNeed }) =>
      params.need === 'realAccount' && context.member?.type === trialAccountType,
  },
  actions: {
    goHome: () => {},
    closeModals: () => {},
    tellSessionEnded: () => {},
    showForcedPasswordChange: () => {},
    runFirstLoginAction: () => {},
    rememberUsername: (_, _params: RememberParams) => {},
    clearStoredPassword: () => {},
    openLoginPopup: (_, _params: ActionParams) => {},
    showTrialWarning: (_, _params: ActionParams) => {},
    runAction: (_, _params: ActionParams) => {},
    // What the session tells the app it runs in (the app chart routes it; see app.machine.ts).
    tellSignedIn: () => {},
    tellSignedOut: () => {},
    tellLoggedIn: () => {},
    rememberFieldErrors: assign(({ context }, params: { values: LoginFormValues }) => ({
      fieldErrors: validateLoginForm(
        params.values,
        context.captchaImage !== null,
        context.mobileRule,
      ),
      error: null,
    })),
    startAttempt: assign(({ context }, params: { values: LoginFormValues }) => ({
      attempt: toLoginAttempt(params.values, context.captchaImage !== null),
      fieldErrors: {},
      error: null,
    })),
    rememberChallenge: assign(({ context }, params: { challenge: ChallengeResult }) => ({
      attempt: context.attempt && { ...context.attempt, challenge: params.challenge },
    })),
    abandonAttempt: assign((_, params: { error: unknown }) => ({
      attempt: null,
      error: errorCodeOf(params.error),
    })),
    rememberLoginFailure: assign(({ context }, params: { error: unknown }) => {
      // A used captcha answer is gone server-side, so every failure while a captcha is required
      // fetches a new image, not only the failure that first asks for it.
      const captchaRequired = context.captchaRequired || errorAsksCaptcha(params.error);
      return {
        attempt: null,
        error: errorCodeOf(params.error),
        captchaRequired,
        captchaStale: captchaRequired,
      };
    }),
    rememberLoginOutcome: assign(({ context }, params: { value: LoginPublicValue }) => {
      const outcome = toLoginOutcome(context.attempt, params.value, context.modules);
      return {
        outcome,
        // Only a forced change keeps the password, for its form; cleared on leaving it.
        storedPassword: outcome.mustChangePassword ? (context.attempt?.password ?? null) : null,
        attempt: null,
        // The captcha belonged to the login form, which is gone.
        captchaRequired: false,
        captchaImage: null,
        captchaStale: false,
      };
    }),
    forgetOutcome: assign({ outcome: null }),
    markFirstLogin: assign({ firstLoginPending: true }),
    forgetFirstLogin: assign({ firstLoginPending: false }),
    forgetStoredPassword: assign({ storedPassword: null }),
    startSession: assign((_, params: { member: MemberInfo }) => ({
      ...freshVisitor,
      member: params.member,
    })),
    rememberMember: assign((_, params: { member: MemberInfo }) => ({ member: params.member })),
    rememberMemberFailure: assign((_, params: { error: unknown }) => ({
      ...freshVisitor,
      error: errorCodeOf(params.error),
    })),
    forgetSession: assign(freshVisitor),
    rememberCaptchaImage: assign((_, params: { image: string }) => ({
      captchaImage: params.image,
      captchaStale: false,
    })),
    settleCaptcha: assign({ captchaStale: false }),
    forgetCaptchaImage: assign({ captchaImage: null }),
    forwardToCaptcha: sendTo('captcha', { type: 'captcha.refresh' }),
    renewCaptcha: sendTo('captcha', { type: 'captcha.renew' }),
  },
});
