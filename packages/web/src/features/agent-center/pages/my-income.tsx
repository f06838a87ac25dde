import { useTranslation } from 'react-i18next';
import type { AgentIncome, IncomeFigures } from '@his/shared/schemas/contracts';
import { RangeFilter } from '@/features/records/components/range-filter.tsx';
import { RecordTable, Signed, type Column } from '@/features/records/components/record-table.tsx';
import records from '@/features/records/components/records.module.css';
import { firstQuery, type RecordQuery } from '@/features/records/record-query.ts';
import { useFormats } from '@/features/records/use-formats.ts';
import { RecordResults } from '@/components/ui/record-results.tsx';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { loadAgentIncome } from '../reports/api/load-agent-income.ts';
import styles from '../reports/reports.module.css';
import { agentPage } from '../page-module.tsx';

type Start = { query: RecordQuery; first: AgentIncome };

/** The kinds of income: the three salaries, the dividend, then their sum. */
const kinds = ['dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend', 'total'] as const;

/** The agent's net contract income per day and kind over a range, with the totals. */
const Income = ({ start }: { start: Start }) => {
  const { t } = useTranslation('agentCenter');
  const { t: tr } = useTranslation('memberCenter');
  const { money } = useFormats();
  const income = useRecordQuery(start, loadAgentIncome);
  const signed = (amount: string) => <Signed amount={amount} text={money(amount)} />;

  const columns: Column<AgentIncome['days'][number]>[] = [
    { id: 'day', label: tr('records.columns.day'), cell: (row) => row.day },
    ...kinds.map((kind) => ({
      id: kind,
      label: t(`reports.income.columns.${kind}`),
      numeric: true,
      cell: (row: IncomeFigures) => signed(row[kind]),
    })),
  ];

  return (
    <>
      <RangeFilter query={income.query} onChange={income.filter} />
      <RecordResults answer={income.answer} onRetry={income.retry}>
        {(answer: AgentIncome) =>
          answer.days.length === 0 ? (
            <p className={records.muted}>{tr('records.empty')}</p>
          ) : (
            <>
              <RecordTable
                caption={t('pages.agentRevenueReport')}
                columns={columns}
                rows={answer.days}
                rowKey={(row) => row.day}
                totalsLabel={tr('records.totals')}
                totals={Object.fromEntries(
                  kinds.map((kind) => [kind, signed(answer.totals[kind])]),
                )}
              />
              <p className={styles.note}>{t('reports.income.note')}</p>
            </>
          )
        }
      </RecordResults>
    </>
  );
};

export const { load, Page } = agentPage(
  'agentRevenueReport',
  async (): Promise<Start> => {
    const query = firstQuery(Date.now());
    return { query, first: await loadAgentIncome(query) };
  },
  Income,
);
