import { fromPromise } from 'xstate';
import { sessionInApp } from '@his/machines/app';
import { homeKeepingCenter } from '@/lib/member-center-address.ts';
import { verifyChallenge } from '@/lib/challenge/verify-challenge.ts';
import { rememberMobile } from '@/lib/remembered-mobile.ts';
import { rememberUsername } from '@/lib/remembered-username.ts';
import { loadMember } from './api/load-member.ts';
import { login } from './api/login.ts';
import { logout } from './api/logout.ts';
import { captchaLogic } from './captcha.actor.ts';

/**
 * The spec's `cpw` (a password kept in session storage by the old site). This site never
 * writes one; a new session (free play, registration, reset) still removes any left behind.
 */
const clearStoredPassword = () => {
  try {
    sessionStorage.removeItem('cpw');
  } catch {
    // Storage disabled: nothing can be there.
  }
};

/**
 * The session machine as the app runs it, with its own I/O: the login, captcha, member and
 * logout calls, the remembered login name and the router (`goHome`). What it means for the
 * modals, the game launch and the balance is the app chart's (`sessionInApp`).
 */
export const sessionLogic = (navigate: (to: string) => void) =>
  sessionInApp.provide({
    actors: {
      verifyChallenge: fromPromise(({ signal }) => verifyChallenge(signal)),
      login: fromPromise(({ input: attempt }) => login(attempt)),
      captcha: captchaLogic,
      loadMember: fromPromise(() => loadMember()),
      logout: fromPromise(() => logout()),
    },
    actions: {
      // A member (after a login, a password change) keeps the center page the address names; a
      // visitor (after a logout, an ended session) goes to plain home.
      goHome: ({ context }) =>
        navigate(context.member ? homeKeepingCenter(window.location.search) : '/'),
      rememberUsername: (_, params) => {
        if (params.loginType === 'sms') {
          const mobile = {
            mobileNum: params.username,
            countryDialingCode: params.countryDialingCode ?? '',
          };
          rememberMobile(mobile, params.remember);
        } else rememberUsername(params.username, params.remember);
      },
      clearStoredPassword,
    },
  });
