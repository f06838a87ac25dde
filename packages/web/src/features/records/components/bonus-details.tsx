import { useTranslation } from 'react-i18next';
import type { BonusDetails, TransactionRecord } from '@his/shared/schemas/records';
import { loadBonusDetails } from '../api/load-bonus-details.ts';
import type { BonusDetailsStart } from '../load-records.ts';
import { useFormats } from '../use-formats.ts';
import { useRecordQuery } from '../use-record-query.ts';
import { Pager } from './pager.tsx';
import { RangeFilter } from './range-filter.tsx';
import { RecordResults } from './record-results.tsx';
import { RecordTable, Signed, type Column } from './record-table.tsx';
import styles from './records.module.css';

/** Bonus details (bonusDetails): the member's bonus and rebate movements by range, with their sum. */
export const BonusDetailsView = ({ start }: { start: BonusDetailsStart }) => {
  const { t } = useTranslation('memberCenter');
  const { money, time } = useFormats();
  const records = useRecordQuery(start.query);
  const { query } = records;

  const columns: Column<TransactionRecord>[] = [
    { id: 'time', label: t('records.columns.time'), cell: (row) => time(row.time) },
    { id: 'type', label: t('records.columns.type'), cell: (row) => t(`records.types.${row.type}`) },
    {
      id: 'amount',
      label: t('records.columns.amount'),
      numeric: true,
      cell: (row) => <Signed amount={row.amount} text={money(row.amount)} />,
    },
  ];

  const show = (details: BonusDetails) =>
    details.list.length === 0 ? (
      <p className={styles.muted}>{t('records.empty')}</p>
    ) : (
      <>
        <RecordTable
          caption={t('pages.bonusDetails')}
          columns={columns}
          rows={details.list}
          rowKey={(row) => row.id}
          totalsLabel={t('records.totals')}
          totals={{ amount: money(details.sum) }}
        />
        <Pager
          page={details.page}
          pageSize={details.pageSize}
          total={details.total}
          onPage={records.page}
        />
      </>
    );

  return (
    <div className={styles.records}>
      <h3 className={styles.title}>{t('pages.bonusDetails')}</h3>
      <RangeFilter query={query} onChange={records.filter} />
      <RecordResults
        key={records.key}
        initial={records.first ? start.first : null}
        load={(signal) => loadBonusDetails(query, signal)}
        onRetry={records.retry}
      >
        {show}
      </RecordResults>
    </div>
  );
};
