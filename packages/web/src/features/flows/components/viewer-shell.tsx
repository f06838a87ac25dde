import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './viewer-shell.module.css';

/**
 * The viewer's own frame: an internal tool, so none of the player layout (header, balance,
 * modals), a light theme that prints well, and the landmarks a screen reader needs.
 */
export const ViewerShell = ({ children }: { children: ReactNode }) => (
  <div className={styles.shell}>
    <a className={styles.skip} href="#flows-main">
      Skip to content
    </a>
    <header className={styles.header}>
      <Link to="/flows" className={styles.brand}>
        HIS <span>Flows</span>
      </Link>
      <p className={styles.tagline}>Statecharts of the site, for audit and QA</p>
    </header>
    <main id="flows-main" className={styles.main} tabIndex={-1}>
      {children}
    </main>
  </div>
);
