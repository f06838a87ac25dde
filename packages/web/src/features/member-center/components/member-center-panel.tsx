import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { CenterAudience } from '@his/machines/member-center/pages';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { centerActors } from '@/lib/actors.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { addMemberCenterStrings } from '@/lib/member-center-i18n/add-strings.ts';
import { loadedChunks, type MenuBadges } from '../loaded-chunks.ts';
import styles from './member-center.module.css';

const phoneQuery = '(max-width: 640px)';

/** A phone shows the list or the page (the chart's `shown.menu` / `shown.page`), not both. */
const usePhone = () => useMediaQuery(phoneQuery);

interface CenterPanelProps {
  audience: CenterAudience;
  /** The i18next namespace of the center's strings (`title`, `menu`, `back`, `pages.<page>`). */
  namespace: 'memberCenter' | 'agentCenter';
  /** Adds that namespace in every language (once). */
  addStrings: (i18n: I18n) => void;
  /** Shown inside a menu entry after its name (the missions' count on `missionLeaderboard`). */
  menuBadges?: MenuBadges | undefined;
}

/**
 * A center (SPEC §2): a dialog with the page list on the left and the page on the right; on a
 * phone a full-screen sheet whose list opens each page over it, with a back button. It shows what
 * the center's chart holds and sends what the player did. The member center and the agent center
 * are this panel with their own chart instance, strings and pages.
 */
export const CenterPanel = ({ audience, namespace, addStrings, menuBadges }: CenterPanelProps) => {
  const { t, i18n } = useTranslation(namespace);
  const { t: tSite } = useTranslation();
  addStrings(i18n);
  const actor = centerActors[audience];
  const center = actor.useActorRef();
  const shown = actor.useSelector((snapshot) => snapshot.context.shown);
  const wanted = actor.useSelector((snapshot) =>
    snapshot.hasTag('loading') ? snapshot.context.page : null,
  );
  const failed = actor.useSelector((snapshot) => snapshot.matches({ open: 'failed' }));
  const onMenu = actor.useSelector((snapshot) => snapshot.matches({ open: { shown: 'menu' } }));
  const phone = usePhone();
  const body = useRef<HTMLDivElement>(null);
  // A phone's list or page replaces the other: the focus goes to the current entry or the back
  // button. (The dialog's own effect has run first: it gave the first focus and kept the opener.)
  useEffect(() => {
    if (!phone) return;
    body.current
      ?.querySelector<HTMLElement>(onMenu ? '[aria-current="page"]' : '[data-back]')
      ?.focus();
  }, [phone, onMenu]);
  const loaded = loadedChunks[audience];
  const page = shown ? loaded.pages.get(shown) : undefined;
  const close = () => center.send({ type: 'center.close' });
  const showMenu = !phone || onMenu;
  const showPage = !phone || !onMenu;

  return (
    <Dialog
      title={t('title')}
      width={1080}
      height={640}
      closeLabel={tSite('modal.close')}
      onDismiss={close}
      onClose={close}
    >
      <div ref={body} className={styles.body}>
        {showMenu && (
          <nav aria-label={t('menu')} className={styles.menu}>
            <ul>
              {loaded.menu.map((entry) => (
                <li key={entry}>
                  <button
                    type="button"
                    className={styles.entry}
                    aria-current={entry === shown ? 'page' : undefined}
                    aria-busy={entry === wanted || undefined}
                    data-autofocus={entry === shown || undefined}
                    onClick={() => center.send({ type: 'center.choose', page: entry })}
                  >
                    {t(`pages.${entry}`)}
                    {menuBadges?.[entry]}
                    {entry === wanted && <span className={styles.spinner} aria-hidden="true" />}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {showPage && (
          <section className={styles.page} aria-busy={wanted !== null}>
            {phone && (
              <Button
                variant="ghost"
                className={styles.back}
                data-back
                onClick={() => center.send({ type: 'center.menu' })}
              >
                <span aria-hidden="true">‹ </span>
                {t('back')}
              </Button>
            )}
            {failed ? (
              <>
                <p role="alert">{tSite('errors.network.error')}</p>
                <Button variant="primary" onClick={() => center.send({ type: 'center.retry' })}>
                  {tSite('status.retry')}
                </Button>
              </>
            ) : (
              page
            )}
          </section>
        )}
      </div>
    </Dialog>
  );
};

/** The member center's panel. */
export const MemberCenterPanel = ({ menuBadges }: { menuBadges?: MenuBadges | undefined }) => (
  <CenterPanel
    audience="members"
    namespace="memberCenter"
    addStrings={addMemberCenterStrings}
    menuBadges={menuBadges}
  />
);
