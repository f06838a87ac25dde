import { fromPromise } from 'xstate';
import { registrationMachine } from '@his/machines/registration';
import { smsCountdownMachine } from '@his/machines/sms-countdown';
import { verifyChallenge } from '@/lib/challenge/verify-challenge.ts';
import { checkAffiliate } from './api/check-affiliate.ts';
import { loadMember } from './api/load-member.ts';
import { register } from './api/register.ts';
import { sendSmsRegister } from './api/send-sms-register.ts';
import { captchaLogic } from './captcha.actor.ts';

const challenge = fromPromise<string, { username: string }>(({ signal }) =>
  verifyChallenge(signal),
);

/**
 * The register modal's machine with its I/O: the affiliate check, the captcha, the ALTCHA
 * challenge, the register call by tab, member info, and the SMS countdown child that asks for
 * registration codes (`smsRegister`).
 */
export const registrationLogic = registrationMachine.provide({
  actors: {
    checkAffiliate: fromPromise(({ input }) => checkAffiliate(input)),
    captcha: captchaLogic,
    verifyChallenge: challenge,
    register: fromPromise(({ input }) => register(input)),
    loadMember: fromPromise(() => loadMember()),
    smsCountdown: smsCountdownMachine.provide({
      actors: {
        verifyChallenge: challenge,
        sendSms: fromPromise(({ input }) => sendSmsRegister(input)),
      },
    }),
  },
});
