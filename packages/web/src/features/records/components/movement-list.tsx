import { useTranslation } from 'react-i18next';
import type { TransactionRecord } from '@his/shared/schemas/records';
import { useFormats } from '../use-formats.ts';
import { Pager } from '@/components/ui/pager.tsx';
import { RecordTable, Signed, type Column } from './record-table.tsx';
import styles from './records.module.css';

/** One page of wallet movements as the platform answers it. */
interface MovementPage<Row extends TransactionRecord> {
  list: readonly Row[];
  page: number;
  pageSize: number;
  total: number;
}

interface MovementListProps<Row extends TransactionRecord> {
  caption: string;
  movements: MovementPage<Row>;
  onPage: (page: number) => void;
  /** Columns of the page's own (the team's movements: the member), right after the time. */
  extraColumns?: readonly Column<Row>[];
  /** The account record: each movement's balance after it, and the count above the table. */
  withBalance?: boolean;
  /** The bonus details: the sum over the whole range, in a totals row. */
  sum?: string;
}

/**
 * Wallet movements a page at a time (time, type, signed amount), as the account record, the
 * bonus details and the agent's downline transactions list them; "no records" when the range has
 * none.
 */
export const MovementList = <Row extends TransactionRecord>({
  caption,
  movements,
  onPage,
  extraColumns = [],
  withBalance = false,
  sum,
}: MovementListProps<Row>) => {
  const { t } = useTranslation('memberCenter');
  const { money, time } = useFormats();
  if (movements.list.length === 0) return <p className={styles.muted}>{t('records.empty')}</p>;
  const columns: Column<Row>[] = [
    { id: 'time', label: t('records.columns.time'), cell: (row) => time(row.time) },
    ...extraColumns,
    { id: 'type', label: t('records.columns.type'), cell: (row) => t(`records.types.${row.type}`) },
    {
      id: 'amount',
      label: t('records.columns.amount'),
      numeric: true,
      cell: (row) => <Signed amount={row.amount} text={money(row.amount)} />,
    },
    ...(withBalance
      ? [
          {
            id: 'balanceAfter',
            label: t('records.columns.balanceAfter'),
            numeric: true,
            cell: (row: Row) => money(row.balanceAfter),
          },
        ]
      : []),
  ];
  return (
    <>
      {withBalance && (
        <p className={styles.muted}>{t('records.count', { count: movements.total })}</p>
      )}
      <RecordTable
        caption={caption}
        columns={columns}
        rows={movements.list}
        rowKey={(row) => row.id}
        {...(sum === undefined
          ? {}
          : { totalsLabel: t('records.totals'), totals: { amount: money(sum) } })}
      />
      <Pager
        page={movements.page}
        pageSize={movements.pageSize}
        total={movements.total}
        onPage={onPage}
      />
    </>
  );
};
