import { useTranslation } from 'react-i18next';
import type { RecordTotals } from '@his/shared/schemas/records';
import { useFormats } from '../use-formats.ts';
import { Signed, type Column } from './record-table.tsx';

/**
 * The columns of bets' figures (count, stake, payout, net: net signed and coloured) for any row
 * that carries them, and the totals row's cells: the personal loss and the agent's user loss.
 */
export const useFigureColumns = () => {
  const { t } = useTranslation('memberCenter');
  const { money } = useFormats();
  return {
    columns: <Row extends RecordTotals>(): Column<Row>[] => [
      { id: 'count', label: t('records.columns.bets'), numeric: true, cell: (row) => row.count },
      {
        id: 'stake',
        label: t('records.columns.stake'),
        numeric: true,
        cell: (row) => money(row.stake),
      },
      {
        id: 'payout',
        label: t('records.columns.payout'),
        numeric: true,
        cell: (row) => money(row.payout),
      },
      {
        id: 'net',
        label: t('records.columns.net'),
        numeric: true,
        cell: (row) => <Signed amount={row.net} text={money(row.net)} />,
      },
    ],
    totalsOf: (totals: RecordTotals) => ({
      count: totals.count,
      stake: money(totals.stake),
      payout: money(totals.payout),
      net: <Signed amount={totals.net} text={money(totals.net)} />,
    }),
  };
};
