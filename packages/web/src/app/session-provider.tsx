import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sessionMachine } from '@his/machines/session';
import { captchaLogic } from '@/features/auth/captcha.actor.ts';
import { loadMember } from '@/features/auth/api/load-member.ts';
import { login } from '@/features/auth/api/login.ts';
import { logout } from '@/features/auth/api/logout.ts';
import { onPasswordChangeRequired, onUnauthorized } from '@/lib/api.ts';
import { BootActor, ModalsActor, SessionActor } from '@/lib/actors.ts';
import { verifyChallenge } from '@/lib/challenge/verify-challenge.ts';
import { rememberMobile } from '@/lib/remembered-mobile.ts';
import { rememberUsername } from '@/lib/remembered-username.ts';
import { runUiAction } from '@/lib/ui-actions.ts';

interface SessionProviderProps {
  /** Where `goHome` goes: the app's router. */
  navigate: (to: string) => void;
  children: ReactNode;
}

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

/** A 401 from any call ends the login (the bff has dropped the token already). */
const ExpiryListener = () => {
  const session = SessionActor.useActorRef();
  useEffect(() => onUnauthorized(() => session.send({ type: 'session.expired' })), [session]);
  return null;
};

/**
 * The platform refuses a member everything but member info, the password change and logout
 * until the password is changed (a reload in the middle of a forced change starts here with a
 * restored member): the session decides what follows (the forced change, asking for the current
 * password since none is held).
 */
const PasswordChangeListener = () => {
  const session = SessionActor.useActorRef();
  useEffect(
    () => onPasswordChangeRequired(() => session.send({ type: 'password.changeRequired' })),
    [session],
  );
  return null;
};

/**
 * Starts the session actor once boot is ready, with what boot learnt (restored member,
 * modules), and supplies its I/O: the api client for the actors, the router and the modals
 * actor for the side effects.
 */
export const SessionProvider = ({ navigate, children }: SessionProviderProps) => {
  const modals = ModalsActor.useActorRef();
  const input = BootActor.useSelector(
    (snapshot) => ({
      member: snapshot.context.member,
      modules: snapshot.context.modules,
      mobileRule: snapshot.context.permission?.info.register.mobileNum ?? null,
    }),
    shallowEqual,
  );
  const [logic] = useState(() =>
    sessionMachine.provide({
      actors: {
        verifyChallenge: fromPromise(({ signal }) => verifyChallenge(signal)),
        login: fromPromise(({ input: attempt }) => login(attempt)),
        captcha: captchaLogic,
        loadMember: fromPromise(() => loadMember()),
        logout: fromPromise(() => logout()),
      },
      actions: {
        goHome: () => navigate('/'),
        closeModals: () => modals.send({ type: 'modal.close' }),
        tellSessionEnded: () => modals.send({ type: 'modal.open', name: 'sessionEndedModal' }),
        showForcedPasswordChange: () =>
          modals.send({ type: 'modal.open', name: 'changePassModal', dismissible: false }),
        // SPEC §2 names a "first-login password change": on an account's first login the
        // change-password modal is suggested, and can be dismissed (unlike the forced change).
        runFirstLoginAction: () =>
          modals.send({ type: 'modal.open', name: 'changePassModal', dismissible: true }),
        rememberUsername: (_, params) => {
          if (params.loginType === 'sms') {
            const mobile = {
              mobileNum: params.username,
              countryDialingCode: params.countryDialingCode ?? '',
            };
            rememberMobile(mobile, params.remember);
          } else rememberUsername(params.username, params.remember);
        },
        clearStoredPassword: clearStoredPassword,
        openLoginPopup: () => modals.send({ type: 'modal.open', name: 'loginPopupModal' }),
        showTrialWarning: () => runUiAction('trialWarning'),
        runAction: (_, params) => runUiAction(params.action),
      },
    }),
  );
  return (
    <SessionActor.Provider logic={logic} options={{ input }}>
      <ExpiryListener />
      <PasswordChangeListener />
      {children}
    </SessionActor.Provider>
  );
};
