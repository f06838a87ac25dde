import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLocation } from 'react-router-dom';
import type { PopupNotice } from '@his/shared/schemas/announcements';
import type { LoadPopupsInput } from '@his/machines/notice-popups';
import { noticePopupsMachine } from '@his/machines/notice-popups';
import { Button } from '@/components/ui/button.tsx';
import { homePaths } from '@/config/home-paths.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { flowInspect } from '@/lib/flow-inspection.ts';
import { ModalsActor, SessionActor } from '@/lib/actors.ts';
import { loadAnnouncements } from '../api/load-announcements.ts';
import { duePopups, rememberShown } from '../popup-marks.ts';
import { useAnnouncementsText } from '../use-announcements-text.ts';
import { NoticeContent } from './notice-content.tsx';
import styles from './notice-popups.module.css';

/** The popup chart with its I/O: the call (popups of the audience not shown yet) and the marks. */
const popupsLogic = noticePopupsMachine.provide({
  actors: {
    loadPopups: fromPromise<PopupNotice[], LoadPopupsInput>(async ({ input, signal }) => {
      const { popup } = await loadAnnouncements(
        { types: 'PU', execution: input.audience === 'member' ? 'A' : 'B' },
        signal,
      );
      return duePopups(popup, input, new Date());
    }),
  },
  actions: {
    rememberSeen: (_, params) => {
      if (params.popup) rememberShown(params.popup, new Date());
    },
  },
});

const isHome = (pathname: string) => (homePaths as readonly string[]).includes(pathname);

/**
 * Tells the popup chart who is due popups: a member once logged in (restored or new; `F`
 * popups after a first login), a guest each time it reaches the home page; a logout stops them.
 */
const useAudience = (popups: ReturnType<typeof useActorRef<typeof popupsLogic>>) => {
  const session = SessionActor.useActorRef();
  const { pathname } = useLocation();
  const account = SessionActor.useSelector((snapshot) =>
    snapshot.hasTag('loggedIn') ? (snapshot.context.member?.account ?? null) : null,
  );
  const visitor = SessionActor.useSelector((snapshot) => snapshot.hasTag('visitor'));
  // The session forgets a first login as soon as the member is on screen: noted on the way.
  const firstLogin = useRef(false);
  useEffect(() => {
    const note = (pending: boolean) => {
      if (pending) firstLogin.current = true;
    };
    note(session.getSnapshot().context.firstLoginPending);
    const subscription = session.subscribe((snapshot) => note(snapshot.context.firstLoginPending));
    return () => subscription.unsubscribe();
  }, [session]);

  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (account !== null) {
      if (shownFor.current === account) return;
      shownFor.current = account;
      popups.send({ type: 'popups.load', audience: 'member', firstLogin: firstLogin.current });
      firstLogin.current = false;
      return;
    }
    if (shownFor.current !== null) {
      shownFor.current = null;
      popups.send({ type: 'popups.stop' });
    }
  }, [account, popups]);

  const guestHome = visitor && isHome(pathname);
  useEffect(() => {
    if (guestHome) popups.send({ type: 'popups.load', audience: 'guest', firstLogin: false });
  }, [guestHome, popups]);
};

/**
 * The popup notices (SPEC §2 "notice" modal, §3 popups by execution): one at a time in the
 * site's dialog, each closed by its button, the close button or Escape; the next follows. A
 * popup waits while another modal (the login, a first login's password advice) is on screen.
 */
export const NoticePopups = () => {
  const { t } = useAnnouncementsText();
  const popups = useActorRef(popupsLogic, { inspect: flowInspect });
  useAudience(popups);
  const current = useSelector(popups, (snapshot) =>
    snapshot.hasTag('showing')
      ? {
          popup: snapshot.context.queue[snapshot.context.index],
          number: snapshot.context.index + 1,
          total: snapshot.context.queue.length,
        }
      : null,
  );
  const modalOpen = ModalsActor.useSelector((snapshot) => snapshot.context.open !== null);
  if (!current?.popup || modalOpen) return null;
  const { popup, number, total } = current;
  const dismiss = () => popups.send({ type: 'popup.dismiss' });
  return (
    <Dialog
      key={popup.id}
      title={popup.title}
      onDismiss={dismiss}
      onClose={dismiss}
      closeLabel={t('popup.close')}
      width={560}
    >
      <div className={styles.body}>
        <NoticeContent html={popup.content} />
      </div>
      <div className={styles.footer}>
        {total > 1 && <span className={styles.count}>{t('popup.count', { number, total })}</span>}
        <Button variant="primary" onClick={dismiss} data-autofocus>
          {number < total ? t('popup.next') : t('popup.done')}
        </Button>
      </div>
    </Dialog>
  );
};
