import { useTranslation } from 'react-i18next';
import type { MemberMessage } from '@his/shared/schemas/messages';
import { Pager } from '@/components/ui/pager.tsx';
import { useMessageFormats } from '../use-message-formats.ts';
import styles from './messages.module.css';

interface MessageListProps {
  messages: { list: readonly MemberMessage[]; page: number; pageSize: number; total: number };
  /** Only unread messages are asked for: the empty list says so. */
  unreadOnly: boolean;
  /** The message read last: its entry takes the focus back when the list shows again. */
  returnTo: number | null;
  onOpen: (id: number) => void;
  onPage: (page: number) => void;
}

/**
 * A page of messages, newest first. An unread one shows a dot and a bold title, and says
 * "Unread" to a screen reader; each opens with its whole entry.
 */
export const MessageList = ({
  messages,
  unreadOnly,
  returnTo,
  onOpen,
  onPage,
}: MessageListProps) => {
  const { t } = useTranslation('memberCenter');
  const { text, time } = useMessageFormats();
  if (messages.list.length === 0) {
    return (
      <p className={styles.muted}>{t(unreadOnly ? 'messages.emptyUnread' : 'messages.empty')}</p>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t('messages.list')}>
        {messages.list.map((message) => {
          const unread = message.readAt === null;
          return (
            <li key={message.id} className={unread ? styles.unread : undefined}>
              <button
                type="button"
                className={styles.item}
                // The entry of the message just read: back from it, the reader is where it was.
                autoFocus={message.id === returnTo}
                onClick={() => onOpen(message.id)}
              >
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.itemTitle}>
                  {unread && <span className="visually-hidden">{t('messages.unread')}: </span>}
                  {text(message.title)}
                </span>
                <span className={styles.meta}>
                  <span>{t(`messages.categories.${message.category}`)}</span>
                  <time dateTime={new Date(message.sentAt).toISOString()}>
                    {time(message.sentAt)}
                  </time>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Pager
        page={messages.page}
        pageSize={messages.pageSize}
        total={messages.total}
        onPage={onPage}
      />
    </>
  );
};
