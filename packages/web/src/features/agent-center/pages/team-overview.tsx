import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  teamPeriods,
  type AgentTeamOverview,
  type TeamPeriod,
} from '@his/shared/schemas/agent-center';
import { CustomDays } from '@/features/records/components/range-filter.tsx';
import { Signed } from '@/features/records/components/record-table.tsx';
import records from '@/features/records/components/records.module.css';
import { presetDays } from '@/features/records/record-query.ts';
import { useFormats } from '@/features/records/use-formats.ts';
import { RecordResults } from '@/components/ui/record-results.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { loadTeamOverview } from '../reports/api/load-team-overview.ts';
import type { OverviewQuery } from '../reports/team-query.ts';
import styles from '../reports/reports.module.css';
import { agentPage } from '../page-module.tsx';

type Start = { query: OverviewQuery; first: AgentTeamOverview };

/** One figure of the team: its name, its value and what it counts. */
const Card = ({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) => (
  <div className={styles.card}>
    <dt>{label}</dt>
    <dd className={styles.figure}>{value}</dd>
    {detail && <dd className={styles.detail}>{detail}</dd>}
  </div>
);

const Figures = ({ overview }: { overview: AgentTeamOverview }) => {
  const { t } = useTranslation('agentCenter');
  const { money } = useFormats();
  const count = (value: number) => t('reports.overview.count', { count: value });
  return (
    <>
      <p className={styles.note}>
        {t('reports.overview.range', { from: overview.from, to: overview.to })}
      </p>
      <dl className={styles.figures} aria-label={t('reports.overview.figures')}>
        <Card
          label={t('reports.overview.teamMembers')}
          value={overview.teamMembers}
          detail={t('reports.overview.directMembers', { count: overview.directMembers })}
        />
        <Card label={t('reports.overview.newMembers')} value={overview.newMembers} />
        <Card label={t('reports.overview.activePlayers')} value={overview.activePlayers} />
        <Card
          label={t('reports.overview.deposits')}
          value={money(overview.deposits)}
          detail={count(overview.depositCount)}
        />
        <Card
          label={t('reports.overview.withdrawals')}
          value={money(overview.withdrawals)}
          detail={count(overview.withdrawalCount)}
        />
        <Card
          label={t('reports.overview.validBets')}
          value={money(overview.validBets)}
          detail={t('reports.overview.betCount', { count: overview.betCount })}
        />
        <Card
          label={t('reports.overview.profitAndLoss')}
          value={<Signed amount={overview.profitAndLoss} text={money(overview.profitAndLoss)} />}
        />
      </dl>
      <p className={styles.note}>{t('reports.overview.signNote')}</p>
    </>
  );
};

/**
 * The team in a period: today, yesterday, this week, this month (the platform counts their days)
 * or two days of the agent's; a custom range is asked for once its days make a range.
 */
const Overview = ({ start }: { start: Start }) => {
  const { t } = useTranslation('agentCenter');
  const overview = useRecordQuery(start, loadTeamOverview);
  const { query } = overview;

  const choose = (period: TeamPeriod) => {
    if (period === query.period) return;
    if (period !== 'custom') {
      overview.filter({ period });
      return;
    }
    // The custom range starts as the days shown, so its figures come at once.
    overview.filter({ period, from: overview.latest.from, to: overview.latest.to });
  };

  return (
    <div className={styles.periods}>
      <Tabs
        label={t('reports.overview.periods')}
        tabs={teamPeriods.map((period) => ({
          value: period,
          label: t(`reports.overview.periodNames.${period}`),
        }))}
        selected={query.period}
        onSelect={choose}
      >
        {query.period === 'custom' && (
          <fieldset className={records.filters}>
            <legend className="visually-hidden">{t('reports.overview.periodNames.custom')}</legend>
            <CustomDays
              initial={{ from: overview.latest.from, to: overview.latest.to }}
              onRange={(days) => overview.filter({ period: 'custom', ...days })}
            />
          </fieldset>
        )}
        <RecordResults answer={overview.answer} onRetry={overview.retry}>
          {(answer: AgentTeamOverview) => <Figures overview={answer} />}
        </RecordResults>
      </Tabs>
    </div>
  );
};

export const { load, Page } = agentPage(
  'agentTeamOverview',
  async (): Promise<Start> => {
    const query: OverviewQuery = { period: 'today', ...presetDays('today', Date.now()), page: 1 };
    return { query, first: await loadTeamOverview(query) };
  },
  Overview,
);
