import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router-dom';
import { useChunk } from '@/lib/use-chunk.ts';
import { CustomerServiceBar } from './customer-service-bar.tsx';
import { Header } from './header.tsx';
import { SideMenu } from './side-menu.tsx';
import styles from './app-layout.module.css';

const loadFooter = () => import('./footer.tsx').then((module) => module.Footer);

/**
 * The footer is below the fold of every page: a chunk of its own, so the first load leaves it
 * out (the partner logos, help and about links). A footer that did not come leaves the page
 * without it; nothing above it moves when it arrives.
 */
const LazyFooter = () => {
  const footer = useChunk('footer', loadFooter);
  return footer.status === 'ready' ? <footer.value /> : null;
};

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
      <CustomerServiceBar />
      <LazyFooter />
    </>
  );
};

/** `/helpmc` has no header (SPEC §2). */
export const BareLayout = () => (
  <main id="main" tabIndex={-1} className={styles.main}>
    <Outlet />
  </main>
);
