import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { HelpItem } from '@his/shared/schemas/system';
import { buttonClass } from '@/components/ui/button.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { site } from '@/config/site.ts';
import { useLoad } from '@/lib/use-load.ts';
import { loadHelpItems } from '@/lib/help-items.ts';
import { safeHtml } from '@/lib/safe-html.ts';
import styles from './help-center.module.css';

/** The item the address's `#tag` names, else the first. */
const selectedOf = (items: readonly HelpItem[], hash: string): HelpItem | undefined => {
  const tag = decodeURIComponent(hash.replace(/^#/, ''));
  return items.find((item) => item.tag === tag) ?? items[0];
};

const HelpItems = ({ items }: { items: readonly HelpItem[] }) => {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const selected = selectedOf(items, hash);
  return (
    <div className={styles.layout}>
      <nav aria-label={t('help.topics')}>
        <ul className={styles.topics}>
          {items.map((item) => (
            <li key={item.tag}>
              <Link
                to={{ hash: `#${encodeURIComponent(item.tag)}` }}
                aria-current={item === selected ? 'page' : undefined}
                className={styles.topic}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {selected && (
        <article className={styles.article} aria-labelledby="help-item-title">
          <h2 id="help-item-title">{selected.title}</h2>
          {/* Platform HTML, sanitised: it can format text but run nothing. */}
          <div
            className={styles.content}
            dangerouslySetInnerHTML={{ __html: safeHtml(selected.content) }}
          />
        </article>
      )}
    </div>
  );
};

/**
 * `/helpmc` (SPEC §2): the platform's help items, the `#tag` in the address choosing one (so a
 * footer link, the registration's agreement link and Contact Us land on theirs, and back and
 * forward move between them), with a way back to the site. It has no header, and shows during
 * maintenance too: it is where Contact Us leads.
 */
export const HelpCenter = () => {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.page}>
      <title>{`${site.brand} · ${t('pages.titles.helpmc')}`}</title>
      <div className={styles.bar}>
        <h1 className={styles.title}>{t('pages.titles.helpmc')}</h1>
        <Link className={buttonClass('secondary')} to="/">
          {t('pages.backHome')}
        </Link>
      </div>
      <LoadedHelp key={i18n.language} />
    </div>
  );
};

/** Loads once per language (a new language gives it a new key). */
const LoadedHelp = () => {
  const { t } = useTranslation();
  const help = useLoad(loadHelpItems);
  if (help.status === 'loading') return <PageLoading />;
  if (help.status === 'failed') return <p role="alert">{t('help.unavailable')}</p>;
  return <HelpItems items={help.value} />;
};
