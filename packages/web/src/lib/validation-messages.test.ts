import { describe, expect, it } from 'vitest';
import { agreementKey } from '@his/machines/registration';
import { rateLimitMessageKey } from '@his/machines/sms-countdown';
import { patternCatalogue } from '@his/shared/patterns';
import { createI18n, messageKey } from './i18n.ts';
import { en } from '@his/shared/i18n/en';

// The machines emit message keys as data (`{ key, params }`); each must have a text in every
// language, or the player would read "System error" next to a field.
const languages = ['EN', 'KM', 'CN'] as const;

describe('validation messages the machines emit', () => {
  it('have a pattern message for every pattern id, with the length range in it', () => {
    const i18n = createI18n('EN', { EN: en });
    for (const { id } of patternCatalogue) {
      const key = `validation.reg_pattern_${id}`;
      expect(messageKey(key)).toBe(key);
      for (const lng of languages) {
        expect(i18n.t(messageKey(key), { lng, range: '6-12' }), `${lng} ${key}`).toContain('6-12');
      }
    }
  });

  it('show a single number when min and max are equal', () => {
    const i18n = createI18n('EN', { EN: en });
    expect(i18n.t(messageKey('validation.reg_pattern_6'), { range: '11' })).toBe(
      'Digits only; 11 digits.',
    );
  });

  it('have the fixed keys of the account machines in every language', () => {
    const i18n = createI18n('EN', { EN: en });
    const keys = [
      'validation.required',
      'validation.inconsistent',
      'validation.mobile',
      'validation.smsCode',
      agreementKey,
      rateLimitMessageKey,
    ];
    for (const key of keys) {
      expect(messageKey(key), key).toBe(key);
      for (const lng of languages) {
        const text = i18n.t(messageKey(key), { lng, age: 18, minutes: 5 });
        expect(text, `${lng} ${key}`).not.toMatch(/\{\{|^validation\./);
      }
    }
    expect(i18n.t(messageKey(agreementKey), { age: 18 })).toBe(
      'You must be 18 or older and agree to the user agreement.',
    );
  });
});
