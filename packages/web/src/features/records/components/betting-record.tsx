import { useTranslation } from 'react-i18next';
import type { BettingRecord } from '@his/shared/schemas/records';
import { loadBettingRecord } from '../api/load-betting-record.ts';
import type { BettingRecordStart } from '../load-records.ts';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { BetList } from './bet-list.tsx';
import { GameFilters } from './game-filters.tsx';
import { RangeFilter } from './range-filter.tsx';
import { RecordResults } from '@/components/ui/record-results.tsx';
import styles from './records.module.css';

/**
 * The betting record (personalHistoryCopy): the member's rounds and lottery bets by range,
 * category and vendor, a page at a time, with the totals over the whole filter.
 */
export const BettingRecordView = ({ start }: { start: BettingRecordStart }) => {
  const { t } = useTranslation('memberCenter');
  const records = useRecordQuery(start, loadBettingRecord);
  const { query } = records;

  return (
    <div className={styles.records}>
      <h3 className={styles.title}>{t('pages.personalHistoryCopy')}</h3>
      <RangeFilter query={query} onChange={records.filter}>
        <GameFilters query={query} lanes={start.choices} onChange={records.filter} />
      </RangeFilter>
      <RecordResults answer={records.answer} onRetry={records.retry}>
        {(record: BettingRecord) => (
          <BetList caption={t('pages.personalHistoryCopy')} bets={record} onPage={records.page} />
        )}
      </RecordResults>
    </div>
  );
};
