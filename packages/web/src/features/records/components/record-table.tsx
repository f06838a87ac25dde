import type { ReactNode } from 'react';
import styles from './records.module.css';

/** One column: its header, a row's cell and whether it holds amounts (right-aligned). */
export interface Column<Row> {
  id: string;
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface RecordTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The totals row: a cell per column id (absent: empty). */
  totals?: Partial<Record<string, ReactNode>>;
  totalsLabel?: string;
}

/**
 * A record table. On a phone (≤ 640 px) each row is a card whose cells name their column
 * (`data-label`), so every value stays readable without scrolling sideways.
 */
export const RecordTable = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  totals,
  totalsLabel,
}: RecordTableProps<Row>) => (
  <div className={styles.scroll}>
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={column.numeric ? styles.numeric : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td
                key={column.id}
                data-label={column.label}
                className={column.numeric ? styles.numeric : undefined}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {totals && (
        <tfoot>
          <tr>
            {columns.map((column, index) => {
              const value = totals[column.id] ?? (index === 0 ? totalsLabel : null);
              return (
                <td
                  key={column.id}
                  data-label={index === 0 ? '' : column.label}
                  className={column.numeric ? styles.numeric : undefined}
                >
                  {value}
                </td>
              );
            })}
          </tr>
        </tfoot>
      )}
    </table>
  </div>
);

/** A signed amount, coloured by its sign (the minus sign carries it; colour only repeats it). */
export const Signed = ({ amount, text }: { amount: string; text: string }) => (
  <span
    className={
      amount.startsWith('-') ? styles.negative : amount === '0.00' ? undefined : styles.positive
    }
  >
    {text}
  </span>
);
