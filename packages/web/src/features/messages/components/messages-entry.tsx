import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../unread-count.actor.ts';
import styles from './messages.module.css';

/**
 * The header entry's label for the member's messages: "Messages" and, above 0, a badge with the
 * unread count; its accessible name says the count ("Messages, 3 unread"). While it shows, the
 * count is kept fresh (`useUnreadCount`), so the header renders it for real members only.
 */
export const MessagesEntryLabel = () => {
  const { t } = useTranslation();
  const count = useUnreadCount() ?? 0;
  if (count === 0) return <>{t('account.messages')}</>;
  return (
    <>
      <span aria-hidden="true">
        {t('account.messages')}
        <span className={styles.badge}>{count > 99 ? '99+' : count}</span>
      </span>
      <span className="visually-hidden">{t('account.messagesUnread', { count })}</span>
    </>
  );
};
