import { useTranslation } from 'react-i18next';
import type { BetRecord, BettingRecord } from '@his/shared/schemas/records';
import { loadBettingRecord } from '../api/load-betting-record.ts';
import type { BettingRecordStart } from '../load-records.ts';
import { useFormats } from '../use-formats.ts';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { Pager } from '@/components/ui/pager.tsx';
import { ChoiceFilter, RangeFilter } from './range-filter.tsx';
import { RecordResults } from '@/components/ui/record-results.tsx';
import { RecordTable, Signed, type Column } from './record-table.tsx';
import styles from './records.module.css';

/**
 * The betting record (personalHistoryCopy): the member's rounds and lottery bets by range,
 * category and vendor, a page at a time, with the totals over the whole filter.
 */
export const BettingRecordView = ({ start }: { start: BettingRecordStart }) => {
  const { t } = useTranslation('memberCenter');
  const { money, time, category } = useFormats();
  const records = useRecordQuery(start, loadBettingRecord);
  const { query } = records;
  const lanes = start.choices.filter((lane) => lane.cards.length > 0);
  const vendors = lanes
    .filter((lane) => query.category === null || lane.title === query.category)
    .flatMap((lane) => lane.cards)
    .map((card) => ({ value: card.vassalage, label: card.displayName }))
    .filter((card, index, all) => all.findIndex((other) => other.value === card.value) === index);

  const columns: Column<BetRecord>[] = [
    { id: 'time', label: t('records.columns.time'), cell: (bet) => time(bet.time) },
    { id: 'game', label: t('records.columns.game'), cell: (bet) => bet.gameName },
    { id: 'vendor', label: t('records.columns.vendor'), cell: (bet) => bet.vendor },
    { id: 'category', label: t('records.columns.category'), cell: (bet) => category(bet.category) },
    {
      id: 'stake',
      label: t('records.columns.stake'),
      numeric: true,
      cell: (bet) => money(bet.stake),
    },
    {
      id: 'payout',
      label: t('records.columns.payout'),
      numeric: true,
      cell: (bet) => money(bet.payout),
    },
    {
      id: 'net',
      label: t('records.columns.net'),
      numeric: true,
      cell: (bet) => <Signed amount={bet.net} text={money(bet.net)} />,
    },
    {
      id: 'status',
      label: t('records.columns.status'),
      cell: (bet) => t(`records.betStatuses.${bet.status}`),
    },
  ];

  const show = (record: BettingRecord) =>
    record.list.length === 0 ? (
      <p className={styles.muted}>{t('records.empty')}</p>
    ) : (
      <>
        <RecordTable
          caption={t('pages.personalHistoryCopy')}
          columns={columns}
          rows={record.list}
          rowKey={(bet) => bet.id}
          totalsLabel={t('records.totalsBets', { count: record.totals.count })}
          totals={{
            stake: money(record.totals.stake),
            payout: money(record.totals.payout),
            net: <Signed amount={record.totals.net} text={money(record.totals.net)} />,
          }}
        />
        <Pager
          page={record.page}
          pageSize={record.pageSize}
          total={record.total}
          onPage={records.page}
        />
      </>
    );

  return (
    <div className={styles.records}>
      <h3 className={styles.title}>{t('pages.personalHistoryCopy')}</h3>
      <RangeFilter query={query} onChange={records.filter}>
        <ChoiceFilter
          label={t('records.category')}
          value={query.category}
          options={lanes.map((lane) => ({ value: lane.title, label: category(lane.title) }))}
          onChange={(value) => records.filter({ category: value, vendor: null })}
        />
        <ChoiceFilter
          label={t('records.vendor')}
          value={query.vendor}
          options={vendors}
          onChange={(value) => records.filter({ vendor: value })}
        />
      </RangeFilter>
      <RecordResults answer={records.answer} onRetry={records.retry}>
        {show}
      </RecordResults>
    </div>
  );
};
