import type { i18n as I18n } from 'i18next';
import { vipCn } from './cn.ts';
import { vipEn } from './en.ts';
import { vipKm } from './km.ts';

const bundles = { EN: vipEn, KM: vipKm, CN: vipCn };

/** Adds the `vip` namespace in every language to the app's i18next (once). */
export const addVipStrings = (i18n: I18n): void => {
  for (const [language, strings] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'vip')) i18n.addResourceBundle(language, 'vip', strings);
  }
};
