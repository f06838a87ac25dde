import { useTranslation } from 'react-i18next';
import { messageKey } from '@/lib/i18n.ts';

/** A message as the machines hold it: an i18n key and its interpolation values. */
export interface KeyedMessage {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Translates what a machine put in its context: a bare key (the session's field errors) or a
 * key with values (the account machines'). Unknown keys read as the system error.
 */
export const useMessageText = () => {
  const { t } = useTranslation();
  return (message: KeyedMessage | string | null | undefined): string | undefined => {
    if (!message) return undefined;
    if (typeof message === 'string') return t(messageKey(message));
    return t(messageKey(message.key), message.params ?? {});
  };
};
