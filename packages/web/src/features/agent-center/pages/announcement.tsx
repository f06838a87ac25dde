import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentNotice } from '@his/shared/schemas/agent-center';
import { useFormats } from '@/features/records/use-formats.ts';
import records from '@/features/records/components/records.module.css';
import { Pager } from '@/components/ui/pager.tsx';
import { RecordResults } from '@/components/ui/record-results.tsx';
import { isLanguage } from '@/lib/language.ts';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { loadAgentNotices, type AgentNotices } from '../reports/api/load-agent-notices.ts';
import styles from '../reports/reports.module.css';
import { agentPage } from '../page-module.tsx';

interface NoticeQuery {
  page: number;
  pageSize: number;
}

/** One announcement: its title and date, the text shown on demand. */
const Notice = ({ notice }: { notice: AgentNotice }) => {
  const { t, i18n } = useTranslation('agentCenter');
  const { time } = useFormats();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const language = isLanguage(i18n.language) ? i18n.language : 'EN';
  return (
    <li className={styles.notice}>
      <h4>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {notice.title[language]}
        </button>
      </h4>
      <p className={styles.note}>
        {t('reports.notices.published', { date: time(notice.publishedAt) })}
      </p>
      <div id={bodyId} className={styles.body} hidden={!open}>
        {notice.body[language].split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </li>
  );
};

const Notices = ({ start }: { start: { query: NoticeQuery; first: AgentNotices } }) => {
  const { t } = useTranslation('agentCenter');
  const notices = useRecordQuery(start, loadAgentNotices);
  return (
    <RecordResults answer={notices.answer} onRetry={notices.retry}>
      {(page: AgentNotices) =>
        page.list.length === 0 ? (
          <p className={records.muted}>{t('reports.notices.empty')}</p>
        ) : (
          <>
            <ul className={styles.notices} aria-label={t('pages.agentAnnouncement')}>
              {page.list.map((notice) => (
                <Notice key={notice.id} notice={notice} />
              ))}
            </ul>
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              onPage={notices.page}
            />
          </>
        )
      }
    </RecordResults>
  );
};

export const { load, Page } = agentPage(
  'agentAnnouncement',
  async () => {
    const query = { page: 1, pageSize: 10 };
    return { query, first: await loadAgentNotices(query) };
  },
  Notices,
);
