import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

const migrationsDir = new URL('./migrations/', import.meta.url);
const fileName = /^(\d{3})_([a-z0-9_]+)\.sql$/;
// Any constant works; it only has to be the same in every instance sharing the database.
const migrationLockId = 724_311_001;

/** Reads `NNN_name.sql` files in version order; a misnamed or duplicated file stops the start. */
export const loadMigrations = async (dir: URL = migrationsDir): Promise<Migration[]> => {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const migrations = await Promise.all(
    names.map(async (name) => {
      const match = fileName.exec(name);
      if (!match?.[1] || !match[2])
        throw new Error(`migration file name not NNN_name.sql: ${name}`);
      const sql = await readFile(new URL(name, dir), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      return { version: Number(match[1]), name: match[2], sql, checksum };
    }),
  );
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`migrations must be numbered 001, 002, ... without gaps (${migration.name})`);
    }
  });
  return migrations;
};

interface AppliedRow {
  version: number;
  checksum: string;
}

/**
 * Applies the pending migrations in order, each recorded in `schema_migrations`, all in one
 * transaction under an advisory lock so that instances starting together do not race. Running
 * it again applies nothing. A migration edited after it was applied stops the start: the
 * database would no longer match the files.
 */
export const migrate = async (db: Db, migrations?: Migration[]): Promise<number[]> => {
  const all = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockId]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = await tx.query<AppliedRow>('SELECT version, checksum FROM schema_migrations');
    const known = new Map(applied.map((row) => [row.version, row.checksum]));
    const done: number[] = [];
    for (const migration of all) {
      const checksum = known.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`migration ${migration.version} changed after it was applied`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query(
        'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      );
      done.push(migration.version);
    }
    return done;
  });
};
