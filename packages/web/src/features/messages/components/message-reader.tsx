import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberMessage } from '@his/shared/schemas/messages';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { useMessageFormats } from '../use-message-formats.ts';
import styles from './messages.module.css';

interface MessageReaderProps {
  message: MemberMessage;
  deleting: boolean;
  /** A refused or failed delete's code; null otherwise. */
  failure: string | null;
  onBack: () => void;
  onDelete: () => void;
}

/**
 * One message, read: its title, category, time and text (plain text: paragraphs split at blank
 * lines, never HTML), with the way back to the list and its delete. Its title takes the focus.
 */
export const MessageReader = ({
  message,
  deleting,
  failure,
  onBack,
  onDelete,
}: MessageReaderProps) => {
  const { t } = useTranslation('memberCenter');
  const { text, time } = useMessageFormats();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <article className={styles.reader} aria-labelledby={`message-${message.id}`}>
      <Button variant="ghost" className={styles.back} onClick={onBack}>
        {t('messages.back')}
      </Button>
      <h4 id={`message-${message.id}`} ref={title} tabIndex={-1} className={styles.readerTitle}>
        {text(message.title)}
      </h4>
      <p className={styles.meta}>
        <span>{t(`messages.categories.${message.category}`)}</span>
        <time dateTime={new Date(message.sentAt).toISOString()}>
          {t('messages.sent', { time: time(message.sentAt) })}
        </time>
      </p>
      <div className={styles.body}>
        {text(message.body)
          .split(/\n\s*\n/)
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </div>
      <FormFailure code={failure} />
      <div className={styles.actions}>
        <Button aria-disabled={deleting} onClick={() => !deleting && onDelete()}>
          {deleting ? t('messages.deleting') : t('messages.delete')}
        </Button>
      </div>
    </article>
  );
};
