import { useTranslation } from 'react-i18next';
import type { MemberCenterPage } from '@his/machines/member-center/pages';
import styles from './member-center.module.css';

interface PageNoticeProps {
  page: MemberCenterPage;
  /** `building`: its work is under way; `later`: a later release brings it. */
  note: 'building' | 'later';
}

/** A page that is not built yet: its title and an honest line about when it comes. */
export const PageNotice = ({ page, note }: PageNoticeProps) => {
  const { t } = useTranslation('memberCenter');
  return (
    <>
      <h3 className={styles.pageTitle}>{t(`pages.${page}`)}</h3>
      <p className={styles.notice}>{t(note)}</p>
    </>
  );
};
