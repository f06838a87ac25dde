import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { noticePageSize } from '@his/shared/constants';
import type { Announcements, Notice } from '@his/shared/schemas/announcements';
import { Button } from '@/components/ui/button.tsx';
import { useLoad } from '@/lib/use-load.ts';
import { loadAnnouncements } from '../api/load-announcements.ts';
import { useAnnouncementsText } from '../use-announcements-text.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { NoticeContent } from './notice-content.tsx';
import styles from './notice-page.module.css';

interface Listed extends Notice {
  promotion: boolean;
}

/** Player and promotion notices in one list, as the platform orders each: sort, then newest. */
const listOf = (answer: Announcements): Listed[] =>
  [
    ...answer.player.map((notice) => ({ ...notice, promotion: false })),
    ...answer.promotion.map((notice) => ({ ...notice, promotion: true })),
  ].sort((a, b) => b.sort - a.sort || b.date - a.date || b.id - a.id);

const positiveInt = (value: string | null): number | null =>
  value !== null && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;

const Pages = ({ page, pages }: { page: number; pages: number }) => {
  const { t } = useAnnouncementsText();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('page.pages')}>
      {page > 1 ? (
        <Link className={styles.pageLink} to={`?page=${page - 1}`}>
          {t('page.previous')}
        </Link>
      ) : (
        <span className={styles.pageLink} aria-disabled="true">
          {t('page.previous')}
        </span>
      )}
      <span aria-live="polite">{t('page.page', { page, pages })}</span>
      {page < pages ? (
        <Link className={styles.pageLink} to={`?page=${page + 1}`}>
          {t('page.next')}
        </Link>
      ) : (
        <span className={styles.pageLink} aria-disabled="true">
          {t('page.next')}
        </span>
      )}
    </nav>
  );
};

const Detail = ({ notice, onBack }: { notice: Listed | null; onBack: () => void }) => {
  const { t, formatDate } = useAnnouncementsText();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = notice?.id ?? null;
  // A notice chosen from the list takes the focus, so a keyboard or screen reader user reads on.
  useEffect(() => {
    if (id !== null) heading.current?.focus();
  }, [id]);
  if (!notice) {
    return (
      <article className={styles.detail}>
        <p role="status">{t('page.notFound')}</p>
        <Button onClick={onBack}>{t('page.back')}</Button>
      </article>
    );
  }
  return (
    <article className={styles.detail} aria-labelledby={`notice-${notice.id}`}>
      <button type="button" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">‹ </span>
        {t('page.back')}
      </button>
      <h2 id={`notice-${notice.id}`} ref={heading} tabIndex={-1} className={styles.detailTitle}>
        {notice.title}
      </h2>
      <p className={styles.meta}>
        {notice.promotion && <span className={styles.badge}>{t('page.promotion')}</span>}
        <time dateTime={new Date(notice.date).toISOString()}>
          {t('page.published', { date: formatDate(notice.date) })}
        </time>
      </p>
      <NoticeContent html={notice.content} />
    </article>
  );
};

const Notices = ({ answer }: { answer: Announcements }) => {
  const { t, formatDate } = useAnnouncementsText();
  const [params, setParams] = useSearchParams();
  const list = listOf(answer);
  const chosenId = positiveInt(params.get('id'));
  const chosenAt = chosenId === null ? -1 : list.findIndex((notice) => notice.id === chosenId);
  const pages = Math.max(1, Math.ceil(list.length / noticePageSize));
  const asked = positiveInt(params.get('page'));
  const page = Math.min(
    pages,
    chosenAt >= 0 ? Math.floor(chosenAt / noticePageSize) + 1 : (asked ?? 1),
  );
  const shown = list.slice((page - 1) * noticePageSize, page * noticePageSize);
  const chosen = chosenAt >= 0 ? (list[chosenAt] ?? null) : null;
  const banners = answer.banners.filter((banner) => banner.groupName === 'w_announcement');
  const back = () => setParams(page > 1 ? { page: String(page) } : {});

  return (
    <>
      <BannerCarousel banners={banners} label={t('page.title')} />
      {list.length === 0 ? (
        <p className={styles.muted}>{t('page.empty')}</p>
      ) : (
        <div className={styles.layout} data-reading={chosenId !== null ? 'true' : 'false'}>
          <div className={styles.listPane}>
            <ol className={styles.list} aria-label={t('page.list')}>
              {shown.map((notice) => (
                <li key={notice.id}>
                  <Link
                    className={styles.item}
                    to={`?id=${notice.id}`}
                    aria-current={notice.id === chosenId ? 'true' : undefined}
                  >
                    <span className={styles.itemTitle}>{notice.title}</span>
                    <span className={styles.itemMeta}>
                      {notice.promotion && (
                        <span className={styles.badge}>{t('page.promotion')}</span>
                      )}
                      <time dateTime={new Date(notice.date).toISOString()}>
                        {formatDate(notice.date)}
                      </time>
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
            <Pages page={page} pages={pages} />
          </div>
          {chosenId !== null ? (
            <Detail notice={chosen} onBack={back} />
          ) : (
            <p className={`${styles.detail} ${styles.hint}`}>{t('page.choose')}</p>
          )}
        </div>
      )}
    </>
  );
};

const Loaded = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useAnnouncementsText();
  const loaded = useLoad((signal) => loadAnnouncements({ types: 'B,PL,PR' }, signal));
  if (loaded.status === 'loading') {
    return (
      <>
        <div className={styles.bannerSpace} aria-hidden="true" />
        <p role="status" className={styles.muted}>
          {t('page.loading')}
        </p>
      </>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div className={styles.failed}>
        <p role="alert">{t('page.failed')}</p>
        <Button variant="primary" onClick={onRetry}>
          {t('page.retry')}
        </Button>
      </div>
    );
  }
  return <Notices answer={loaded.value} />;
};

/**
 * `/noticePage` (SPEC §2): the `w_announcement` banners, then the player and promotion notices,
 * 9 titles a page, and the chosen one's content (sanitised HTML). The chosen notice is in the
 * address (`?id=`), so a link opens it; the page is `?page=`. Wide screens show the list and
 * the notice side by side; narrow ones the list, then the notice with a way back. Loaded again
 * when the language changes (the platform answers in it).
 */
export const NoticePage = () => {
  const { t, language } = useAnnouncementsText();
  const [retries, setRetries] = useState(0);
  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      <p className={styles.muted}>{t('page.intro')}</p>
      <Loaded key={`${language}:${retries}`} onRetry={() => setRetries((count) => count + 1)} />
    </div>
  );
};
