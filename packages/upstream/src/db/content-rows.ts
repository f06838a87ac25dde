import type { Language } from '@his/shared/constants';
import type { Queryable, SqlParam } from './db.ts';

/** A text in each of the site's languages, as content tables store it (`<name>_en` …). */
export interface Texts {
  EN: string;
  KM: string;
  CN: string;
}

/** The text in `language`, English when that one is empty. */
export const pick = (texts: Texts, language: Language): string => texts[language] || texts.EN;

/** A column a record writes: its name and the record's value for it. */
export interface Column<Record> {
  name: string;
  valueOf: (record: Record) => SqlParam;
}

export const column = <Record>(
  name: string,
  valueOf: (record: Record) => SqlParam,
): Column<Record> => ({ name, valueOf });

/** The three columns of a text in every language (`title` → `title_en`, `title_km`, `title_cn`). */
export const textColumns = <Record>(
  prefix: string,
  textsOf: (record: Record) => Texts,
): Column<Record>[] => [
  column(`${prefix}_en`, (record) => textsOf(record).EN),
  column(`${prefix}_km`, (record) => textsOf(record).KM),
  column(`${prefix}_cn`, (record) => textsOf(record).CN),
];

/** The content tables (issue 17): written by the seed and the QA controls only. */
type ContentTable = 'announcements' | 'banners' | 'help_items' | 'site_resources';

/**
 * One merchant's rows of a content table: created, replaced whole, found by id, listed (the QA
 * listing, every row), deleted. `replace` and `remove` answer false when the merchant has no
 * such row. The column names come from code, never from input.
 */
export const contentRows = <Row extends object, Record>(spec: {
  table: ContentTable;
  /** The SELECT list, aliased to `Row`'s fields. */
  select: string;
  recordOf: (row: Row) => Record & { id: number };
  columns: readonly Column<Record>[];
  /** The QA listing's order (default: by id). */
  orderBy?: string;
}) => {
  const { table, select, recordOf, columns } = spec;
  const names = columns.map((c) => c.name);
  const valuesOf = (record: Record) => columns.map((c) => c.valueOf(record));
  const insert = `INSERT INTO ${table} (merchant_id, ${names.join(', ')})
    VALUES (${['$1', ...names.map((_, i) => `$${i + 2}`)].join(', ')}) RETURNING id`;
  const update = `UPDATE ${table} SET ${names.map((name, i) => `${name} = $${i + 3}`).join(', ')}
    WHERE merchant_id = $1 AND id = $2 RETURNING id`;
  return {
    create: async (q: Queryable, merchantId: number, record: Record): Promise<number> => {
      const [row] = await q.query<{ id: number }>(insert, [merchantId, ...valuesOf(record)]);
      if (!row) throw new Error(`${table} insert returned nothing`);
      return row.id;
    },
    replace: async (
      q: Queryable,
      merchantId: number,
      id: number,
      record: Record,
    ): Promise<boolean> =>
      (await q.query(update, [merchantId, id, ...valuesOf(record)])).length > 0,
    find: async (q: Queryable, merchantId: number, id: number) => {
      const [row] = await q.query<Row>(
        `SELECT ${select} FROM ${table} WHERE merchant_id = $1 AND id = $2`,
        [merchantId, id],
      );
      return row ? recordOf(row) : null;
    },
    all: async (q: Queryable, merchantId: number) =>
      (
        await q.query<Row>(
          `SELECT ${select} FROM ${table} WHERE merchant_id = $1 ORDER BY ${spec.orderBy ?? 'id'}`,
          [merchantId],
        )
      ).map(recordOf),
    remove: async (q: Queryable, merchantId: number, id: number): Promise<boolean> =>
      (
        await q.query(`DELETE FROM ${table} WHERE merchant_id = $1 AND id = $2 RETURNING id`, [
          merchantId,
          id,
        ])
      ).length > 0,
  };
};
