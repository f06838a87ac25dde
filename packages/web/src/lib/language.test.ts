import { describe, expect, it, vi } from 'vitest';
import {
  applyLanguage,
  currentLanguage,
  initialLanguage,
  localeOf,
  matchDeviceLanguage,
} from './language.ts';

describe('first-visit language', () => {
  it('takes the first device language we support', () => {
    expect(matchDeviceLanguage(['km-KH', 'en-US'])).toBe('KM');
    expect(matchDeviceLanguage(['is-IS', 'zh-CN', 'en'])).toBe('CN');
    expect(matchDeviceLanguage(['EN-gb'])).toBe('EN');
  });

  it('matches the device among all the interface languages', () => {
    expect(matchDeviceLanguage(['th-TH'])).toBe('TH');
    expect(matchDeviceLanguage(['ja-JP'])).toBe('JA');
    expect(matchDeviceLanguage(['pt-BR'])).toBe('PT');
    expect(matchDeviceLanguage(['fil-PH'])).toBe('PH');
    expect(matchDeviceLanguage(['tl'])).toBe('PH');
    expect(matchDeviceLanguage(['ar-EG'])).toBe('AR');
    expect(matchDeviceLanguage(['de-DE', 'fr'])).toBe('DE');
  });

  it('tells the two Chinese scripts apart', () => {
    expect(matchDeviceLanguage(['zh-TW'])).toBe('TW');
    expect(matchDeviceLanguage(['zh-HK'])).toBe('TW');
    expect(matchDeviceLanguage(['zh-Hant-HK'])).toBe('TW');
    expect(matchDeviceLanguage(['zh-CN'])).toBe('CN');
    expect(matchDeviceLanguage(['zh-Hans-SG'])).toBe('CN');
    expect(matchDeviceLanguage(['zh'])).toBe('CN');
  });

  it('falls back to English for unsupported devices', () => {
    expect(matchDeviceLanguage(['is-IS', 'sq'])).toBe('EN');
    expect(matchDeviceLanguage(['x-klingon'])).toBe('EN');
    expect(matchDeviceLanguage([])).toBe('EN');
  });

  it('follows the device on a first visit and the stored choice after that', () => {
    expect(initialLanguage(['km'])).toBe('KM');
    localStorage.setItem('hisLang', 'CN');
    expect(initialLanguage(['km'])).toBe('CN');
    localStorage.setItem('hisLang', 'TH');
    expect(initialLanguage(['km'])).toBe('TH');
    localStorage.setItem('hisLang', 'XX');
    expect(initialLanguage(['km'])).toBe('KM');
    localStorage.setItem('hisLang', 'toString');
    expect(initialLanguage(['km'])).toBe('KM');
  });

  it('reads the device languages from the browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['km-KH', 'en-US']);
    expect(initialLanguage()).toBe('KM');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['is-IS']);
    expect(initialLanguage()).toBe('EN');
  });

  it('sets <html lang> to a BCP 47 tag', () => {
    applyLanguage('KM');
    expect(document.documentElement.lang).toBe('km');
    applyLanguage('CN');
    expect(document.documentElement.lang).toBe('zh-Hans');
    applyLanguage('TW');
    expect(document.documentElement.lang).toBe('zh-Hant');
    applyLanguage('nonsense');
    expect(document.documentElement.lang).toBe('en');
  });

  it('writes right to left for Arabic, Persian and Urdu only', () => {
    for (const [language, dir] of [
      ['AR', 'rtl'],
      ['FA', 'rtl'],
      ['UR', 'rtl'],
      ['TH', 'ltr'],
      ['EN', 'ltr'],
    ] as const) {
      applyLanguage(language);
      expect(document.documentElement.dir).toBe(dir);
    }
  });

  it('tells the platform a core language: English beyond the core three', () => {
    applyLanguage('KM');
    expect(currentLanguage()).toBe('KM');
    applyLanguage('TH');
    expect(currentLanguage()).toBe('EN');
    expect(document.documentElement.lang).toBe('th');
  });

  it('formats in the chosen language', () => {
    expect(localeOf('TH')).toBe('th');
    expect(localeOf('CN')).toBe('zh-Hans');
    expect(localeOf('nonsense')).toBe('en');
  });
});
