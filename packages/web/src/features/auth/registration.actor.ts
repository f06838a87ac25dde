import { useSearchParams } from 'react-router-dom';
import { shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import { registrationMachine, type RegistrationMode } from '@his/machines/registration';
import { BootActor, SessionActor, useScreenFlow } from '@/lib/actors.ts';
import { smsCountdownMachine } from '@his/machines/sms-countdown';
import { verifyChallenge } from '@/lib/challenge/verify-challenge.ts';
import { checkAffiliate } from './api/check-affiliate.ts';
import { loadMember } from './api/load-member.ts';
import { register } from './api/register.ts';
import { sendSmsRegister } from './api/send-sms-register.ts';
import { useRegisterRules } from './boot-view.ts';
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

/** An affiliate link carries its code as `?affiliateCode=` or the short `?a=`. */
const useUrlAffiliateCode = (): string | null => {
  const [params] = useSearchParams();
  return params.get('affiliateCode') ?? params.get('a');
};

/**
 * One tab's registration, with the platform's rules and modules, the countries boot learnt and
 * an affiliate code from the link. Once registered, the app hands the member to the session:
 * modals close and the player lands home, logged in.
 */
export const useRegistration = (mode: RegistrationMode) => {
  const rules = useRegisterRules();
  const modules = SessionActor.useSelector((snapshot) => snapshot.context.modules);
  const boot = BootActor.useSelector(
    (snapshot) => ({
      countries: snapshot.context.countries,
      countryCode: snapshot.context.countryCode ?? '',
    }),
    shallowEqual,
  );
  const affiliateFromUrl = useUrlAffiliateCode();
  return useScreenFlow('registration', registrationLogic, {
    rules,
    modules,
    mode,
    affiliateFromUrl,
    countries: boot.countries,
    defaultCountryCode: boot.countryCode,
  });
};
