import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import styles from './pager.module.css';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next and where the reader is; nothing when everything fits on one page. */
export const Pager = ({ page, pageSize, total, onPage }: PagerProps) => {
  const { t } = useTranslation('memberCenter');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('records.pages')}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('records.previous')}
      </Button>
      <span aria-live="polite">{t('records.page', { page, pages })}</span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('records.next')}
      </Button>
    </nav>
  );
};
