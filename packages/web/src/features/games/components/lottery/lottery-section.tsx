import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './lottery.module.css';

/** A titled part of a lottery page. */
export const LotterySection = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
};
