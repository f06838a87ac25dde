import { describe, expect, it } from 'vitest';
import { en } from '@his/shared/i18n/en';
import { km } from '@his/shared/i18n/km';
import { chooseLanguage, createI18n, startI18n } from './i18n.ts';
import { loadCatalogue } from './load-catalogue.ts';

describe('catalogues on demand', () => {
  it('starts with the player’s language only, English not included', async () => {
    const i18n = await startI18n('KM');
    expect(i18n.language).toBe('KM');
    expect(i18n.t('nav.home')).toBe(km.nav.home);
    expect(i18n.hasResourceBundle('EN', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('CN', 'translation')).toBe(false);
  });

  it('downloads a language’s catalogue when the player chooses it', async () => {
    const i18n = createI18n('EN', { EN: en });
    expect(i18n.hasResourceBundle('CN', 'translation')).toBe(false);
    await chooseLanguage(i18n, 'CN');
    expect(i18n.language).toBe('CN');
    expect(i18n.t('nav.home')).toBe((await loadCatalogue('CN')).nav.home);
    expect(localStorage.getItem('hisLang')).toBe('CN');
  });

  it('starts in English when the player’s catalogue does not arrive', async () => {
    const i18n = await startI18n('CN', Promise.reject(new Error('chunk lost')));
    expect(i18n.language).toBe('EN');
    expect(i18n.t('nav.home')).toBe(en.nav.home);
  });

  it('reads English where a language beyond the core three has no translation', async () => {
    const i18n = createI18n('EN', { EN: en });
    await chooseLanguage(i18n, 'TH');
    expect(i18n.language).toBe('TH');
    expect(i18n.t('nav.home')).toBe(en.nav.home);
    expect(i18n.t('language.label')).toBe('ภาษา');
    expect(localStorage.getItem('hisLang')).toBe('TH');
    expect(document.documentElement.lang).toBe('th');
  });

  it('starts a language beyond the core three on the English catalogue alone', async () => {
    const i18n = await startI18n('AR');
    expect(i18n.language).toBe('AR');
    expect(i18n.t('nav.home')).toBe(en.nav.home);
    expect(i18n.t('language.label')).toBe('اللغة');
    expect(i18n.hasResourceBundle('KM', 'translation')).toBe(false);
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('ends in the last language chosen, whichever download finishes first', async () => {
    const i18n = createI18n('EN', { EN: en });
    const first = chooseLanguage(i18n, 'KM');
    const second = chooseLanguage(i18n, 'EN');
    await Promise.all([first, second]);
    expect(i18n.language).toBe('EN');
  });
});
