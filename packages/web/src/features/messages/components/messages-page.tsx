import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  messageCategories,
  messageFilters,
  type MemberMessage,
  type MemberMessages,
  type MessageCategory,
  type MessageFilter,
} from '@his/shared/schemas/messages';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { RecordResults } from '@/components/ui/record-results.tsx';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { deleteMessage } from '../api/delete-message.ts';
import { readAllMessages } from '../api/read-all-messages.ts';
import { readMessage } from '../api/read-message.ts';
import { loadInbox, type MessagesStart } from '../load-messages-page.ts';
import { tellUnreadCount } from '../unread-count.actor.ts';
import { MessageList } from './message-list.tsx';
import { MessageReader } from './message-reader.tsx';
import styles from './messages.module.css';

/** The message open on the page, from the click to its text (or why it did not open). */
type Reading =
  | { status: 'opening'; id: number }
  | { status: 'failed'; id: number; code: string }
  | { status: 'shown'; message: MemberMessage; deleting: boolean; failure: string | null };

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : 'network.error';

/**
 * Platform information (messageV2): the member's messages, newest first, filtered by unread and
 * category and paged (the `recordQuery` chart, like the records). Opening one reads it (the
 * platform marks it read); it can be deleted there; every message can be marked read at once.
 * Each change reloads the list and tells the header's unread count.
 */
export const MessagesPage = ({ start }: { start: MessagesStart }) => {
  const { t } = useTranslation('memberCenter');
  const records = useRecordQuery(start, loadInbox);
  const { query, latest } = records;
  const [reading, setReading] = useState<Reading | null>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const [readingAll, setReadingAll] = useState<{ busy: boolean; failure: string | null }>({
    busy: false,
    failure: null,
  });
  const unread = (latest as MemberMessages).unread;

  // Every inbox answer carries the member's unread count: the header shows the same number.
  useEffect(() => {
    tellUnreadCount({ type: 'count.seen', count: unread });
  }, [unread, latest]);

  const open = (id: number) => {
    setReading({ status: 'opening', id });
    readMessage(id).then(
      (message) => {
        setReading({ status: 'shown', message, deleting: false, failure: null });
        tellUnreadCount({ type: 'count.refresh' });
        records.reload();
      },
      (error: unknown) => setReading({ status: 'failed', id, code: codeOf(error) }),
    );
  };

  const back = (id: number) => {
    setReturnTo(id);
    setReading(null);
  };

  const remove = (message: MemberMessage) => {
    setReading({ status: 'shown', message, deleting: true, failure: null });
    deleteMessage(message.id).then(
      (changed) => {
        tellUnreadCount({ type: 'count.seen', count: changed.unread });
        setReturnTo(null);
        setReading(null);
        records.reload();
      },
      (error: unknown) =>
        setReading({ status: 'shown', message, deleting: false, failure: codeOf(error) }),
    );
  };

  const readAll = () => {
    if (readingAll.busy) return;
    setReadingAll({ busy: true, failure: null });
    readAllMessages().then(
      (changed) => {
        tellUnreadCount({ type: 'count.seen', count: changed.unread });
        setReadingAll({ busy: false, failure: null });
        records.reload();
      },
      (error: unknown) => setReadingAll({ busy: false, failure: codeOf(error) }),
    );
  };

  if (reading?.status === 'shown') {
    const { message } = reading;
    return (
      <div className={styles.page}>
        <h3 className={styles.title}>{t('pages.messageV2')}</h3>
        <MessageReader
          message={message}
          deleting={reading.deleting}
          failure={reading.failure}
          onBack={() => back(message.id)}
          onDelete={() => remove(message)}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('pages.messageV2')}</h3>
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">{t('messages.filters')}</legend>
        <label className={styles.field}>
          {t('messages.show')}
          <select
            value={query.filter}
            onChange={(event) => records.filter({ filter: event.target.value as MessageFilter })}
          >
            {messageFilters.map((filter) => (
              <option key={filter} value={filter}>
                {t(`messages.filter.${filter}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('messages.category')}
          <select
            value={query.category ?? ''}
            onChange={(event) =>
              records.filter({
                category: (event.target.value || null) as MessageCategory | null,
              })
            }
          >
            <option value="">{t('messages.categories.all')}</option>
            {messageCategories.map((category) => (
              <option key={category} value={category}>
                {t(`messages.categories.${category}`)}
              </option>
            ))}
          </select>
        </label>
        <span className={styles.unreadCount} aria-live="polite">
          {t('messages.unreadCount', { count: unread })}
        </span>
        <Button
          disabled={unread === 0}
          aria-disabled={readingAll.busy || undefined}
          onClick={readAll}
        >
          {readingAll.busy ? t('messages.readingAll') : t('messages.readAll')}
        </Button>
      </fieldset>
      <FormFailure code={readingAll.failure} />
      {reading?.status === 'opening' && (
        <p role="status" className={styles.muted}>
          {t('messages.opening')}
        </p>
      )}
      {reading?.status === 'failed' && <FormFailure code={reading.code} />}
      <RecordResults answer={records.answer} onRetry={records.retry}>
        {(messages: MemberMessages) => (
          <MessageList
            messages={messages}
            unreadOnly={query.filter === 'unread'}
            returnTo={returnTo}
            onOpen={open}
            onPage={records.page}
          />
        )}
      </RecordResults>
    </div>
  );
};
