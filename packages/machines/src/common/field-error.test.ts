import { describe, expect, it } from 'vitest';
import type { RegisterRule } from '@his/shared/rules';
import {
  checkConfirmation,
  checkField,
  checkSmsCode,
  collectErrors,
  hasErrors,
} from './field-error.ts';

const digits = (minLength: number, maxLength: number, required = false): RegisterRule => ({
  enabled: true,
  required,
  acceptedPattern: '^\\d+$',
  patternId: 6,
  minLength,
  maxLength,
});

describe('checkField', () => {
  it('requires a value when asked to or when the rule says so, after trimming', () => {
    expect(checkField('  ', { required: true })).toEqual({ key: 'validation.required' });
    expect(checkField(undefined, { rule: digits(1, 3, true) })).toEqual({
      key: 'validation.required',
    });
    expect(checkField('', { rule: digits(1, 3) })).toBeNull();
  });

  it('names the pattern with min, max and a range that is one number when min = max', () => {
    expect(checkField('12', { rule: digits(4, 6) })).toEqual({
      key: 'validation.reg_pattern_6',
      params: { min: 4, max: 6, range: '4-6' },
    });
    expect(checkField('12', { rule: digits(6, 6) })).toEqual({
      key: 'validation.reg_pattern_6',
      params: { min: 6, max: 6, range: '6' },
    });
    expect(checkField(' 1234 ', { rule: digits(4, 6) })).toBeNull();
  });

  it('uses the given message instead of the pattern one', () => {
    expect(checkField('ab', { rule: digits(1, 3), patternError: 'validation.mobile' })).toEqual({
      key: 'validation.mobile',
    });
  });

  it('checks presence only without a rule', () => {
    expect(checkField('anything at all', {})).toBeNull();
  });
});

describe('checkSmsCode, checkConfirmation, collectErrors', () => {
  it('wants six digits', () => {
    expect(checkSmsCode(' 123456 ')).toBeNull();
    expect(checkSmsCode('12345')).toEqual({ key: 'validation.smsCode' });
    expect(checkSmsCode('')).toEqual({ key: 'validation.required' });
  });

  it('wants the confirmation filled and equal', () => {
    expect(checkConfirmation('abc', ' abc ')).toBeNull();
    expect(checkConfirmation('abc', 'abd')).toEqual({ key: 'validation.inconsistent' });
    expect(checkConfirmation('abc', '')).toEqual({ key: 'validation.required' });
  });

  it('keeps only failing fields', () => {
    const errors = collectErrors({ a: null, b: { key: 'validation.required' } });
    expect(errors).toEqual({ b: { key: 'validation.required' } });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(collectErrors({ a: null }))).toBe(false);
  });
});
