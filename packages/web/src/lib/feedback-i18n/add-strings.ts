import type { i18n as I18n } from 'i18next';
import { feedbackCn } from './cn.ts';
import { feedbackEn } from './en.ts';
import { feedbackKm } from './km.ts';

const bundles = { EN: feedbackEn, KM: feedbackKm, CN: feedbackCn };

/** Adds the `feedback` namespace in every language to the app's i18next (once). */
export const addFeedbackStrings = (i18n: I18n): void => {
  for (const [language, strings] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'feedback')) {
      i18n.addResourceBundle(language, 'feedback', strings);
    }
  }
};
