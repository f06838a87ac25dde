import { useTranslation } from 'react-i18next';
import type { AgentUserLoss } from '@his/shared/schemas/agent-center';
import { RangeFilter } from '@/features/records/components/range-filter.tsx';
import { useFigureColumns } from '@/features/records/components/figure-columns.tsx';
import { RecordTable, type Column } from '@/features/records/components/record-table.tsx';
import records from '@/features/records/components/records.module.css';
import { firstQuery, type RecordQuery } from '@/features/records/record-query.ts';
import { Pager } from '@/components/ui/pager.tsx';
import { RecordResults } from '@/components/ui/record-results.tsx';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { AccountFilter } from '../reports/account-filter.tsx';
import { loadUserLoss } from '../reports/api/load-user-loss.ts';
import type { UserLossQuery } from '../reports/team-query.ts';
import styles from '../reports/reports.module.css';
import { agentPage } from '../page-module.tsx';

type Query = RecordQuery & Pick<UserLossQuery, 'account' | 'order'>;
type Start = { query: Query; first: AgentUserLoss };
type Row = AgentUserLoss['list'][number];

const orders = ['desc', 'asc'] as const;

/** Stake, payout and net of each member of the team with bets in the range, with the totals. */
const UserLoss = ({ start }: { start: Start }) => {
  const { t } = useTranslation('agentCenter');
  const { t: tr } = useTranslation('memberCenter');
  const { columns: figures, totalsOf } = useFigureColumns();
  const loss = useRecordQuery(start, loadUserLoss);
  const { query } = loss;

  const columns: Column<Row>[] = [
    { id: 'account', label: t('reports.columns.account'), cell: (row) => row.account },
    { id: 'level', label: t('reports.columns.level'), numeric: true, cell: (row) => row.level },
    ...figures<Row>(),
  ];

  return (
    <>
      <RangeFilter query={query} onChange={loss.filter}>
        <label className={records.field}>
          {t('reports.loss.order')}
          <select
            value={query.order}
            onChange={(event) => loss.filter({ order: event.target.value as Query['order'] })}
          >
            {orders.map((order) => (
              <option key={order} value={order}>
                {t(`reports.loss.orders.${order}`)}
              </option>
            ))}
          </select>
        </label>
        <AccountFilter value={query.account} onChange={(account) => loss.filter({ account })} />
      </RangeFilter>
      <RecordResults answer={loss.answer} onRetry={loss.retry}>
        {(answer: AgentUserLoss) =>
          answer.list.length === 0 ? (
            <p className={records.muted}>{tr('records.empty')}</p>
          ) : (
            <>
              <RecordTable
                caption={t('pages.palStatementsAgentCopy')}
                columns={columns}
                rows={answer.list}
                rowKey={(row) => row.account}
                totalsLabel={tr('records.totals')}
                totals={totalsOf(answer.totals)}
              />
              <p className={styles.note}>{t('reports.netNote')}</p>
              <Pager
                page={answer.page}
                pageSize={answer.pageSize}
                total={answer.total}
                onPage={loss.page}
              />
            </>
          )
        }
      </RecordResults>
    </>
  );
};

export const { load, Page } = agentPage(
  'palStatementsAgentCopy',
  async (): Promise<Start> => {
    const query: Query = { ...firstQuery(Date.now()), account: null, order: 'desc' };
    return { query, first: await loadUserLoss(query) };
  },
  UserLoss,
);
