import type { ComponentType } from 'react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { BootActor, SessionActor } from '@/lib/actors.ts';
import { callApi } from '@/lib/api.ts';
import type { ChatChannel, CustomerServiceChannel, Messenger } from '@/lib/customer-service.ts';
import {
  channelTypes,
  chatChannelFor,
  messengerLinks,
  openCustomerService,
  pickChannel,
} from '@/lib/customer-service.ts';
import { addServiceStrings } from '@/lib/customer-service-i18n/add-strings.ts';
import styles from './customer-service-bar.module.css';

const noChannels: never[] = [];
const noResources: never[] = [];

/** The live chat's address: the service path list's item of type '3' (SPEC §3). */
const liveChatPath = async (channels: readonly CustomerServiceChannel[]) => {
  const info = await callApi('domainRoute', { query: { domain: window.location.host } });
  return (
    info.version.pathList.find((item) => item.type === '3')?.path ??
    pickChannel(channels, channelTypes.live)?.path
  );
};

/** The VIP channel: the permission's `VIP` entry. */
const vipChatPath = (channels: readonly CustomerServiceChannel[]) =>
  Promise.resolve(channels.find((channel) => channel.csType === channelTypes.vip)?.path);

const useService = () => {
  const { t, i18n } = useTranslation('service');
  addServiceStrings(i18n);
  const channels = BootActor.useSelector(
    (snapshot) => snapshot.context.permission?.info.customerService ?? noChannels,
  );
  const resources = BootActor.useSelector(
    (snapshot) => snapshot.context.permission?.info.resources ?? noResources,
  );
  // Members above VIP rank 4 get the VIP channel, everyone else (guests too) live chat (SPEC §6).
  const channel: ChatChannel = SessionActor.useSelector((snapshot) =>
    chatChannelFor(snapshot.context.member?.clubLabel.rankLevel),
  );
  return { t, channels, channel, messengers: messengerLinks(resources) };
};

type Outcome = 'idle' | 'blocked' | 'failed';

const ChatIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
    <path
      fill="currentColor"
      d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
    />
  </svg>
);

const VipIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
    <path fill="currentColor" d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5L3 7Zm2 13h14v2H5v-2Z" />
  </svg>
);

const messengerIcons: Record<Messenger, ComponentType> = {
  TELEGRAM: () => (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <path
        fill="currentColor"
        d="M21.9 4.3 18.7 19.4c-.2 1-.9 1.3-1.8.8l-4.9-3.6-2.4 2.3c-.3.3-.5.5-1 .5l.3-5 9.1-8.2c.4-.4-.1-.6-.6-.2L6.1 13 1.3 11.5c-1-.3-1-1 .2-1.5L20.5 2.7c.9-.3 1.7.2 1.4 1.6Z"
      />
    </svg>
  ),
  WHATSAPP: () => (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.4.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
      />
    </svg>
  ),
};

const TopIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
    <path fill="currentColor" d="M12 5 4 13l1.4 1.4L11 8.8V20h2V8.8l5.6 5.6L20 13l-8-8Z" />
  </svg>
);

/**
 * The chat entry: live chat, or the VIP channel for members above rank 4. The popup opens inside
 * the click; a blocked one asks the player to allow popups and offers to retry (SPEC §8), a
 * failed lookup closes it again and says so (SPEC §7).
 */
const ChatEntry = ({ compact }: { compact: boolean }) => {
  const { t, channels, channel } = useService();
  const { t: tMain } = useTranslation();
  const outcomeId = useId();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const open = () => {
    setOutcome('idle');
    const lookup = channel === 'vip' ? () => vipChatPath(channels) : () => liveChatPath(channels);
    void openCustomerService(lookup).then((result) =>
      setOutcome(result === 'opened' ? 'idle' : result),
    );
  };
  const label = channel === 'vip' ? t('vipChat') : t('liveChat');
  return (
    <div className={styles.chat}>
      <button
        type="button"
        className={styles.entry}
        onClick={open}
        data-channel={channel}
        aria-describedby={outcome === 'idle' ? undefined : outcomeId}
      >
        {channel === 'vip' ? <VipIcon /> : <ChatIcon />}
        <span className={compact ? styles.tip : undefined}>{label}</span>
      </button>
      <div className={outcome === 'idle' ? 'visually-hidden' : styles.outcome}>
        <p id={outcomeId} role="status">
          {outcome === 'blocked'
            ? tMain('errors.popup.blocked')
            : outcome === 'failed'
              ? tMain('status.contactUnavailable')
              : ''}
        </p>
        {outcome === 'blocked' && (
          <Button variant="secondary" onClick={open}>
            {tMain('status.retry')}
          </Button>
        )}
      </div>
    </div>
  );
};

const MessengerEntries = ({ compact }: { compact: boolean }) => {
  const { t, messengers } = useService();
  return messengers.map(({ type, url }) => {
    const Icon = messengerIcons[type];
    return (
      <a
        key={type}
        className={styles.entry}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-messenger={type}
      >
        <Icon />
        <span className={compact ? styles.tip : undefined}>
          {type === 'TELEGRAM' ? t('telegram') : t('whatsapp')}
          <span className="visually-hidden"> {t('newTab')}</span>
        </span>
      </a>
    );
  });
};

// Shown once the page has scrolled past its first screen.
const useScrolledDown = () => {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > window.innerHeight / 2);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
};

/**
 * Back to the top of the page; focus goes to the start of the main content (the skip link's
 * target), where the next Tab continues, since the button itself goes away at the top.
 */
const BackToTop = () => {
  const { t } = useService();
  const scrolled = useScrolledDown();
  if (!scrolled) return null;
  return (
    <button
      type="button"
      className={styles.entry}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <TopIcon />
      <span className={styles.tip}>{t('backToTop')}</span>
    </button>
  );
};

/**
 * The customer-service side bar (SPEC §2): chat (live, or VIP above rank 4), the house's
 * Telegram and WhatsApp, and back to top, in the same place on every page (WCAG 3.2.6 consistent
 * help). Wide screens only, a narrow column at the inline end that the content keeps clear of: on
 * a phone a floating bar covers the content under it (round history, lobby tiles: #10), so there
 * the entries are in the side menu (`CustomerServiceEntry`).
 */
export const CustomerServiceBar = () => {
  const { t } = useTranslation();
  return (
    <aside
      className={['only-wide', styles.bar].join(' ')}
      aria-label={t('customerService.sideBar')}
    >
      <ChatEntry compact />
      <MessengerEntries compact />
      <BackToTop />
    </aside>
  );
};

/** The same entries, named in full, in the narrow screens' side menu. */
export const CustomerServiceEntry = () => {
  const { t } = useTranslation();
  return (
    <section className={styles.menu} aria-label={t('customerService.sideBar')}>
      <ChatEntry compact={false} />
      <MessengerEntries compact={false} />
    </section>
  );
};
