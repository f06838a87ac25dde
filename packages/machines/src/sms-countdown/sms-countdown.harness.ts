import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { VerifyChallengeInput } from '../common/challenge.ts';
import {
  smsCountdownMachine,
  type SendSmsInput,
  type SmsCountdownInput,
  type SmsSent,
} from './sms-countdown.machine.ts';
import { khMobileRule } from './sms-countdown.flow-model.ts';

/** A rejection as the web's client produces it. */
interface Failure {
  code: string;
}

type Answer<T> = T | Failure;

const settle = <T>(answer: Answer<T>): Promise<T> =>
  typeof answer === 'object' && answer !== null && 'code' in answer
    ? Promise.reject(answer)
    : Promise.resolve(answer);

export interface SmsHarnessOptions {
  input?: Partial<SmsCountdownInput>;
  challenge?: Answer<string>;
  /** Answers of successive sends (the last one repeats). */
  sent?: Answer<SmsSent>[];
  /** Sends never answer (to observe `sending`). */
  hang?: boolean;
}

/** The SMS countdown wired like the web wires it, calls recorded, on a simulated clock. */
export const startSmsCountdown = (options: SmsHarnessOptions = {}) => {
  const calls = { verifyChallenge: [] as VerifyChallengeInput[], sendSms: [] as SendSmsInput[] };
  const answers = options.sent ?? [{ expiredMinutes: 5 }];
  const machine = smsCountdownMachine.provide({
    actors: {
      verifyChallenge: fromPromise<string, VerifyChallengeInput>(({ input }) => {
        calls.verifyChallenge.push(input);
        return settle(options.challenge ?? 'altcha-payload');
      }),
      sendSms: fromPromise<SmsSent, SendSmsInput>(({ input }) => {
        calls.sendSms.push(input);
        if (options.hang === true) return new Promise<never>(() => {});
        const answer = answers[Math.min(calls.sendSms.length, answers.length) - 1];
        return settle(answer ?? { expiredMinutes: 5 });
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { mobileRule: khMobileRule, ...options.input },
    clock,
  }).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('sending'));
  const send = (mobileNum = '012345678', countryDialingCode = '+855') =>
    actor.send({ type: 'sms.send', mobileNum, countryDialingCode });
  /** Advances the clock one second at a time (each tick schedules the next). */
  const seconds = (count: number) => {
    for (let i = 0; i < count; i++) clock.increment(1000);
  };
  return { actor, clock, calls, settled, send, seconds };
};
