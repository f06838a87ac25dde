import { useTranslation } from 'react-i18next';
import type { MessageKey } from './i18n.ts';

/**
 * Names the platform sends in English only (#10), read in the reader's language: a key we know
 * has a translation; a key we do not know shows the platform's own name.
 */
export const useKnownNames = () => {
  const { t, i18n } = useTranslation();
  const isKnown = (key: string): key is MessageKey => i18n.exists(key);
  const known = (key: string, platformName: string): string =>
    isKnown(key) ? t(key) : platformName;
  return {
    /** A game class of the lobby's filter chips (SLOT, TABLE …). */
    gameClass: (key: string, platformName: string): string =>
      known(`lobby.classNames.${key}`, platformName),
    /** A lottery group of the lottery menus (VN_LOTT, E_LOTT …). */
    lotteryGroup: (code: string, platformName: string): string =>
      known(`games.lottery.groups.${code}`, platformName),
  };
};
