import type { ReactNode } from 'react';
import styles from './status-page.module.css';

interface StatusPageProps {
  title: string;
  icon?: ReactNode;
  /** Fills the viewport: used when the page replaces the whole site (maintenance, restriction). */
  fullScreen?: boolean;
  /** `h1` when the page stands alone, `h2` inside the layout's main. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A centred notice: status pages, failures, pages that arrive later, not found. */
export const StatusPage = ({
  title,
  icon,
  fullScreen = false,
  headingLevel = 1,
  children,
  actions,
}: StatusPageProps) => {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={[styles.page, fullScreen ? styles.full : ''].join(' ')}>
      <div className={styles.card}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <Heading className={styles.title}>{title}</Heading>
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </section>
  );
};

/** Muted paragraph text inside a status page. */
export const StatusText = ({ children }: { children: ReactNode }) => (
  <p className={styles.text}>{children}</p>
);
