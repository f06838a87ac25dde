import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/db.ts';
import { openPostgres } from '../../src/db/postgres.ts';

/**
 * A fresh schema of its own on the PostgreSQL at `base` (`DATABASE_URL`), chosen through the
 * connection's search_path, so parallel test files and runs never meet. `url` connects into
 * it; `drop` removes it with everything in it.
 */
export const privateSchema = async (base: string, prefix: string) => {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin: Db = await openPostgres(base);
  await admin.exec(`CREATE SCHEMA ${name}`);
  const target = new URL(base);
  target.searchParams.set('options', `-c search_path=${name}`);
  return {
    name,
    url: target.toString(),
    drop: async () => {
      await admin.exec(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      await admin.close();
    },
  };
};
