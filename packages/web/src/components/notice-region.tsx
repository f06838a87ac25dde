import { useTranslation } from 'react-i18next';
import { dismissNotice, useNotice } from '@/lib/notices.ts';
import { Button } from './ui/button.tsx';
import styles from './notice-region.module.css';

/**
 * The page's polite live region for confirmations (role status). It is always in the page, so
 * a screen reader announces a notice the moment it appears.
 */
export const NoticeRegion = () => {
  const { t } = useTranslation();
  const notice = useNotice();
  return (
    <div role="status" className={notice ? styles.notice : undefined}>
      {notice && (
        <>
          <div>
            <strong>{t(notice.title)}</strong>
            {notice.detail && <p className={styles.detail}>{t(notice.detail)}</p>}
          </div>
          <Button variant="ghost" aria-label={t('modal.close')} onClick={dismissNotice}>
            <span aria-hidden="true">×</span>
          </Button>
        </>
      )}
    </div>
  );
};
