import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ChallengeResult } from '@his/machines/session';
import { sessionMachine } from '@his/machines/session';
import { fetchCaptcha } from '@/features/auth/api/fetch-captcha.ts';
import { loadMember } from '@/features/auth/api/load-member.ts';
import { login } from '@/features/auth/api/login.ts';
import { logout } from '@/features/auth/api/logout.ts';
import { onUnauthorized } from '@/lib/api.ts';
import { BootActor, ModalsActor, SessionActor } from '@/lib/actors.ts';
import { rememberUsername } from '@/lib/remembered-username.ts';

interface SessionProviderProps {
  /** Where `goHome` goes: the app's router. */
  navigate: (to: string) => void;
  children: ReactNode;
}

/** A 401 from any call ends the login (the bff has dropped the token already). */
const ExpiryListener = () => {
  const session = SessionActor.useActorRef();
  useEffect(() => onUnauthorized(() => session.send({ type: 'session.expired' })), [session]);
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
    (snapshot) => ({ member: snapshot.context.member, modules: snapshot.context.modules }),
    shallowEqual,
  );
  const [logic] = useState(() =>
    sessionMachine.provide({
      actors: {
        // ALTCHA, the verification challenge, arrives in issue 3; until then there is nothing
        // to verify and the login goes straight on.
        verifyChallenge: fromPromise<ChallengeResult, { username: string }>(async () => null),
        login: fromPromise(({ input: attempt }) => login(attempt)),
        fetchCaptcha: fromPromise(() => fetchCaptcha()),
        loadMember: fromPromise(() => loadMember()),
        logout: fromPromise(() => logout()),
      },
      actions: {
        goHome: () => navigate('/'),
        closeModals: () => modals.send({ type: 'modal.close' }),
        showForcedPasswordChange: () =>
          modals.send({ type: 'modal.open', name: 'changePassModal', dismissible: false }),
        // SPEC §4 names a first-login action without saying what it does; the account flows
        // (issue 3) decide. Nothing runs until then.
        runFirstLoginAction: () => {},
        rememberUsername: (_, params) => rememberUsername(params.username, params.remember),
      },
    }),
  );
  return (
    <SessionActor.Provider logic={logic} options={{ input }}>
      <ExpiryListener />
      {children}
    </SessionActor.Provider>
  );
};
