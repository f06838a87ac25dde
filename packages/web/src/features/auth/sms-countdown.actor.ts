import { fromPromise } from 'xstate';
import { smsCountdownMachine } from '@his/machines/sms-countdown';
import { verifyChallenge } from '@/lib/challenge/verify-challenge.ts';
import { sendSmsNoLogin } from './api/send-sms-no-login.ts';

/**
 * The "Get code" countdown of the forms that work without a session (mobile-code login,
 * reset by SMS): the verification challenge, then `smsNoLogin`.
 */
export const noLoginSmsCountdown = smsCountdownMachine.provide({
  actors: {
    verifyChallenge: fromPromise(({ signal }) => verifyChallenge(signal)),
    sendSms: fromPromise(({ input }) => sendSmsNoLogin(input)),
  },
});
