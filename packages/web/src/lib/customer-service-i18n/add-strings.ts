import type { i18n as I18n } from 'i18next';
import { serviceCn } from './cn.ts';
import { serviceEn } from './en.ts';
import { serviceKm } from './km.ts';

const bundles = { EN: serviceEn, KM: serviceKm, CN: serviceCn };

/**
 * Adds the `service` namespace in the core languages to the app's i18next (once); the other
 * languages read the English one.
 */
export const addServiceStrings = (i18n: I18n): void => {
  for (const [language, strings] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'service'))
      i18n.addResourceBundle(language, 'service', strings);
  }
};
