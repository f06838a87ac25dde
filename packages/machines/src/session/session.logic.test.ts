import { describe, expect, it } from 'vitest';
import { loginValue } from '../testing/fixtures.ts';
import {
  mustChangePassword,
  toLoginAttempt,
  toLoginInput,
  toLoginOutcome,
  validateLoginForm,
} from './session.logic.ts';

describe('validateLoginForm', () => {
  it('accepts a filled form', () => {
    expect(validateLoginForm({ username: 'demo_player', password: 'Demo1234' }, false)).toEqual({});
  });

  it('requires username and password after trimming', () => {
    expect(validateLoginForm({ username: ' \t', password: '  ' }, false)).toEqual({
      username: 'validation.required',
      password: 'validation.required',
    });
  });

  it('requires the captcha only while it is shown', () => {
    const values = { username: 'demo_player', password: 'Demo1234', captcha: '  ' };
    expect(validateLoginForm(values, false)).toEqual({});
    expect(validateLoginForm(values, true)).toEqual({ captcha: 'validation.required' });
  });
});

describe('validateLoginForm on the mobile tab', () => {
  const mobileRule = {
    enabled: true,
    required: false,
    acceptedPattern: '^\\d+$',
    patternId: 6,
    minLength: 7,
    maxLength: 12,
  };
  const sms = { loginType: 'sms' as const, password: '123456', countryDialingCode: '+855' };

  it('checks the number by the mobile rule when one is known', () => {
    expect(validateLoginForm({ ...sms, username: '0123' }, false, mobileRule)).toEqual({
      username: 'validation.mobile',
    });
    expect(validateLoginForm({ ...sms, username: '0123' }, false)).toEqual({});
    expect(validateLoginForm({ ...sms, username: ' 012345678 ' }, false, mobileRule)).toEqual({});
  });

  it('requires the dialing code', () => {
    expect(
      validateLoginForm({ ...sms, username: '012345678', countryDialingCode: ' ' }, false),
    ).toEqual({ countryDialingCode: 'validation.required' });
  });
});

describe('login attempt and input', () => {
  it('trims every value and defaults type and remember', () => {
    const attempt = toLoginAttempt(
      { username: ' a ', password: ' b ', captcha: ' c ', remember: true },
      true,
    );
    expect(attempt).toEqual({
      username: 'a',
      password: 'b',
      captcha: 'c',
      loginType: 'username',
      remember: true,
      challenge: null,
    });
    expect(toLoginInput(attempt)).toEqual({
      username: 'a',
      password: 'b',
      captcha: 'c',
      type: 'username',
      remember: true,
      challenge: null,
    });
  });

  it('leaves the captcha out when none is shown', () => {
    const attempt = toLoginAttempt({ username: 'a', password: 'b', captcha: 'c' }, false);
    expect(toLoginInput(attempt)).not.toHaveProperty('captcha');
  });
});

describe('mustChangePassword', () => {
  const enforced = { PWDEXPFORCECHANGE3: true };
  it.each([
    ['default password', 'username', '123456', false, {}, true],
    ['expired, enforcement on', 'username', 'Demo1234', true, enforced, true],
    ['expired, enforcement off', 'username', 'Demo1234', true, {}, false],
    ['ordinary password', 'username', 'Demo1234', false, enforced, false],
    ['sms with 123456', 'sms', '123456', false, enforced, false],
    ['sms, expired and enforced', 'sms', 'x', true, enforced, false],
  ] as const)('%s → %s', (_, loginType, password, passwordExpired, modules, expected) => {
    expect(mustChangePassword({ loginType, password, passwordExpired, modules })).toBe(expected);
  });

  it('is decided from the attempt and the login answer', () => {
    const attempt = toLoginAttempt({ username: 'u', password: '123456' }, false);
    expect(toLoginOutcome(attempt, loginValue({ firstTimeLogin: true }), {})).toEqual({
      firstTimeLogin: true,
      mustChangePassword: true,
    });
  });
});
