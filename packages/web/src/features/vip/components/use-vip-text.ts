import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/lib/format-money.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { addVipStrings } from '@/lib/vip-i18n/add-strings.ts';

/** The `vip` namespace (added on first use) and money in the language on screen. */
export const useVipText = () => {
  const { t, i18n } = useTranslation('vip');
  addVipStrings(i18n);
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  return { t, money: (amount: string) => formatDecimal(amount, language) };
};
