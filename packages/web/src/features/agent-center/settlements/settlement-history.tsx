import { useTranslation } from 'react-i18next';
import type { ContractSettlement, ContractSettlementList } from '@his/shared/schemas/contracts';
import { Pager } from '@/components/ui/pager.tsx';
import { RecordResults } from '@/components/ui/record-results.tsx';
import { ChoiceFilter, RangeFilter } from '@/features/records/components/range-filter.tsx';
import { RecordTable, type Column } from '@/features/records/components/record-table.tsx';
import { useFormats } from '@/features/records/use-formats.ts';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { loadSettlements, type SettlementQuery } from './settlements.ts';

/**
 * A kind's settlement history: each settled period with the figures it used (valid bet, profit
 * and loss, active members), the tier and rate reached, the amount and whether it was paid; by
 * range and by side (paid to the agent, or paid by it to a downline), a page at a time.
 */
export const SettlementHistory = ({
  start,
}: {
  start: { query: SettlementQuery; first: ContractSettlementList };
}) => {
  const { t } = useTranslation('agentCenter');
  const { money, time, day } = useFormats();
  // A day's or longer period by its days; an hour's or five minutes' by its start.
  const periodOf = (row: ContractSettlement) =>
    row.period === 'realtime' || row.period === 'hourly'
      ? time(row.periodStart)
      : row.period === 'daily'
        ? day(row.periodStart)
        : `${day(row.periodStart)} – ${day(row.periodEnd - 1)}`;
  const history = useRecordQuery(start, loadSettlements);
  const { query } = history;
  const columns: Column<ContractSettlement>[] = [
    {
      id: 'period',
      label: t('contractPages.columns.period'),
      cell: periodOf,
    },
    {
      id: 'counterpart',
      label: t('contractPages.columns.counterpart'),
      // The other side: the downline paid by the reader, or the upline that paid the reader.
      cell: (row) => (row.role === 'payer' ? row.downline.account : row.upline.account),
    },
    {
      id: 'validBet',
      label: t('contractPages.columns.validBet'),
      cell: (row) => money(row.validBet),
      numeric: true,
    },
    {
      id: 'profitLoss',
      label: t('contractPages.columns.profitLoss'),
      cell: (row) => money(row.profitLoss),
      numeric: true,
    },
    {
      id: 'activeMembers',
      label: t('contractPages.columns.activeMembers'),
      cell: (row) => row.activeMembers,
      numeric: true,
    },
    {
      id: 'rate',
      label: t('contractPages.columns.rate'),
      cell: (row) => `${row.rate} %`,
      numeric: true,
    },
    {
      id: 'amount',
      label: t('contractPages.columns.amount'),
      cell: (row) =>
        `${row.role === 'payer' && row.payer === 'upline' ? '−' : ''}${money(row.amount)}`,
      numeric: true,
    },
    {
      id: 'status',
      label: t('contractPages.columns.status'),
      cell: (row) => t(`contractPages.statuses.${row.status}`),
    },
  ];
  return (
    <section aria-label={t('contractPages.history')}>
      <h4>{t('contractPages.history')}</h4>
      <RangeFilter query={query} onChange={history.filter}>
        <ChoiceFilter
          label={t('contractPages.side')}
          value={query.role}
          options={[
            { value: 'payee', label: t('contractPages.sides.payee') },
            { value: 'payer', label: t('contractPages.sides.payer') },
          ]}
          onChange={(value) =>
            history.filter({ role: value === 'payee' || value === 'payer' ? value : null })
          }
        />
      </RangeFilter>
      <RecordResults answer={history.answer} onRetry={history.retry}>
        {(page: ContractSettlementList) =>
          page.list.length === 0 ? (
            <p>{t('contractPages.empty')}</p>
          ) : (
            <>
              <RecordTable
                caption={t('contractPages.history')}
                columns={columns}
                rows={page.list}
                rowKey={(row) => row.id}
              />
              <Pager
                page={page.page}
                pageSize={page.pageSize}
                total={page.total}
                onPage={history.page}
              />
            </>
          )
        }
      </RecordResults>
    </section>
  );
};
