import { useTranslation } from 'react-i18next';
import { addJoinStrings } from '@/lib/join-i18n/add-strings.ts';

/** The `join` namespace (added on first use). */
export const useJoinText = () => {
  const { t, i18n } = useTranslation('join');
  addJoinStrings(i18n);
  return { t };
};
