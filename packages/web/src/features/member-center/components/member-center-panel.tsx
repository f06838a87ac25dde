import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { memberCenterPages } from '@his/machines/member-center/pages';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { MemberCenterActor } from '@/lib/actors.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { addMemberCenterStrings } from '@/lib/member-center-i18n/add-strings.ts';
import { loadedChunks } from '../loaded-chunks.ts';
import styles from './member-center.module.css';

const phoneQuery = '(max-width: 640px)';

/** A phone shows the list or the page (the chart's `shown.menu` / `shown.page`), not both. */
const usePhone = () => useMediaQuery(phoneQuery);

/**
 * The member center (SPEC §2): a dialog with the page list on the left and the page on the
 * right; on a phone a full-screen sheet whose list opens each page over it, with a back button.
 * It shows what the member center chart holds and sends what the player did.
 */
export const MemberCenterPanel = () => {
  const { t, i18n } = useTranslation('memberCenter');
  const { t: tSite } = useTranslation();
  addMemberCenterStrings(i18n);
  const center = MemberCenterActor.useActorRef();
  const shown = MemberCenterActor.useSelector((snapshot) => snapshot.context.shown);
  const wanted = MemberCenterActor.useSelector((snapshot) =>
    snapshot.hasTag('loading') ? snapshot.context.page : null,
  );
  const failed = MemberCenterActor.useSelector((snapshot) => snapshot.matches({ open: 'failed' }));
  const onMenu = MemberCenterActor.useSelector((snapshot) =>
    snapshot.matches({ open: { shown: 'menu' } }),
  );
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
  const page = shown ? loadedChunks.pages.get(shown) : undefined;
  const close = () => center.send({ type: 'memberCenter.close' });
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
              {memberCenterPages.map((page) => (
                <li key={page}>
                  <button
                    type="button"
                    className={styles.entry}
                    aria-current={page === shown ? 'page' : undefined}
                    aria-busy={page === wanted || undefined}
                    data-autofocus={page === shown || undefined}
                    onClick={() => center.send({ type: 'memberCenter.choose', page })}
                  >
                    {t(`pages.${page}`)}
                    {page === wanted && <span className={styles.spinner} aria-hidden="true" />}
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
                onClick={() => center.send({ type: 'memberCenter.menu' })}
              >
                <span aria-hidden="true">‹ </span>
                {t('back')}
              </Button>
            )}
            {failed ? (
              <>
                <p role="alert">{tSite('errors.network.error')}</p>
                <Button
                  variant="primary"
                  onClick={() => center.send({ type: 'memberCenter.retry' })}
                >
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
