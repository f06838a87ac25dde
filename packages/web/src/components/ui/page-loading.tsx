import { useTranslation } from 'react-i18next';
import styles from './status-page.module.css';

/** Shown while the site starts or a page chunk is on its way. */
export const PageLoading = ({ label }: { label?: string }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <p className={styles.text}>{label ?? t('app.loading')}</p>
    </div>
  );
};
