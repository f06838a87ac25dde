import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { LoginPublicValue } from '@his/shared/schemas/session';
import type { VerifyChallengeInput } from '../common/challenge.ts';
import { smsCountdownMachine } from '../sms-countdown/sms-countdown.machine.ts';
import type { SendSmsInput, SmsSent } from '../sms-countdown/sms-countdown.logic.ts';
import { demoMember, loginValue } from '../testing/fixtures.ts';
import { registrationInput } from './registration.fixtures.ts';
import type { RegistrationInput } from './registration.fields.ts';
import type { RegisterActorInput } from './registration.logic.ts';
import { registrationMachine } from './registration.machine.ts';
import { fakeCaptcha, settledWithCaptcha } from '../captcha/captcha.harness.ts';

/** A rejection as the web's client produces it (a failure value only for field refusals). */
interface Failure {
  code: string;
  value?: Record<string, unknown>;
}

type Answer<T> = T | Failure;

const settle = <T>(answer: Answer<T>): Promise<T> =>
  typeof answer === 'object' && answer !== null && 'code' in answer
    ? Promise.reject(answer)
    : Promise.resolve(answer);

export interface RegistrationHarnessOptions {
  input?: Partial<RegistrationInput>;
  /** Answers of successive affiliate checks, URL check included (the last one repeats). */
  affiliate?: Answer<null>[];
  /** Answers of successive captcha fetches (default: image `#n` for the n-th fetch). */
  captcha?: Answer<string>[];
  challenge?: Answer<string>;
  /** Answers of successive register calls (the last one repeats). */
  register?: Answer<LoginPublicValue>[];
  /** Answers of successive member loads (the last one repeats). */
  member?: Answer<MemberInfo>[];
  sms?: Answer<SmsSent>;
}

const nth = <T>(answers: readonly T[], count: number): T | undefined =>
  answers[Math.min(count, answers.length) - 1];

/**
 * The registration machine wired like the web wires it (the real SMS child included), every
 * call recorded, on a simulated clock shared by parent and child.
 */
export const startRegistration = (options: RegistrationHarnessOptions = {}) => {
  const calls = {
    checkAffiliate: [] as { code: string }[],
    fetchCaptcha: 0,
    verifyChallenge: [] as VerifyChallengeInput[],
    register: [] as RegisterActorInput[],
    loadMember: 0,
    sendSms: [] as SendSmsInput[],
  };
  const verifyChallenge = fromPromise<string, VerifyChallengeInput>(({ input }) => {
    calls.verifyChallenge.push(input);
    return settle(options.challenge ?? 'altcha-payload');
  });
  const machine = registrationMachine.provide({
    actors: {
      checkAffiliate: fromPromise<null, { code: string }>(({ input }) => {
        calls.checkAffiliate.push(input);
        return settle(nth(options.affiliate ?? [], calls.checkAffiliate.length) ?? null);
      }),
      captcha: fakeCaptcha(options.captcha, () => (calls.fetchCaptcha += 1)),
      verifyChallenge,
      register: fromPromise<LoginPublicValue, RegisterActorInput>(({ input }) => {
        calls.register.push(input);
        const answer = nth(options.register ?? [], calls.register.length);
        return settle(answer ?? loginValue({ firstTimeLogin: true }));
      }),
      loadMember: fromPromise<MemberInfo>(() => {
        calls.loadMember += 1;
        return settle(nth(options.member ?? [], calls.loadMember) ?? demoMember);
      }),
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          verifyChallenge,
          sendSms: fromPromise<SmsSent, SendSmsInput>(({ input }) => {
            calls.sendSms.push(input);
            return settle(options.sms ?? { expiredMinutes: 5 });
          }),
        },
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: registrationInput(options.input),
    clock,
  }).start();
  /** Resolves once no call of the form or the captcha is pending. */
  const settled = () => settledWithCaptcha(actor, (snapshot) => !snapshot.hasTag('submitting'));
  return { actor, clock, calls, settled };
};
