import type { Db, Listening } from '../db/db.ts';

/** The channel the catalogue tables' triggers notify (migration 009), payload the schema. */
const channel = 'catalogue_changed';

const defaultMaxEntries = 2_000;

/**
 * What every visitor reads and almost nobody writes (module tree, site state, register rules,
 * vendor lanes, game lists, lottery menus), kept in this process until the catalogue changes.
 *
 * Invalidation: every table it is read from has a statement trigger that calls `pg_notify`
 * (migration 009), whoever writes, in whichever process: each upstream `LISTEN`s and empties
 * its cache when told. The process that wrote also empties it at once (`clear`, called by the
 * QA controls before they answer), because its own notification arrives a moment after the
 * commit. While the listening connection is down the cache is bypassed, and it is emptied when
 * the connection comes back, so a missed notification never leaves a stale answer.
 *
 * Values are shared by every request that reads them: callers must not change them.
 */
export interface CatalogueCache {
  /** The value under `key`, loaded once (concurrent misses share one load). */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  close(): Promise<void>;
}

export const createCatalogueCache = async (
  db: Db,
  maxEntries = defaultMaxEntries,
): Promise<CatalogueCache> => {
  const entries = new Map<string, Promise<unknown>>();
  // Tests and benches put several schemas on one PostgreSQL database; LISTEN is per database,
  // so each cache only hears its own schema's changes.
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = row?.schema ?? '';
  const listening: Listening = await db.listen(channel, (payload) => {
    if (payload === null || payload === schema) entries.clear();
  });
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!listening.live) return load();
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      if (entries.size >= maxEntries) {
        // The oldest entry goes: game searches by free text must not grow memory without bound.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const loading = load();
      entries.set(key, loading);
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },
    clear: () => entries.clear(),
    close: () => listening.close(),
  };
};
