import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { loadMigrations, migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { ensureSeeded } from '../src/seed/seed.ts';
import { startUpstream } from '../src/start.ts';
import { loadTemplateDb } from './helpers/db.ts';
import { demoMembers } from '../src/seed/demo-members.ts';

const folders: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'his-upstream-test-'));
  folders.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('migrations', () => {
  let db: Db;
  beforeAll(async () => {
    db = await loadTemplateDb();
  });
  afterAll(() => db.close());

  it('applies nothing twice and records each version', async () => {
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(rows).toEqual([
      { version: 1, name: 'init' },
      { version: 2, name: 'accounts' },
      { version: 3, name: 'catalogue' },
      { version: 4, name: 'play' },
      { version: 5, name: 'register_rules' },
      { version: 6, name: 'pvp_room_tickets' },
      { version: 7, name: 'shared_keys' },
      { version: 8, name: 'merchant_domains' },
      { version: 9, name: 'catalogue_notify' },
      { version: 10, name: 'house_shards' },
      { version: 11, name: 'ledger_post_batch' },
      { version: 12, name: 'ledger_post_batch_probes' },
      { version: 13, name: 'withdrawals' },
      { version: 14, name: 'deposits' },
      { version: 15, name: 'vendor_wallets' },
      { version: 16, name: 'member_profile' },
      { version: 17, name: 'agent_contracts' },
      { version: 18, name: 'contract_settlements' },
      { version: 19, name: 'agent_notices' },
      { version: 20, name: 'member_messages' },
      { version: 21, name: 'points_and_rebates' },
      { version: 22, name: 'vip_and_referrals' },
      { version: 23, name: 'missions' },
      { version: 24, name: 'promotions' },
      { version: 25, name: 'announcements' },
      { version: 26, name: 'feedback_and_agent_applications' },
      { version: 27, name: 'chat' },
      { version: 28, name: 'help_center' },
    ]);
    expect(await ensureSeeded(db, 'hisdemo1', new Date())).toBe(false);
  });

  it('applies a new migration once, in order', async () => {
    const all = await loadMigrations();
    const next = {
      version: all.length + 1,
      name: 'probe',
      sql: 'CREATE TABLE probe (id integer)',
      checksum: 'c2',
    };
    expect(await migrate(db, [...all, next])).toEqual([next.version]);
    expect(await migrate(db, [...all, next])).toEqual([]);
  });

  it('refuses to start when an applied migration was edited', async () => {
    const [first] = await loadMigrations();
    if (!first) throw new Error('no migrations');
    await expect(migrate(db, [{ ...first, checksum: 'edited' }])).rejects.toThrow(
      'changed after it was applied',
    );
  });

  it('refuses misnamed or missing migration files', async () => {
    const misnamed = await tempDir();
    await writeFile(join(misnamed, 'init.sql'), 'SELECT 1');
    await expect(loadMigrations(pathToFileURL(`${misnamed}/`))).rejects.toThrow('NNN_name.sql');
    const gap = await tempDir();
    await writeFile(join(gap, '001_a.sql'), 'SELECT 1');
    await writeFile(join(gap, '003_c.sql'), 'SELECT 1');
    await expect(loadMigrations(pathToFileURL(`${gap}/`))).rejects.toThrow('without gaps');
  });
});

describe('on-disk PGlite through startUpstream', () => {
  it('serves over HTTP and keeps its data across a restart without migrating or seeding again', async () => {
    const dataDir = await tempDir();
    const options = {
      port: 0,
      dataDir,
      databaseUrl: null,
      qaControls: false,
      logLevel: 'silent' as const,
    };
    const first = await startUpstream(options);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const headers = { Merchant: 'hisdemo1', 'content-type': 'application/json' };
    const trial = await fetch(`${first.url}/wps/session/login/freeplay`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(trial.status).toBe(200);
    const { value } = (await trial.json()) as { value: { token: string; userName: string } };
    await first.close();

    const second = await startUpstream(options);
    const info = await fetch(`${second.url}/wps/member/info`, {
      headers: { ...headers, Authorization: value.token },
    });
    expect(info.status).toBe(200);
    expect(((await info.json()) as { value: { account: string } }).value.account).toBe(
      value.userName,
    );
    await second.close();

    const reopened = await openPglite(dataDir);
    expect(await migrate(reopened)).toEqual([]);
    const [members] = await reopened.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    // The seed's demo members and the trial account the first boot made.
    expect(members?.n).toBe(demoMembers.length + 1);
    await reopened.close();
    // Two boots of an on-disk PGlite (the first migrates and seeds): 7 s on an idle machine,
    // several times that beside the other test files.
  }, 120_000);
});
