import type { i18n as I18n } from 'i18next';
import { promotionsCn } from './cn.ts';
import { promotionsEn } from './en.ts';
import { promotionsKm } from './km.ts';

const bundles = { EN: promotionsEn, KM: promotionsKm, CN: promotionsCn };

/** Adds the `promotions` namespace in every language to the app's i18next (once). */
export const addPromotionsStrings = (i18n: I18n): void => {
  for (const [language, strings] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'promotions')) {
      i18n.addResourceBundle(language, 'promotions', strings);
    }
  }
};
