import { describe, expect, it } from 'vitest';
import { countries } from '../testing/fixtures.ts';
import { plainRules, registerRules, validValues, withRule } from './registration.fixtures.ts';
import {
  validateRegistration,
  visibleFieldsOf,
  type RegistrationMode,
  type RegistrationValues,
} from './registration.machine.ts';

const facts = (
  mode: RegistrationMode = 'username',
  modules: Record<string, boolean> = { REGMOBVERF3: true },
  rules = registerRules,
) => ({
  rules,
  modules,
  mode,
  visibleFields: visibleFieldsOf({ rules, modules, mode, countries, urlAffiliateValid: false }),
});

const errorsOf = (values: RegistrationValues, ...args: Parameters<typeof facts>) =>
  validateRegistration(values, facts(...args));

const required = { key: 'validation.required' };

describe('registration: validation by the register rules', () => {
  it('accepts the valid values', () => {
    expect(errorsOf(validValues)).toEqual({});
  });

  it('requires what the rules (and SPEC §5) require, and nothing else', () => {
    expect(errorsOf({})).toEqual({
      username: required,
      password: required,
      confirmPassword: required,
      mobileNum: required,
      verificationCode: required,
      paymentPassword: required,
      captcha: required,
      agreement: { key: 'validation.agreement', params: { age: 18 } },
    });
  });

  it('requires an optional field once its rule says required', () => {
    const rules = withRule(registerRules, 'email', { required: true });
    expect(errorsOf({ ...validValues, email: ' ' }, 'username', {}, rules)).toEqual({
      email: required,
    });
  });

  it('checks an optional field only when filled', () => {
    expect(errorsOf({ ...validValues, email: '' })).toEqual({});
    expect(errorsOf({ ...validValues, email: 'not-an-email' })).toEqual({
      email: { key: 'validation.reg_pattern_3', params: { min: 5, max: 64, range: '5-64' } },
    });
  });

  it('reports a pattern failure with its min and max', () => {
    expect(errorsOf({ ...validValues, username: '1player' })).toEqual({
      username: { key: 'validation.reg_pattern_1', params: { min: 6, max: 16, range: '6-16' } },
    });
  });

  it('reports a length failure with the same pattern message', () => {
    expect(errorsOf({ ...validValues, username: 'abc' }).username).toEqual({
      key: 'validation.reg_pattern_1',
      params: { min: 6, max: 16, range: '6-16' },
    });
  });

  it('gives a single number when min = max', () => {
    expect(errorsOf({ ...validValues, paymentPassword: '1234567' })).toEqual({
      paymentPassword: {
        key: 'validation.reg_pattern_6',
        params: { min: 6, max: 6, range: '6' },
      },
    });
  });

  it('says inconsistent when the confirmation differs from the password', () => {
    expect(errorsOf({ ...validValues, confirmPassword: 'Secret13' })).toEqual({
      confirmPassword: { key: 'validation.inconsistent' },
    });
    expect(errorsOf({ ...validValues, confirmPassword: ' Secret12 ' })).toEqual({});
  });

  it('requires the 18+ agreement', () => {
    expect(errorsOf({ ...validValues, agreement: false })).toEqual({
      agreement: { key: 'validation.agreement', params: { age: 18 } },
    });
  });

  it('wants a six-digit SMS code and a mobile number by its rule', () => {
    expect(errorsOf({ ...validValues, verificationCode: '12345', mobileNum: '12345678' })).toEqual({
      verificationCode: { key: 'validation.smsCode' },
      mobileNum: {
        key: 'validation.reg_pattern_6',
        params: { min: 9, max: 10, range: '9-10' },
      },
    });
  });

  it('validates only the visible fields', () => {
    expect(
      errorsOf({ username: 'newplayer1', password: 'Secret12' }, 'username', {}, plainRules),
    ).toEqual({
      confirmPassword: required,
      agreement: { key: 'validation.agreement', params: { age: 18 } },
    });
  });

  it('on the mobile tab requires mobile number and code, not a username', () => {
    expect(errorsOf({ agreement: true }, 'mobile', {}, plainRules)).toEqual({
      mobileNum: required,
      verificationCode: required,
    });
    expect(
      errorsOf({ agreement: true }, 'mobile', { MOBILENUMPASSREG3: true }, plainRules),
    ).toMatchObject({ password: required, confirmPassword: required });
  });
});

describe('registration: visible fields', () => {
  const visible = (
    mode: RegistrationMode,
    modules: Record<string, boolean>,
    rules = registerRules,
    urlAffiliateValid = false,
  ) => visibleFieldsOf({ rules, modules, mode, countries, urlAffiliateValid });

  it('shows the enabled fields in display order on the username tab', () => {
    expect(visible('username', { REGMOBVERF3: true })).toEqual([
      'username',
      'password',
      'confirmPassword',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'payeeName',
      'paymentPassword',
      'email',
      'affiliateCode',
      'captcha',
      'agreement',
    ]);
  });

  it('shows no SMS code on the username tab without REGMOBVERF3', () => {
    expect(visible('username', {}, plainRules)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'countryDialingCode',
      'mobileNum',
      'agreement',
    ]);
    const noMobile = withRule(plainRules, 'mobileNum', { enabled: false });
    expect(visible('username', {}, noMobile)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'agreement',
    ]);
  });

  it('hides the affiliate field once the URL code was valid', () => {
    expect(visible('username', {}, registerRules, true)).not.toContain('affiliateCode');
    expect(visible('username', {}, registerRules, false)).toContain('affiliateCode');
  });

  it('asks the mobile tab for a password only with MOBILENUMPASSREG3', () => {
    expect(visible('mobile', {}, plainRules)).toEqual([
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'agreement',
    ]);
    expect(visible('mobile', { MOBILENUMPASSREG3: true }, plainRules)).toEqual([
      'password',
      'confirmPassword',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'agreement',
    ]);
  });
});
