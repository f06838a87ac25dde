import { useTranslation } from 'react-i18next';
import { addChatStrings } from '@/lib/chat-i18n/add-strings.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { formatInstant } from '@/lib/date-format.ts';

/** The `chat` namespace (added on first use) and a message's time in the language on screen. */
export const useChatText = () => {
  const { t, i18n } = useTranslation('chat');
  addChatStrings(i18n);
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  return {
    t,
    time: (at: number) => formatInstant(language, at, { timeStyle: 'short' }),
  };
};
