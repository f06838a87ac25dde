import { assign, fromPromise, setup } from 'xstate';
import { captchaRefreshMinMs } from '@his/shared/constants';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { LoginPublicValue } from '@his/shared/schemas/session';
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
  type SessionInput,
} from './session.logic.ts';

export interface SessionContext {
  /** The logged-in member; null for a visitor and until member info has loaded. */
  member: MemberInfo | null;
  /** Flattened whitelabel modules (from boot). */
  modules: Record<string, boolean>;
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
}

export type SessionEvent =
  | ({ type: 'login.submit' } & LoginFormValues)
  | { type: 'captcha.refresh' }
  | { type: 'logout.request' }
  | { type: 'logout.cancel' }
  | { type: 'logout.confirm' }
  | { type: 'session.expired' }
  | { type: 'password.changed' };

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
} satisfies Omit<SessionContext, 'modules'>;

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
    verifyChallenge: fromPromise<ChallengeResult, { username: string }>(
      notProvided('verifyChallenge'),
    ),
    login: fromPromise<LoginPublicValue, LoginInput>(notProvided('login')),
    fetchCaptcha: fromPromise<string>(notProvided('fetchCaptcha')),
    loadMember: fromPromise<MemberInfo>(notProvided('loadMember')),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- logout answers nothing; `void` lets the web supply `async () => {}` unannotated
    logout: fromPromise<void>(notProvided('logout')),
  },
  delays: {
    captchaRefresh: captchaRefreshMinMs,
  },
  guards: {
    hasMember: ({ context }) => context.member !== null,
    isFormInvalid: ({ context }, params: { values: LoginFormValues }) =>
      hasFieldErrors(validateLoginForm(params.values, context.captchaImage !== null)),
    isSmsLogin: (_, params: { values: LoginFormValues }) => params.values.loginType === 'sms',
    isFirstTimeLogin: ({ context }) => context.outcome?.firstTimeLogin === true,
    mustChangePassword: ({ context }) => context.outcome?.mustChangePassword === true,
    isCaptchaStale: ({ context }) => context.captchaStale,
  },
  actions: {
    goHome: () => {},
    closeModals: () => {},
    showForcedPasswordChange: () => {},
    runFirstLoginAction: () => {},
    rememberUsername: (_, _params: { username: string; remember: boolean }) => {},
    rememberFieldErrors: assign(({ context }, params: { values: LoginFormValues }) => ({
      fieldErrors: validateLoginForm(params.values, context.captchaImage !== null),
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
    rememberLoginOutcome: assign(({ context }, params: { value: LoginPublicValue }) => ({
      outcome: toLoginOutcome(context.attempt, params.value, context.modules),
      attempt: null,
      // The captcha belonged to the login form, which is gone.
      captchaRequired: false,
      captchaImage: null,
      captchaStale: false,
    })),
    forgetOutcome: assign({ outcome: null }),
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
  },
});
