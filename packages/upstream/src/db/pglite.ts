import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, SqlParam } from './db.ts';
import { channelShape } from './db.ts';
import { inMemoryDataDir } from '../config.ts';

const wrap = (target: PGlite | Transaction): Queryable => ({
  async query<R extends object>(sql: string, params: readonly SqlParam[] = []) {
    const result = await target.query<R>(sql, [...params]);
    return result.rows;
  },
  async exec(sql: string) {
    await target.exec(sql);
  },
});

/**
 * Wraps a PGlite instance. PGlite is one connection: its own mutex makes every query outside a
 * transaction wait until the running transaction ends, which is what keeps money movements
 * atomic here.
 */
export const pgliteDb = (pglite: PGlite): Db => ({
  kind: 'pglite',
  ...wrap(pglite),
  transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
  // One process owns a PGlite, so its notifications cannot be missed: always live.
  async listen(channel, onNotify) {
    if (!channelShape.test(channel)) throw new Error('bad channel name');
    const unlisten = await pglite.listen(channel, onNotify);
    return { live: true, close: () => unlisten() };
  },
  close: () => pglite.close(),
});

/** Opens PGlite in `dataDir` (created if missing) or in memory for `memory://`. */
export const openPglite = async (dataDir: string): Promise<Db> => {
  if (dataDir === inMemoryDataDir) return pgliteDb(await PGlite.create());
  await mkdir(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create({ dataDir }));
};
