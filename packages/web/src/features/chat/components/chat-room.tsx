import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ChatChannel } from '@his/shared/schemas/chat-limits';
import { chatTextMax } from '@his/shared/schemas/chat-limits';
import { receiptOf, type ChatItem } from '@his/machines/chat-session/logic';
import { Button } from '@/components/ui/button.tsx';
import { useChatSession } from '../chat-session.actor.ts';
import { useChatText } from './use-chat-text.ts';
import styles from './chat-room.module.css';

/** A typing signal goes out at most this often while the member types. */
const typingEveryMs = 2_000;

const closedReasons = ['byMember', 'noSession', 'forbidden', 'ended', 'rateLimited'] as const;

interface LineProps {
  item: ChatItem;
  operatorReadUpTo: number;
  onResend: (clientId: string) => void;
}

const Line = ({ item, operatorReadUpTo, onResend }: LineProps) => {
  const { t, time } = useChatText();
  const own = item.from === 'member';
  const receipt = receiptOf(item, operatorReadUpTo);
  return (
    <li className={`${styles.line} ${own ? styles.own : styles.theirs}`} data-receipt={receipt}>
      <span className={styles.sender}>{own ? t('you') : t('operator')}</span>
      <p className={styles.text}>{item.text}</p>
      <span className={styles.meta}>
        {item.at !== null && (
          <time dateTime={new Date(item.at).toISOString()}>{time(item.at)}</time>
        )}
        {own && <span className={styles.receipt}>{t(`receipt.${receipt}`)}</span>}
        {own && receipt === 'failed' && item.clientId !== null && (
          <Button variant="link" onClick={() => item.clientId && onResend(item.clientId)}>
            {t('resend')}
          </Button>
        )}
      </span>
    </li>
  );
};

/**
 * The live chat room of one channel (`@his/machines/chat-session`): the conversation as a log
 * (the member's own lines with their receipts: sending, sent, read, not sent), "customer service
 * is typing…", the input (Enter sends, at most 1,000 characters), a banner while the socket
 * reconnects, and the closed room with a way to start again.
 */
export const ChatRoom = ({ channel }: { channel: ChatChannel }) => {
  const { t } = useChatText();
  const { actor, snapshot } = useChatSession(channel);
  const { messages, operatorReadUpTo, error } = snapshot.context;
  const [draft, setDraft] = useState('');
  const lastTyping = useRef(0);
  const logRef = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const hintId = useId();
  const closed = snapshot.hasTag('closed');

  // The newest line in view, and the operator's lines marked read while the room is seen.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    if (document.visibilityState === 'visible') actor.send({ type: 'chat.read' });
  }, [actor, messages]);
  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'chat.read' });
    };
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, [actor]);

  const send = () => {
    const text = draft.trim();
    if (!text || text.length > chatTextMax || closed) return;
    actor.send({ type: 'chat.send', clientId: crypto.randomUUID(), text });
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  // A typing signal when a message is started, then at most every 2 s while it is written.
  const onType = (value: string) => {
    const starting = !draft.trim();
    setDraft(value);
    const now = Date.now();
    if (value.trim() && (starting || now - lastTyping.current >= typingEveryMs)) {
      lastTyping.current = now;
      actor.send({ type: 'chat.typing' });
    }
  };

  const reason = closedReasons.find((each) => snapshot.matches({ closed: each }));
  const title = snapshot.context.channel === 'vip' ? t('vipTitle') : t('title');

  return (
    <section className={styles.room} aria-labelledby={`${inputId}-title`}>
      <header className={styles.head}>
        <h1 id={`${inputId}-title`}>{title}</h1>
        {!closed && (
          <Button variant="ghost" onClick={() => actor.send({ type: 'chat.close' })}>
            {t('leave')}
          </Button>
        )}
      </header>
      <p className={styles.muted}>{t('intro')}</p>

      <div
        role="status"
        className={styles.banner}
        data-state={snapshot.hasTag('reconnecting') ? 'warn' : 'info'}
      >
        {snapshot.hasTag('connecting') && t('connecting')}
        {snapshot.hasTag('reconnecting') && (
          <>
            <span>{t('reconnecting')}</span>
            <Button variant="secondary" onClick={() => actor.send({ type: 'chat.retry' })}>
              {t('reconnectNow')}
            </Button>
          </>
        )}
        {reason && <span>{t(`closed.${reason}`)}</span>}
      </div>

      <ol
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label={t('conversation')}
        tabIndex={0}
      >
        {messages.length === 0 && !closed && <li className={styles.empty}>{t('empty')}</li>}
        {messages.map((item) => (
          <Line
            key={item.key}
            item={item}
            operatorReadUpTo={operatorReadUpTo}
            onResend={(clientId) => actor.send({ type: 'chat.resend', clientId })}
          />
        ))}
      </ol>
      <p className={styles.typing} aria-live="polite">
        {snapshot.matches({ connected: { open: 'operatorTyping' } }) ? t('operatorTyping') : ''}
      </p>
      {error && !closed && (
        <p role="alert" className={styles.error}>
          {t(`errors.${error}`)}
        </p>
      )}

      {closed ? (
        <div className={styles.closed}>
          {reason === 'noSession' ? (
            <a className={styles.action} href="/login">
              {t('logIn')}
            </a>
          ) : (
            <Button variant="primary" onClick={() => actor.send({ type: 'chat.restart' })}>
              {reason === 'ended' ? t('newConversation') : t('startAgain')}
            </Button>
          )}
        </div>
      ) : (
        <form
          className={styles.compose}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label htmlFor={inputId}>{t('message')}</label>
          <textarea
            id={inputId}
            value={draft}
            rows={2}
            maxLength={chatTextMax}
            placeholder={t('placeholder')}
            aria-describedby={hintId}
            onChange={(event) => onType(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <div className={styles.composeFoot}>
            <span id={hintId} className={styles.muted}>
              {t('hint')} {t('counter', { count: draft.length, max: chatTextMax })}
            </span>
            <Button type="submit" variant="primary" disabled={!draft.trim()}>
              {t('send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
};
