import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '@/config/site.ts';
import { BannerGroup } from '@/features/announcements/components/banner-group.tsx';
import { LoginMethods } from '@/features/auth/components/login-methods.tsx';
import styles from './login.module.css';

/** `/login`: where login-required mode sends visitors (SPEC §2). */
export const Component = () => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <>
      <title>{`${site.brand} · ${t('auth.loginPageTitle')}`}</title>
      <section className={styles.card}>
        <div className={styles.banner}>
          <BannerGroup group="w_login" />
        </div>
        <h1 id={headingId} className={styles.title}>
          {t('auth.loginPageTitle')}
        </h1>
        <p className={styles.intro}>{t('auth.loginPageIntro')}</p>
        <LoginMethods variant="page" labelledBy={headingId} />
      </section>
    </>
  );
};
