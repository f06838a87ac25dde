import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { pgliteDb } from '../../src/db/pglite.ts';

/** A private PGlite with the migrated and seeded template loaded (about 0.5 s). */
export const loadTemplateDb = async (): Promise<Db> => {
  const data = await readFile(inject('pgliteTemplate'));
  return pgliteDb(await PGlite.create({ loadDataDir: new Blob([data]) }));
};

/**
 * A fingerprint of every data table: equal fingerprints mean nothing was written. Used to prove
 * that refused requests change nothing.
 */
export const fingerprint = async (db: Db): Promise<string> => {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = await db.query<{ digest: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${name} t`,
    );
    parts.push(`${name}:${row?.digest ?? 'empty'}`);
  }
  return parts.join('\n');
};
