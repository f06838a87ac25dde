import type { InterfaceLanguage, Language } from '@his/shared/constants';
import { defaultLanguage, languages } from '@his/shared/constants';
import type { Catalogue } from '@his/shared/i18n/en';

// Apart from i18n.ts (and i18next): early-boot.ts starts the first catalogue's download with the
// boot's calls, before the rest of the app's code is evaluated.

/**
 * The Chinese faces' stylesheet: 120 unicode-range slices (28 KB compressed) that would block
 * every first paint. A Chinese page waits for it (its text would show as boxes on a device
 * without Chinese fonts, #10); other pages load it once they show, for the picker's "中文".
 */
export const loadChineseFaces = (): Promise<unknown> => import('@fontsource-variable/noto-sans-sc');

/**
 * The Khmer slice of the bundled Khmer face, wanted before a Khmer page first renders: until it
 * arrives, bold Khmer text (headings, buttons) drew as boxes in a browser whose own Khmer font
 * has no bold (Debian's Chromium). A face that fails to load leaves the page to the system's.
 */
const loadKhmerFace = async (): Promise<void> => {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await document.fonts.load('700 1em "Noto Sans Khmer Variable"', 'ក').catch(() => undefined);
};

/** The complete catalogue a language reads: its own for the core three, English for the rest. */
export const catalogueLanguageOf = (language: InterfaceLanguage): Language =>
  (languages as readonly string[]).includes(language) ? (language as Language) : defaultLanguage;

/**
 * The few strings of a language beyond the core three (`languageLabels`): the rest of its page
 * reads the English catalogue through i18next's fallback, never a copy of it.
 */
export const loadPartialCatalogue = async (
  language: InterfaceLanguage,
): Promise<{ language: { label: string } }> => {
  const { languageLabels } = await import('@his/shared/i18n/language-names');
  return { language: { label: languageLabels[language] } };
};

/**
 * The complete catalogue of a language (English for one beyond the core three), with the face
 * it needs. Each is a chunk of its own, English too,
 * downloaded only by a player who reads it: a visitor loads one catalogue, not three, and none
 * is part of the first load (the app starts it with the boot's calls and renders once it is in).
 */
export const loadCatalogue = async (language: InterfaceLanguage): Promise<Catalogue> => {
  switch (catalogueLanguageOf(language)) {
    case 'EN':
      return (await import('@his/shared/i18n/en')).en;
    case 'KM': {
      const [{ km }] = await Promise.all([import('@his/shared/i18n/km'), loadKhmerFace()]);
      return km;
    }
    case 'CN': {
      const [{ cn }] = await Promise.all([import('@his/shared/i18n/cn'), loadChineseFaces()]);
      return cn;
    }
  }
};
