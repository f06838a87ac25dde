import { useTranslation } from 'react-i18next';
import type { AgentUserLoss } from '@his/shared/schemas/agent-center';
import type { RecordTotals } from '@his/shared/schemas/records';
import { RangeFilter } from '@/features/records/components/range-filter.tsx';
import { RecordTable, Signed, type Column } from '@/features/records/components/record-table.tsx';
import records from '@/features/records/components/records.module.css';
import { firstQuery, type RecordQuery } from '@/features/records/record-query.ts';
import { useFormats } from '@/features/records/use-formats.ts';
import { Pager } from '@/components/ui/pager.tsx';
import { RecordResults } from '@/components/ui/record-results.tsx';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { AccountFilter } from '../reports/account-filter.tsx';
import { loadUserLoss } from '../reports/api/load-user-loss.ts';
import type { UserLossQuery } from '../reports/team-query.ts';
import styles from '../reports/reports.module.css';

type Query = RecordQuery & Pick<UserLossQuery, 'account' | 'order'>;
type Start = { query: Query; first: AgentUserLoss };
type Row = AgentUserLoss['list'][number];

const orders = ['desc', 'asc'] as const;

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { start: Start; load: number } | null = null;

export const load = async (): Promise<void> => {
  const query: Query = { ...firstQuery(Date.now()), account: null, order: 'desc' };
  first = { start: { query, first: await loadUserLoss(query) }, load: (first?.load ?? 0) + 1 };
};

/** Stake, payout and net of each member of the team with bets in the range, with the totals. */
const UserLoss = ({ start }: { start: Start }) => {
  const { t } = useTranslation('agentCenter');
  const { t: tr } = useTranslation('memberCenter');
  const { money } = useFormats();
  const loss = useRecordQuery(start, loadUserLoss);
  const { query } = loss;

  const columns: Column<Row>[] = [
    { id: 'account', label: t('reports.columns.account'), cell: (row) => row.account },
    { id: 'level', label: t('reports.columns.level'), numeric: true, cell: (row) => row.level },
    { id: 'count', label: tr('records.columns.bets'), numeric: true, cell: (row) => row.count },
    {
      id: 'stake',
      label: tr('records.columns.stake'),
      numeric: true,
      cell: (row) => money(row.stake),
    },
    {
      id: 'payout',
      label: tr('records.columns.payout'),
      numeric: true,
      cell: (row) => money(row.payout),
    },
    {
      id: 'net',
      label: tr('records.columns.net'),
      numeric: true,
      cell: (row) => <Signed amount={row.net} text={money(row.net)} />,
    },
  ];
  const totalsOf = (totals: RecordTotals) => ({
    count: totals.count,
    stake: money(totals.stake),
    payout: money(totals.payout),
    net: <Signed amount={totals.net} text={money(totals.net)} />,
  });

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

export const Page = () => {
  const { t } = useTranslation('agentCenter');
  return (
    <div className={records.records}>
      <h3 className={records.title}>{t('pages.palStatementsAgentCopy')}</h3>
      {first && <UserLoss key={first.load} start={first.start} />}
    </div>
  );
};
