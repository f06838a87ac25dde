import { describe, expect, it } from 'vitest';
import type { RegisterRule } from '@his/shared/rules';
import { loginValue } from '../testing/fixtures.ts';
import { startSession } from './session.harness.ts';

const mobileRule: RegisterRule = {
  enabled: true,
  required: false,
  acceptedPattern: '^\\d+$',
  patternId: 6,
  minLength: 7,
  maxLength: 12,
};

const smsLogin = (values: Partial<{ username: string; password: string; code: string }> = {}) => ({
  type: 'login.submit' as const,
  loginType: 'sms' as const,
  username: values.username ?? ' 012345678 ',
  password: values.password ?? ' 654321 ',
  countryDialingCode: values.code ?? ' +855 ',
  remember: true,
});

describe('session: mobile-code login', () => {
  it('checks the number by the mobile rule and calls nothing when it fails', () => {
    const { actor, calls } = startSession({ input: { mobileRule } });
    actor.send(smsLogin({ username: '12ab' }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ username: 'validation.mobile' });
    expect(calls.login).toEqual([]);
  });

  it('requires the number, the code and the dialing code', () => {
    const { actor, calls } = startSession({ input: { mobileRule } });
    actor.send(smsLogin({ username: ' ', password: ' ', code: '' }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: 'validation.required',
      password: 'validation.required',
      countryDialingCode: 'validation.required',
    });
    expect(calls.login).toEqual([]);
  });

  it('sends mobile, code and dialing code trimmed, with type sms and no challenge', async () => {
    const { actor, calls, effects, settled } = startSession({ input: { mobileRule } });
    actor.send(smsLogin());
    await settled();
    expect(calls.verifyChallenge).toEqual([]);
    expect(calls.login).toEqual([
      {
        username: '012345678',
        password: '654321',
        type: 'sms',
        remember: true,
        challenge: null,
        countryDialingCode: '+855',
      },
    ]);
    expect(effects[0]).toEqual({
      action: 'rememberUsername',
      params: {
        username: '012345678',
        remember: true,
        loginType: 'sms',
        countryDialingCode: '+855',
      },
    });
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });

  it('never forces a password change, even for a code 123456 and an expired password', async () => {
    const { actor, effectNames, settled } = startSession({
      login: [loginValue({ passwordExpired: true })],
    });
    actor.send(smsLogin({ password: '123456' }));
    await settled();
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.storedPassword).toBeNull();
    expect(effectNames()).not.toContain('showForcedPasswordChange');
  });
});
