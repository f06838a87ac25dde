import { useTranslation } from 'react-i18next';
import { en } from '@his/shared/i18n/en';

const isKeyOf = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(table, key);

/**
 * Names the platform sends in English only (#10), read in the reader's language: a key we know
 * has a translation; a key we do not know shows the platform's own name.
 */
export const useKnownNames = () => {
  const { t } = useTranslation();
  return {
    /** A game class of the lobby's filter chips (SLOT, TABLE …). */
    gameClass: (key: string, platformName: string): string =>
      isKeyOf(en.lobby.classNames, key) ? t(`lobby.classNames.${key}`) : platformName,
    /** A lottery group of the lottery menus (VN_LOTT, E_LOTT …). */
    lotteryGroup: (code: string, platformName: string): string =>
      isKeyOf(en.games.lottery.groups, code) ? t(`games.lottery.groups.${code}`) : platformName,
  };
};
