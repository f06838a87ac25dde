import type { i18n as I18n } from 'i18next';
import { memberCenterCn } from './cn.ts';
import { memberCenterEn } from './en.ts';
import { memberCenterKm } from './km.ts';

const bundles = { EN: memberCenterEn, KM: memberCenterKm, CN: memberCenterCn };

/** Adds the `memberCenter` namespace in every language to the app's i18next (once). */
export const addMemberCenterStrings = (i18n: I18n): void => {
  for (const [language, strings] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'memberCenter')) {
      i18n.addResourceBundle(language, 'memberCenter', strings);
    }
  }
};
