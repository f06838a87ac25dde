import type { UpstreamConfig } from '../config.ts';
import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when `DATABASE_URL` is set, embedded PGlite otherwise (DESIGN.md §2). */
export const openDb = (config: Pick<UpstreamConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> =>
  config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
