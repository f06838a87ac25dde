import pg from 'pg';
import type { Db, Listening, Queryable, SqlParam } from './db.ts';
import { channelShape } from './db.ts';

const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
  async query<R extends object>(sql: string, params: readonly SqlParam[] = []) {
    const result = await target.query<R & pg.QueryResultRow>(sql, [...params]);
    return result.rows;
  },
  async exec(sql: string) {
    await target.query(sql);
  },
});

const reconnectMs = 1_000;

/**
 * `LISTEN` on a connection of its own (a pooled one goes back to the pool). When it is lost the
 * subscriber hears `null` and `live` is false until a new connection listens again (retried
 * every second), then `null` once more: whatever was sent in between is unknown.
 */
const listenOn = async (
  url: string,
  channel: string,
  onNotify: (payload: string | null) => void,
): Promise<Listening> => {
  if (!channelShape.test(channel)) throw new Error('bad channel name');
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || closed) return;
      client = null;
      live = false;
      onNotify(null);
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    live = true;
    onNotify(null);
  };
  const schedule = () => {
    retry = setTimeout(() => {
      connect().catch(schedule);
    }, reconnectMs);
    retry.unref();
  };
  await connect();
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
};

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
    listen: (channel, onNotify) => listenOn(url, channel, onNotify),
    close: () => pool.end(),
  };
};
