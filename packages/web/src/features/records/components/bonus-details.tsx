import { useTranslation } from 'react-i18next';
import type { BonusDetails } from '@his/shared/schemas/records';
import { loadBonusDetails } from '../api/load-bonus-details.ts';
import type { BonusDetailsStart } from '../load-records.ts';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { MovementList } from './movement-list.tsx';
import { RangeFilter } from './range-filter.tsx';
import { RecordResults } from '@/components/ui/record-results.tsx';
import styles from './records.module.css';

/** Bonus details (bonusDetails): the member's bonus and rebate movements by range, with their sum. */
export const BonusDetailsView = ({ start }: { start: BonusDetailsStart }) => {
  const { t } = useTranslation('memberCenter');
  const records = useRecordQuery(start, loadBonusDetails);
  const { query } = records;

  return (
    <div className={styles.records}>
      <h3 className={styles.title}>{t('pages.bonusDetails')}</h3>
      <RangeFilter query={query} onChange={records.filter} />
      <RecordResults answer={records.answer} onRetry={records.retry}>
        {(details: BonusDetails) => (
          <MovementList
            caption={t('pages.bonusDetails')}
            movements={details}
            onPage={records.page}
            sum={details.sum}
          />
        )}
      </RecordResults>
    </div>
  );
};
