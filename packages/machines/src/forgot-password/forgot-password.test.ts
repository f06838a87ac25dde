import { createActor, fromPromise, toPromise, waitFor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { LoginPublicValue } from '@his/shared/schemas/session';
import type { VerifyChallengeInput } from '../common/challenge.ts';
import type { LoginInput } from '../session/session.logic.ts';
import {
  smsCountdownMachine,
  type SendSmsInput,
  type SmsSent,
} from '../sms-countdown/sms-countdown.machine.ts';
import { countries, demoMember, loginValue } from '../testing/fixtures.ts';
import {
  forgotPasswordMachine,
  type ResetByEmailInput,
  type ResetBySmsInput,
} from './forgot-password.machine.ts';
import { forgotRules, validPhoneValues } from './forgot-password.flow-model.ts';

type Failure = { code: string };
const settle = <T>(answer: T | Failure): Promise<T> =>
  typeof answer === 'object' && answer !== null && 'code' in answer
    ? Promise.reject(answer)
    : Promise.resolve(answer);

interface Answers {
  resetByEmail?: null | Failure;
  resetBySms?: null | Failure;
  login?: LoginPublicValue | Failure;
  member?: MemberInfo | Failure;
}

/** The machine wired as the web wires it (the real smsCountdown child included), calls recorded. */
const start = (phone: boolean, answers: Answers = {}) => {
  const calls = {
    resetByEmail: [] as ResetByEmailInput[],
    resetBySms: [] as ResetBySmsInput[],
    verifyChallenge: [] as VerifyChallengeInput[],
    login: [] as LoginInput[],
    loadMember: 0,
    sendSms: [] as SendSmsInput[],
  };
  const verifyChallenge = fromPromise<string, VerifyChallengeInput>(({ input }) => {
    calls.verifyChallenge.push(input);
    return Promise.resolve('altcha-payload');
  });
  const machine = forgotPasswordMachine.provide({
    actors: {
      resetByEmail: fromPromise<null, ResetByEmailInput>(({ input }) => {
        calls.resetByEmail.push(input);
        return settle(answers.resetByEmail ?? null);
      }),
      resetBySms: fromPromise<null, ResetBySmsInput>(({ input }) => {
        calls.resetBySms.push(input);
        return settle(answers.resetBySms ?? null);
      }),
      verifyChallenge,
      login: fromPromise<LoginPublicValue, LoginInput>(({ input }) => {
        calls.login.push(input);
        return settle(answers.login ?? loginValue());
      }),
      loadMember: fromPromise<MemberInfo>(() => {
        calls.loadMember += 1;
        return settle(answers.member ?? demoMember);
      }),
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          verifyChallenge,
          sendSms: fromPromise<SmsSent, SendSmsInput>(({ input }) => {
            calls.sendSms.push(input);
            return Promise.resolve({ expiredMinutes: 5 });
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: { rules: forgotRules, modules: { CHNGPASSVERIF3: phone }, countries },
  }).start();
  const settled = () =>
    waitFor(actor, (snapshot: SnapshotFrom<typeof machine>) => !snapshot.hasTag('submitting'));
  return { actor, calls, settled };
};

describe('forgotPassword: modes', () => {
  it('starts on the phone tab when CHNGPASSVERIF3 is on, and switches tabs', () => {
    const { actor } = start(true);
    expect(actor.getSnapshot().hasTag('phone')).toBe(true);
    expect(actor.getSnapshot().children.sms).toBeDefined();
    actor.send({ type: 'mode.select', mode: 'email' });
    expect(actor.getSnapshot().hasTag('email')).toBe(true);
    expect(actor.getSnapshot().children.sms).toBeUndefined();
    actor.send({ type: 'mode.select', mode: 'phone' });
    expect(actor.getSnapshot().hasTag('phone')).toBe(true);
  });

  it('offers the email tab only when the phone reset is off', () => {
    const { actor } = start(false);
    expect(actor.getSnapshot().hasTag('email')).toBe(true);
    expect(actor.getSnapshot().context.phoneEnabled).toBe(false);
    actor.send({ type: 'mode.select', mode: 'phone' });
    expect(actor.getSnapshot().hasTag('email')).toBe(true);
  });
});

describe('forgotPassword: email mode', () => {
  it('checks username and email by their rules and sends nothing while one fails', () => {
    const { actor, calls } = start(false);
    actor.send({ type: 'forgot.submit', values: { username: ' ', email: 'nope' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: { key: 'validation.required' },
      email: { key: 'validation.reg_pattern_3', params: { min: 5, max: 64, range: '5-64' } },
    });
    expect(calls.resetByEmail).toEqual([]);
  });

  it('sends username and email trimmed and ends with "check your email"', async () => {
    const { actor, calls } = start(false);
    actor.send({
      type: 'forgot.submit',
      values: { username: ' demoPlayer ', email: ' demo_player@example.com ' },
    });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await expect(toPromise(actor)).resolves.toEqual({ outcome: 'emailSent', member: null });
    expect(calls.resetByEmail).toEqual([
      { username: 'demoPlayer', email: 'demo_player@example.com' },
    ]);
    expect(actor.getSnapshot().hasTag('emailSent')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the code of a failed send and stays on the form', async () => {
    const { actor, settled } = start(false, { resetByEmail: { code: 'network.error' } });
    actor.send({
      type: 'forgot.submit',
      values: { username: 'demoPlayer', email: 'demo_player@example.com' },
    });
    await settled();
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('network.error');
  });
});

describe('forgotPassword: phone mode', () => {
  it('validates mobile, dialing code, code, password and confirmation together', () => {
    const { actor, calls } = start(true);
    actor.send({
      type: 'forgot.submit',
      values: {
        mobileNum: '12',
        countryDialingCode: '',
        verificationCode: '12a',
        newPassword: 'short',
        confirmNewPassword: 'other',
      },
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      mobileNum: { key: 'validation.mobile' },
      countryDialingCode: { key: 'validation.required' },
      verificationCode: { key: 'validation.smsCode' },
      newPassword: { key: 'validation.reg_pattern_5', params: { min: 6, max: 20, range: '6-20' } },
      confirmNewPassword: { key: 'validation.inconsistent' },
    });
    expect(calls.resetBySms).toEqual([]);
  });

  it('forwards "Get code" to the sms child, which sends and counts down', async () => {
    const { actor, calls } = start(true);
    actor.send({ type: 'sms.send', mobileNum: ' 012345678 ', countryDialingCode: '+855' });
    const sms = actor.getSnapshot().children.sms;
    if (!sms) throw new Error('no sms child');
    await waitFor(sms, (snapshot) => snapshot.hasTag('counting'));
    expect(calls.sendSms).toEqual([
      { mobileNum: '012345678', countryDialingCode: '+855', challenge: 'altcha-payload' },
    ]);
    expect(sms.getSnapshot().context.remaining).toBe(300);
  });

  it('resets, verifies, logs in with the mobile number and ends with the member', async () => {
    const { actor, calls } = start(true);
    actor.send({ type: 'forgot.submit', values: validPhoneValues });
    await expect(toPromise(actor)).resolves.toEqual({ outcome: 'loggedIn', member: demoMember });
    expect(calls.resetBySms).toEqual([
      {
        mobileNum: '012345678',
        countryDialingCode: '+855',
        verificationCode: '123456',
        newPassword: 'Better123',
      },
    ]);
    expect(calls.verifyChallenge).toEqual([{ username: '012345678' }]);
    expect(calls.login).toEqual([
      {
        username: '012345678',
        password: 'Better123',
        type: '',
        remember: false,
        challenge: 'altcha-payload',
        countryDialingCode: '+855',
      },
    ]);
    expect(calls.loadMember).toBe(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('done')).toBe(true);
    expect(snapshot.context.phoneReset).toBeNull();
  });

  it('shows the code of a refused reset and forgets the new password', async () => {
    const { actor, calls, settled } = start(true, { resetBySms: { code: 'sms.code.invalid' } });
    actor.send({ type: 'forgot.submit', values: validPhoneValues });
    await settled();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('editing')).toBe(true);
    expect(snapshot.context.error).toBe('sms.code.invalid');
    expect(snapshot.context.phoneReset).toBeNull();
    expect(calls.login).toEqual([]);
  });

  it('ends as "password reset" when the automatic login fails', async () => {
    const { actor } = start(true, { login: { code: 'login.failed' } });
    actor.send({ type: 'forgot.submit', values: validPhoneValues });
    await expect(toPromise(actor)).resolves.toEqual({ outcome: 'passwordReset', member: null });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('passwordReset')).toBe(true);
    expect(snapshot.context.error).toBe('login.failed');
    expect(snapshot.context.phoneReset).toBeNull();
  });

  it('ignores a tab switch while the reset runs', () => {
    const { actor } = start(true);
    actor.send({ type: 'forgot.submit', values: validPhoneValues });
    actor.send({ type: 'mode.select', mode: 'email' });
    expect(actor.getSnapshot().hasTag('phone')).toBe(true);
  });
});
