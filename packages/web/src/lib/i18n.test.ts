import { describe, expect, it } from 'vitest';
import { km } from '@his/shared/i18n/km';
import { chooseLanguage, createI18n, loadCatalogue, startI18n } from './i18n.ts';

describe('catalogues on demand', () => {
  it('starts with English and the player’s language only', async () => {
    const i18n = await startI18n('KM');
    expect(i18n.language).toBe('KM');
    expect(i18n.t('nav.home')).toBe(km.nav.home);
    expect(i18n.hasResourceBundle('EN', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('CN', 'translation')).toBe(false);
  });

  it('downloads a language’s catalogue when the player chooses it', async () => {
    const i18n = createI18n('EN');
    expect(i18n.hasResourceBundle('CN', 'translation')).toBe(false);
    await chooseLanguage(i18n, 'CN');
    expect(i18n.language).toBe('CN');
    expect(i18n.t('nav.home')).toBe((await loadCatalogue('CN')).nav.home);
    expect(localStorage.getItem('hisLang')).toBe('CN');
  });

  it('ends in the last language chosen, whichever download finishes first', async () => {
    const i18n = createI18n('EN');
    const first = chooseLanguage(i18n, 'KM');
    const second = chooseLanguage(i18n, 'EN');
    await Promise.all([first, second]);
    expect(i18n.language).toBe('EN');
  });
});
