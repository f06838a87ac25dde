import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { MenuIcon } from '@/components/ui/icons.tsx';
import { site } from '@/config/site.ts';
import { LoginMethods } from '@/features/auth/components/login-methods.tsx';
import { VisitorActions } from '@/features/auth/components/visitor-actions.tsx';
import { LanguagePicker } from '@/features/language/components/language-picker.tsx';
import { SessionActor } from '@/lib/actors.ts';
import { useChunk } from '@/lib/use-chunk.ts';
import { useMediaQuery, wideScreen } from '@/lib/use-media-query.ts';
import { MainNav } from './main-nav.tsx';
import styles from './header.module.css';

const loadMemberAccount = () =>
  import('./member-account.tsx').then((module) => module.MemberAccount);

/**
 * A member's balance and account entries, downloaded once a member is on screen. A failed
 * download offers a retry in their place.
 */
const MemberArea = () => {
  const { t } = useTranslation();
  const account = useChunk('member-account', loadMemberAccount);
  switch (account.status) {
    case 'ready':
      return <account.value />;
    case 'loading':
      return <span role="status">{t('app.loading')}</span>;
    case 'failed':
      return (
        <Button variant="ghost" onClick={account.retry}>
          {t('status.retry')}
        </Button>
      );
  }
};

interface HeaderProps {
  menuOpen: boolean;
  onMenuToggle: () => void;
}

/**
 * Logo, account area (sign-in form for visitors; balance and account entries for members),
 * language picker and navigation. Narrow screens get a "Log in" button and a menu button.
 */
export const Header = ({ menuOpen, onMenuToggle }: HeaderProps) => {
  const { t } = useTranslation();
  const loggedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('loggedIn'));
  // The inline sign-in form and the navigation with its menus are the wide header's: a phone
  // (the side menu and the "Log in" button) never builds them.
  const wide = useMediaQuery(wideScreen);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={t('app.logo', { brand: site.brand })}>
          <span className={styles.mark} aria-hidden="true">
            H
          </span>
          <span aria-hidden="true">{site.brand}</span>
        </Link>
        <div className={styles.account}>
          {loggedIn ? (
            <MemberArea />
          ) : (
            <>
              {wide && <LoginMethods variant="header" />}
              <VisitorActions />
            </>
          )}
        </div>
        <div className={styles.tools}>
          <LanguagePicker />
          <Button
            variant="ghost"
            className="only-narrow"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={onMenuToggle}
          >
            <MenuIcon />
            <span className="visually-hidden">
              {menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            </span>
          </Button>
        </div>
        {wide && <MainNav className={styles.nav} label={t('nav.main')} orientation="horizontal" />}
      </div>
    </header>
  );
};
