import { useTranslation } from 'react-i18next';
import type {
  TransactionHistory,
  TransactionRecord,
  TransactionTypeCode,
} from '@his/shared/schemas/records';
import { loadTransactionHistory } from '../api/load-transaction-history.ts';
import type { AccountRecordStart } from '../load-records.ts';
import { useFormats } from '../use-formats.ts';
import { useRecordQuery } from '../use-record-query.ts';
import { Pager } from './pager.tsx';
import { ChoiceFilter, RangeFilter } from './range-filter.tsx';
import { RecordResults } from './record-results.tsx';
import { RecordTable, Signed, type Column } from './record-table.tsx';
import styles from './records.module.css';

/**
 * The account record (transactionHistory): every movement of the member's wallets with its type
 * and the balance right after it, by range and type, a page at a time.
 */
export const AccountRecordView = ({ start }: { start: AccountRecordStart }) => {
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
    {
      id: 'balanceAfter',
      label: t('records.columns.balanceAfter'),
      numeric: true,
      cell: (row) => money(row.balanceAfter),
    },
  ];

  const show = (history: TransactionHistory) =>
    history.list.length === 0 ? (
      <p className={styles.muted}>{t('records.empty')}</p>
    ) : (
      <>
        <p className={styles.muted}>{t('records.count', { count: history.total })}</p>
        <RecordTable
          caption={t('pages.transactionHistory')}
          columns={columns}
          rows={history.list}
          rowKey={(row) => row.id}
        />
        <Pager
          page={history.page}
          pageSize={history.pageSize}
          total={history.total}
          onPage={records.page}
        />
      </>
    );

  return (
    <div className={styles.records}>
      <h3 className={styles.title}>{t('pages.transactionHistory')}</h3>
      <RangeFilter query={query} onChange={records.filter}>
        <ChoiceFilter
          label={t('records.type')}
          value={query.type}
          options={start.choices.map((type) => ({
            value: type,
            label: t(`records.types.${type}`),
          }))}
          onChange={(value) => records.filter({ type: value as TransactionTypeCode | null })}
        />
      </RangeFilter>
      <RecordResults
        key={records.key}
        initial={records.first ? start.first : null}
        load={(signal) => loadTransactionHistory(query, signal)}
        onRetry={records.retry}
      >
        {show}
      </RecordResults>
    </div>
  );
};
