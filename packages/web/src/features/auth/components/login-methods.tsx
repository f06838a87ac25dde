import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { modules } from '@/config/site.ts';
import { useModuleOn } from '@/lib/actors.ts';
import { useChunk } from '@/lib/use-chunk.ts';
import { LoginForm } from './login-form.tsx';
import styles from './login-form.module.css';

// The verification-code form (with its SMS countdown machine) downloads when its tab is chosen.
const loadMobileLoginForm = () =>
  import('./mobile-login-form.tsx').then((module) => module.MobileLoginForm);

const MobileLogin = () => {
  const { t } = useTranslation();
  const form = useChunk('mobile-login-form', loadMobileLoginForm);
  switch (form.status) {
    case 'ready':
      return <form.value />;
    case 'failed':
      return (
        <div>
          <p role="alert">{t('errors.network.error')}</p>
          <Button variant="primary" onClick={form.retry}>
            {t('status.retry')}
          </Button>
        </div>
      );
    case 'loading':
      return <p role="status">{t('app.loading')}</p>;
  }
};

type LoginTab = 'username' | 'mobile';

interface LoginMethodsProps {
  /** Where the forms sit: the header row, the login modal or the `/login` page. */
  variant: 'header' | 'modal' | 'page';
  /** Id of the heading that names the form (page variant). */
  labelledBy?: string;
}

/**
 * The ways to log in (SPEC §2): username + password, and, when verification-code login is on
 * (MOBILEVERCODELOGIN3), a mobile + SMS code tab; the same in the header, the login modal and
 * the `/login` page. In the header the mobile form opens in a panel over the page, so choosing
 * a tab never changes the header's size (#10).
 */
export const LoginMethods = ({ variant, labelledBy }: LoginMethodsProps) => {
  const { t } = useTranslation();
  const mobileLogin = useModuleOn(modules.mobileCodeLogin);
  const [tab, setTab] = useState<LoginTab>('username');
  const usernameForm = <LoginForm variant={variant} labelledBy={labelledBy} />;
  if (!mobileLogin) return usernameForm;
  // In the header the username row keeps its place (hidden and inert) under the mobile panel.
  const panel =
    variant === 'header' ? (
      <>
        <div className={tab === 'mobile' ? styles.keptPlace : undefined} inert={tab === 'mobile'}>
          {usernameForm}
        </div>
        {tab === 'mobile' && (
          <div className={styles.popover}>
            <MobileLogin />
          </div>
        )}
      </>
    ) : tab === 'username' ? (
      usernameForm
    ) : (
      <MobileLogin />
    );
  return (
    <div className={variant === 'header' ? styles.headerMethods : undefined}>
      <Tabs
        label={t('auth.loginMethod')}
        tabs={[
          { value: 'username', label: t('auth.tabUsername') },
          { value: 'mobile', label: t('auth.tabMobile') },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {panel}
      </Tabs>
    </div>
  );
};
