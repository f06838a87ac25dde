import { describe, expect, it, vi } from 'vitest';
import { applyLanguage, initialLanguage, matchDeviceLanguage } from './language.ts';

describe('first-visit language', () => {
  it('takes the first device language we support', () => {
    expect(matchDeviceLanguage(['km-KH', 'en-US'])).toBe('KM');
    expect(matchDeviceLanguage(['fr-FR', 'zh-CN', 'en'])).toBe('CN');
    expect(matchDeviceLanguage(['zh-TW'])).toBe('CN');
    expect(matchDeviceLanguage(['EN-gb'])).toBe('EN');
  });

  it('falls back to English for unsupported devices', () => {
    expect(matchDeviceLanguage(['de-DE', 'fr'])).toBe('EN');
    expect(matchDeviceLanguage([])).toBe('EN');
  });

  it('follows the device on a first visit and the stored choice after that', () => {
    expect(initialLanguage(['km'])).toBe('KM');
    localStorage.setItem('hisLang', 'CN');
    expect(initialLanguage(['km'])).toBe('CN');
    localStorage.setItem('hisLang', 'XX');
    expect(initialLanguage(['km'])).toBe('KM');
  });

  it('reads the device languages from the browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['km-KH', 'en-US']);
    expect(initialLanguage()).toBe('KM');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(initialLanguage()).toBe('EN');
  });

  it('sets <html lang> to a BCP 47 tag', () => {
    applyLanguage('KM');
    expect(document.documentElement.lang).toBe('km');
    applyLanguage('CN');
    expect(document.documentElement.lang).toBe('zh-Hans');
    applyLanguage('nonsense');
    expect(document.documentElement.lang).toBe('en');
  });
});
