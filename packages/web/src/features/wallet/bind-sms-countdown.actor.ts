import { fromPromise } from 'xstate';
import { smsCountdownMachine } from '@his/machines/sms-countdown';
import { verifyChallenge } from '@/lib/challenge/verify-challenge.ts';
import { sendBindSms } from './api/send-bind-sms.ts';

/**
 * The "Get code" countdown of the mobile bind (the chart every SMS form uses): the verification
 * challenge, then `smsBind`, which the bff throttles like every SMS send.
 */
export const bindSmsCountdown = smsCountdownMachine.provide({
  actors: {
    verifyChallenge: fromPromise(({ signal }) => verifyChallenge(signal)),
    sendSms: fromPromise(({ input }) => sendBindSms(input)),
  },
});
