import { useTranslation } from 'react-i18next';
import { pagerItems } from '../pager-items.ts';
import { ChevronIcon } from './lobby-icons.tsx';
import styles from './pager.module.css';

interface PagerProps {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}

/** Page links of the pager mode (page range 3, margin 1); the current page is marked. */
export const Pager = ({ pageNo, totalPages, onPage }: PagerProps) => {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('lobby.pager.label')}>
      <button
        type="button"
        className={styles.step}
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        <ChevronIcon direction="left" />
        <span className="visually-hidden">{t('lobby.pager.previous')}</span>
      </button>
      <ul className={styles.pages}>
        {pagerItems(pageNo, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.page}
                aria-current={item.page === pageNo ? 'page' : undefined}
                aria-label={t('lobby.pager.page', { page: item.page })}
                onClick={() => item.page !== pageNo && onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.step}
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
      >
        <ChevronIcon direction="right" />
        <span className="visually-hidden">{t('lobby.pager.next')}</span>
      </button>
    </nav>
  );
};
