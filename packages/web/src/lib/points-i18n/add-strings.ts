import type { i18n as I18n } from 'i18next';
import { pointsCn } from './cn.ts';
import { pointsEn } from './en.ts';
import { pointsKm } from './km.ts';

const bundles = { EN: pointsEn, KM: pointsKm, CN: pointsCn };

/** Adds the `points` namespace in every language to the app's i18next (once). */
export const addPointsStrings = (i18n: I18n): void => {
  for (const [language, strings] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'points')) {
      i18n.addResourceBundle(language, 'points', strings);
    }
  }
};
