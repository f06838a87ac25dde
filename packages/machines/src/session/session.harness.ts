import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { LoginPublicValue } from '@his/shared/schemas/session';
import { fakeCaptcha, settledWithCaptcha } from '../captcha/captcha.harness.ts';
import { demoMember, loginValue } from '../testing/fixtures.ts';
import {
  sessionMachine,
  type ChallengeResult,
  type LoginInput,
  type SessionInput,
} from './session.machine.ts';

/** A rejection as the web's client produces it. */
interface Failure {
  code: string;
  captcha?: boolean;
}

type Answer<T> = T | Failure;

const isFailure = (answer: unknown): answer is Failure =>
  typeof answer === 'object' && answer !== null && 'code' in answer;

const settle = <T>(answer: Answer<T>): Promise<T> =>
  isFailure(answer) ? Promise.reject(answer) : Promise.resolve(answer);

export interface SessionHarnessOptions {
  input?: Partial<SessionInput>;
  /** Answers of successive login calls (the last one repeats). */
  login?: Answer<LoginPublicValue>[];
  challenge?: Answer<ChallengeResult>;
  member?: Answer<MemberInfo>;
  /** Answers of successive captcha fetches (default: image `#n` for the n-th fetch). */
  captcha?: Answer<string>[];
  logout?: Answer<null>;
}

/**
 * The session machine wired the way the web wires it (`provide` with promise actors and
 * side-effect actions), with every call and effect recorded and a simulated clock.
 */
export const startSession = (options: SessionHarnessOptions = {}) => {
  const calls = {
    verifyChallenge: [] as { username: string }[],
    login: [] as LoginInput[],
    fetchCaptcha: 0,
    loadMember: 0,
    logout: 0,
  };
  const effects: { action: string; params?: unknown }[] = [];
  const record = (action: string) => () => {
    effects.push({ action });
  };
  const loginAnswers = options.login ?? [loginValue()];
  const machine = sessionMachine.provide({
    actors: {
      verifyChallenge: fromPromise<ChallengeResult, { username: string }>(({ input }) => {
        calls.verifyChallenge.push(input);
        return settle(options.challenge ?? 'challenge-ok');
      }),
      login: fromPromise<LoginPublicValue, LoginInput>(({ input }) => {
        calls.login.push(input);
        const answer = loginAnswers[Math.min(calls.login.length, loginAnswers.length) - 1];
        return settle(answer ?? loginValue());
      }),
      captcha: fakeCaptcha(options.captcha, () => (calls.fetchCaptcha += 1)),
      loadMember: fromPromise<MemberInfo>(() => {
        calls.loadMember += 1;
        return settle(options.member ?? demoMember);
      }),
      logout: fromPromise(async () => {
        calls.logout += 1;
        await settle(options.logout ?? null);
      }),
    },
    actions: {
      goHome: record('goHome'),
      closeModals: record('closeModals'),
      showForcedPasswordChange: record('showForcedPasswordChange'),
      runFirstLoginAction: record('runFirstLoginAction'),
      clearStoredPassword: record('clearStoredPassword'),
      rememberUsername: (_, params) => {
        effects.push({ action: 'rememberUsername', params });
      },
      openLoginPopup: (_, params) => {
        effects.push({ action: 'openLoginPopup', params });
      },
      showTrialWarning: (_, params) => {
        effects.push({ action: 'showTrialWarning', params });
      },
      runAction: (_, params) => {
        effects.push({ action: 'runAction', params });
      },
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { member: null, modules: { PWDEXPFORCECHANGE3: true }, ...options.input },
    clock,
  }).start();
  /** Resolves once no call of the login form is pending any more. */
  const settled = () =>
    settledWithCaptcha(
      actor,
      (snapshot) =>
        !snapshot.hasTag('submitting') &&
        !snapshot.hasTag('loggingOut') &&
        !snapshot.matches({ authenticated: { loggedIn: 'reloading' } }),
    );
  const effectNames = () => effects.map((effect) => effect.action);
  return { actor, clock, calls, effects, effectNames, settled };
};
