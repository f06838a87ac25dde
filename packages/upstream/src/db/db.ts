/**
 * Storage as the rest of the upstream sees it: parameterised queries and transactions, nothing
 * more, so PGlite and PostgreSQL run the same SQL. Money and other int8 values are selected as
 * `::text` because the two drivers disagree on how to return them (number vs string).
 */
export type SqlParam =
  | string
  | number
  | boolean
  | Date
  | null
  | readonly (string | null)[]
  | readonly (number | null)[]
  | readonly boolean[];

export interface Queryable {
  /** One statement with `$1`-style parameters; returns the rows. */
  query<R extends object>(sql: string, params?: readonly SqlParam[]): Promise<R[]>;
  /** Several statements without parameters (migrations, truncation). */
  exec(sql: string): Promise<void>;
}

/** A subscription made by `Db.listen`. */
export interface Listening {
  /**
   * False while the listening connection is down and being made again: notifications sent
   * meanwhile are lost, so a cache must not trust itself until this is true again.
   */
  readonly live: boolean;
  close(): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside `fn` use only `tx`; the outer handle would wait for the transaction to end.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * `LISTEN` on `channel` (a lower-case identifier): `onNotify` gets each payload, and `null`
   * whenever notifications may have been missed (the connection was lost, or is back).
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<Listening>;
  close(): Promise<void>;
}

export const channelShape = /^[a-z_][a-z0-9_]{0,62}$/;

/** PostgreSQL's unique violation (23505): another row holds the key (a race or a duplicate). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
