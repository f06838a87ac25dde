import { describe, expect, it } from 'vitest';
import { clientErrorCodes, errorCodes, platformErrorCodes } from '@his/shared/errors';
import { cn } from '@his/shared/i18n/cn';
import { en } from '@his/shared/i18n/en';
import { km } from '@his/shared/i18n/km';
import { createI18n, errorKey } from './i18n.ts';

const flatten = (node: object, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node) as [string, unknown][]) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [inner, text] of flatten(value, `${prefix}${key}.`)) out.set(inner, text);
    }
  }
  return out;
};

const english = flatten(en);
const others = { KM: flatten(km), CN: flatten(cn) };
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
// `<terms>…</terms>` marks where a component (a link) goes in a sentence (react-i18next Trans).
const markup = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

describe.each(Object.entries(others))('%s catalogue', (language, catalogue) => {
  it('has exactly the English keys', () => {
    expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text', () => {
    for (const [key, text] of catalogue) expect(text.trim(), key).not.toBe('');
  });

  it('is translated: at least 90% of the texts differ from English', () => {
    const same = [...catalogue].filter(([key, text]) => english.get(key) === text);
    expect(same.length / catalogue.size).toBeLessThan(0.1);
  });

  it('keeps every interpolation of the English text', () => {
    for (const [key, text] of catalogue) {
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('keeps every component tag of the English text', () => {
    for (const [key, text] of catalogue) {
      expect(markup(text), key).toEqual(markup(english.get(key) ?? ''));
    }
  });

  it('is written in its own script', () => {
    const script = language === 'KM' ? /[\u1780-\u17ff]/ : /[\u4e00-\u9fff]/;
    const inScript = [...catalogue.values()].filter((text) => script.test(text));
    expect(inScript.length / catalogue.size).toBeGreaterThan(0.85);
  });
});

describe('error texts', () => {
  it('exist for every shared error code, every client code and every platform-only code of SPEC §8, in every language', () => {
    const i18n = createI18n('EN', { EN: en, KM: km, CN: cn });
    for (const code of [...errorCodes, ...clientErrorCodes, ...platformErrorCodes]) {
      expect(errorKey(code)).toBe(`errors.${code}`);
      for (const language of ['EN', 'KM', 'CN']) {
        const text = i18n.t(errorKey(code), { lng: language });
        expect(text, `${language} ${code}`).not.toBe(`errors.${code}`);
        expect(text.length).toBeGreaterThan(0);
      }
    }
  });

  it('falls back to the system error for codes without a text', () => {
    expect(errorKey('made.up.code')).toBe('errors.internal.error');
    expect(errorKey('nav.home')).toBe('errors.internal.error');
  });
});
