import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentCenterPage } from '@his/machines/member-center/pages';
import records from '@/features/records/components/records.module.css';

/**
 * An agent center page module (`pages/<page>.tsx`, see load-page.ts): `load` reads the page's
 * first data before the page shows, and `Page` shows the page's heading and its view of that
 * data. Each load is a new view (its `key`), so a page opened again starts from fresh data.
 */
export const agentPage = <Start,>(
  page: AgentCenterPage,
  read: () => Promise<Start>,
  View: ComponentType<{ start: Start }>,
) => {
  let first: { start: Start; load: number } | null = null;
  const load = async (): Promise<void> => {
    const start = await read();
    first = { start, load: (first?.load ?? 0) + 1 };
  };
  const Page = () => {
    const { t } = useTranslation('agentCenter');
    return (
      <div className={records.records}>
        <h3 className={records.title}>{t(`pages.${page}`)}</h3>
        {first && <View key={first.load} start={first.start} />}
      </div>
    );
  };
  return { load, Page };
};
