import { useMemo } from 'react';
import { safeHtml } from '@/lib/safe-html.ts';
import styles from './notice-content.module.css';

/**
 * A notice's HTML as written on the platform, sanitised first (lib/safe-html.ts): scripts, event
 * handlers, `javascript:` links, forms and frames are dropped, so a notice runs nothing.
 */
export const NoticeContent = ({ html }: { html: string }) => {
  const clean = useMemo(() => safeHtml(html), [html]);
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: clean }} />;
};
