import { useTranslation } from 'react-i18next';
import type { TransactionHistory, TransactionTypeCode } from '@his/shared/schemas/records';
import { loadTransactionHistory } from '../api/load-transaction-history.ts';
import type { AccountRecordStart } from '../load-records.ts';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { MovementList } from './movement-list.tsx';
import { ChoiceFilter, RangeFilter } from './range-filter.tsx';
import { RecordResults } from '@/components/ui/record-results.tsx';
import styles from './records.module.css';

/**
 * The account record (transactionHistory): every movement of the member's wallets with its type
 * and the balance right after it, by range and type, a page at a time.
 */
export const AccountRecordView = ({ start }: { start: AccountRecordStart }) => {
  const { t } = useTranslation('memberCenter');
  const records = useRecordQuery(start, loadTransactionHistory);
  const { query } = records;

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
      <RecordResults answer={records.answer} onRetry={records.retry}>
        {(history: TransactionHistory) => (
          <MovementList
            caption={t('pages.transactionHistory')}
            movements={history}
            onPage={records.page}
            withBalance
          />
        )}
      </RecordResults>
    </div>
  );
};
