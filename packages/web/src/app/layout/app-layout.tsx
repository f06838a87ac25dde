import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router-dom';
import { Header } from './header.tsx';
import { LazyPart } from './lazy-part.tsx';
import { SideMenu } from './side-menu.tsx';
import styles from './app-layout.module.css';

const loadFooter = () => import('./footer.tsx').then((module) => module.Footer);
const loadServiceBar = () =>
  import('./customer-service-bar.tsx').then((module) => module.CustomerServiceBar);

/** Header, side menu, main, customer-service bar and footer around every page but /helpmc. */
export const AppLayout = () => {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navigating = useNavigation().state === 'loading';
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      {navigating && <div className={styles.progress} aria-hidden="true" />}
      <Header menuOpen={menuOpen} onMenuToggle={() => setMenuOpen((open) => !open)} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {/* Below the fold or fixed at the side: nothing above them moves when they arrive. */}
      <LazyPart name="customer-service-bar" load={loadServiceBar} />
      <LazyPart name="footer" load={loadFooter} />
    </>
  );
};

/** `/helpmc` has no header (SPEC §2). */
export const BareLayout = () => (
  <main id="main" tabIndex={-1} className={styles.main}>
    <Outlet />
  </main>
);
