/**
 * Storage as the rest of the upstream sees it: parameterised queries and transactions, nothing
 * more, so PGlite and PostgreSQL run the same SQL. Money and other int8 values are selected as
 * `::text` because the two drivers disagree on how to return them (number vs string).
 */
export type SqlParam =
  string | number | boolean | Date | null | readonly string[] | readonly number[];

export interface Queryable {
  /** One statement with `$1`-style parameters; returns the rows. */
  query<R extends object>(sql: string, params?: readonly SqlParam[]): Promise<R[]>;
  /** Several statements without parameters (migrations, truncation). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside `fn` use only `tx`; the outer handle would wait for the transaction to end.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
