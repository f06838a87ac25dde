import type { i18n as I18n } from 'i18next';
import { addMemberCenterStrings } from '@/lib/member-center-i18n/add-strings.ts';
import { agentCenterCn } from './cn.ts';
import { agentCenterEn } from './en.ts';
import { agentCenterKm } from './km.ts';

const bundles = { EN: agentCenterEn, KM: agentCenterKm, CN: agentCenterCn };

/**
 * Adds the `agentCenter` namespace in every language to the app's i18next (once), and the member
 * center's, whose record filters, tables and pager the team's reports reuse.
 */
export const addAgentCenterStrings = (i18n: I18n): void => {
  addMemberCenterStrings(i18n);
  for (const [language, strings] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'agentCenter')) {
      i18n.addResourceBundle(language, 'agentCenter', strings);
    }
  }
};
