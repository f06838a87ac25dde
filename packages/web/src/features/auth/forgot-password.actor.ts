import { shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '@his/machines/forgot-password';
import { BootActor, useScreenFlow } from '@/lib/actors.ts';
import { verifyChallenge } from '@/lib/challenge/verify-challenge.ts';
import { loadMember } from './api/load-member.ts';
import { login } from './api/login.ts';
import { resetByEmail } from './api/reset-by-email.ts';
import { resetBySms } from './api/reset-by-sms.ts';
import { noLoginSmsCountdown } from './sms-countdown.actor.ts';

/** The forgot-password flow with its calls: reset by email, or by SMS code then log in. */
export const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: {
    resetByEmail: fromPromise(({ input }) => resetByEmail(input)),
    resetBySms: fromPromise(({ input }) => resetBySms(input)),
    verifyChallenge: fromPromise(({ signal }) => verifyChallenge(signal)),
    login: fromPromise(({ input }) => login(input)),
    loadMember: fromPromise(() => loadMember()),
    smsCountdown: noLoginSmsCountdown,
  },
});

/**
 * The forgot-password modal's flow, with the rules, modules and countries boot learnt. How it
 * ends (logged in, mail sent, or reset without the login) is the app's to route.
 */
export const useForgotPassword = () => {
  const input = BootActor.useSelector(
    (snapshot) => ({
      rules: snapshot.context.permission?.info.register ?? {},
      modules: snapshot.context.modules,
      countries: snapshot.context.countries,
    }),
    shallowEqual,
  );
  return useScreenFlow('forgotPassword', forgotPasswordLogic, input);
};
