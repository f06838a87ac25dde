import pg from 'pg';
import type { Db, Queryable, SqlParam } from './db.ts';

const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
  async query<R extends object>(sql: string, params: readonly SqlParam[] = []) {
    const result = await target.query<R & pg.QueryResultRow>(sql, [...params]);
    return result.rows;
  },
  async exec(sql: string) {
    await target.query(sql);
  },
});

/**
 * PostgreSQL through a `pg` pool. A schema can be chosen in the URL itself
 * (`?options=-c%20search_path%3Dname`), which is how the tests isolate their runs.
 */
export const openPostgres = async (url: string): Promise<Db> => {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
