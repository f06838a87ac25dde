import { useTranslation } from 'react-i18next';
import type { BetRecord, RecordTotals } from '@his/shared/schemas/records';
import { useFormats } from '../use-formats.ts';
import { Pager } from '@/components/ui/pager.tsx';
import { RecordTable, Signed, type Column } from './record-table.tsx';
import styles from './records.module.css';

/** One page of bets as the platform answers it, with the totals over the whole filter. */
interface BetPage<Row extends BetRecord> {
  list: readonly Row[];
  page: number;
  pageSize: number;
  total: number;
  totals: RecordTotals;
}

interface BetListProps<Row extends BetRecord> {
  caption: string;
  bets: BetPage<Row>;
  onPage: (page: number) => void;
  /** Columns of the page's own (the team's bets: the member), right after the time. */
  extraColumns?: readonly Column<Row>[];
}

/**
 * Bets a page at a time (time, game, vendor, category, stake, payout, net, status) with a totals
 * row labelled with their count, as the betting record and the agent's team bets list them;
 * "no records" when the filter has none.
 */
export const BetList = <Row extends BetRecord>({
  caption,
  bets,
  onPage,
  extraColumns = [],
}: BetListProps<Row>) => {
  const { t } = useTranslation('memberCenter');
  const { money, time, category } = useFormats();
  if (bets.list.length === 0) return <p className={styles.muted}>{t('records.empty')}</p>;

  const columns: Column<Row>[] = [
    { id: 'time', label: t('records.columns.time'), cell: (bet) => time(bet.time) },
    ...extraColumns,
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

  return (
    <>
      <RecordTable
        caption={caption}
        columns={columns}
        rows={bets.list}
        rowKey={(bet) => bet.id}
        totalsLabel={t('records.totalsBets', { count: bets.totals.count })}
        totals={{
          stake: money(bets.totals.stake),
          payout: money(bets.totals.payout),
          net: <Signed amount={bets.totals.net} text={money(bets.totals.net)} />,
        }}
      />
      <Pager page={bets.page} pageSize={bets.pageSize} total={bets.total} onPage={onPage} />
    </>
  );
};
