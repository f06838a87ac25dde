import { useTranslation } from 'react-i18next';
import type { PersonalProfit } from '@his/shared/schemas/records';
import { loadPersonalProfit } from '../api/load-personal-profit.ts';
import type { PersonalLossStart } from '../load-records.ts';
import { useFormats } from '../use-formats.ts';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { ChoiceFilter, RangeFilter } from './range-filter.tsx';
import { RecordResults } from '@/components/ui/record-results.tsx';
import { useFigureColumns } from './figure-columns.tsx';
import { RecordTable } from './record-table.tsx';
import styles from './records.module.css';

/**
 * The personal loss (personalProfit): stake, payout and net of the member's bets over a range,
 * by day and by category, with the totals; the same bets as the betting record.
 */
export const PersonalLossView = ({ start }: { start: PersonalLossStart }) => {
  const { t } = useTranslation('memberCenter');
  const { category } = useFormats();
  const records = useRecordQuery(start, loadPersonalProfit);
  const { query } = records;
  const lanes = start.choices.filter((lane) => lane.cards.length > 0);

  const { columns: figures, totalsOf } = useFigureColumns();

  const show = (profit: PersonalProfit) =>
    profit.days.length === 0 ? (
      <p className={styles.muted}>{t('records.empty')}</p>
    ) : (
      <>
        <h4 className={styles.title}>{t('records.byDay')}</h4>
        <RecordTable
          caption={t('records.byDay')}
          columns={[
            { id: 'day', label: t('records.columns.day'), cell: (row) => row.day },
            ...figures<PersonalProfit['days'][number]>(),
          ]}
          rows={profit.days}
          rowKey={(row) => row.day}
          totalsLabel={t('records.totals')}
          totals={totalsOf(profit.totals)}
        />
        <h4 className={styles.title}>{t('records.byCategory')}</h4>
        <RecordTable
          caption={t('records.byCategory')}
          columns={[
            {
              id: 'category',
              label: t('records.columns.category'),
              cell: (row) => category(row.category),
            },
            ...figures<PersonalProfit['categories'][number]>(),
          ]}
          rows={profit.categories}
          rowKey={(row) => row.category}
        />
      </>
    );

  return (
    <div className={styles.records}>
      <h3 className={styles.title}>{t('pages.personalProfit')}</h3>
      <RangeFilter query={query} onChange={records.filter}>
        <ChoiceFilter
          label={t('records.category')}
          value={query.category}
          options={lanes.map((lane) => ({ value: lane.title, label: category(lane.title) }))}
          onChange={(value) => records.filter({ category: value })}
        />
      </RangeFilter>
      <RecordResults answer={records.answer} onRetry={records.retry}>
        {show}
      </RecordResults>
    </div>
  );
};
