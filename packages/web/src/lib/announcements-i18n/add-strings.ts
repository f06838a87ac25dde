import type { i18n as I18n } from 'i18next';
import { announcementsCn } from './cn.ts';
import { announcementsEn } from './en.ts';
import { announcementsKm } from './km.ts';

const bundles = { EN: announcementsEn, KM: announcementsKm, CN: announcementsCn };

/** Adds the `announcements` namespace in every language to the app's i18next (once). */
export const addAnnouncementsStrings = (i18n: I18n): void => {
  for (const [language, strings] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'announcements')) {
      i18n.addResourceBundle(language, 'announcements', strings);
    }
  }
};
