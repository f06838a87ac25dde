import type { i18n as I18n } from 'i18next';
import { appDownloadCn } from './cn.ts';
import { appDownloadEn } from './en.ts';
import { appDownloadKm } from './km.ts';

const bundles = { EN: appDownloadEn, KM: appDownloadKm, CN: appDownloadCn };

/** Adds the `appDownload` namespace in every language to the app's i18next (once). */
export const addAppDownloadStrings = (i18n: I18n): void => {
  for (const [language, strings] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'appDownload')) {
      i18n.addResourceBundle(language, 'appDownload', strings);
    }
  }
};
