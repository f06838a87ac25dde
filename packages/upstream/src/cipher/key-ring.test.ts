import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptRequest, sessionKeyFromBytes } from '@his/shared/platform-cipher';
import { loadUpstreamConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres.ts';
import { fakeClock } from '../../test/helpers/clock.ts';
import { loadTemplateDb } from '../../test/helpers/db.ts';
import { privateSchema } from '../../test/helpers/postgres.ts';
import { createKeyRing, rsaGraceMs } from './key-ring.ts';
import { decryptBody } from './decrypt-body.ts';

const encryptedFor = (modulus: string) => {
  const request = encryptRequest({ hello: 'world' }, modulus, sessionKeyFromBytes(randomBytes(16)));
  return {
    body: JSON.stringify(request.body),
    encryption: request.headers.Encryption,
    digest: request.headers['X-Digest'],
    rsa: undefined,
  };
};

const keyCount = async (db: Db) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rsa_keys'))[0]?.n;

describe('RSA key ring', () => {
  let db: Db;
  beforeAll(async () => {
    db = await loadTemplateDb();
  });
  afterAll(() => db.close());
  beforeEach(() => db.exec('DELETE FROM rsa_keys'));

  it('serves a 1024-bit modulus and keeps it until rotation is due', async () => {
    const clock = fakeClock();
    const ring = createKeyRing(db, clock, 60);
    const key = await ring.current();
    expect(key.modulusHex).toMatch(/^[0-9a-f]{256}$/);
    expect(BigInt(`0x${key.modulusHex}`) >> 1023n).toBe(1n);
    clock.advance(59 * 60_000);
    expect((await ring.current()).modulusHex).toBe(key.modulusHex);
  });

  it('rotates and still decrypts with the previous key during the grace period only', async () => {
    const clock = fakeClock();
    const ring = createKeyRing(db, clock, 60);
    const old = await ring.current();
    const parts = encryptedFor(old.modulusHex);
    clock.advance(60 * 60_000);
    expect((await ring.current()).modulusHex).not.toBe(old.modulusHex);
    expect(await decryptBody(parts, ring)).toEqual({ hello: 'world' });
    clock.advance(rsaGraceMs);
    await expect(decryptBody(parts, ring)).rejects.toThrow('decrypt.failed');
  });

  it('never rotates when the interval is 0', async () => {
    const clock = fakeClock();
    const ring = createKeyRing(db, clock, 0);
    const key = await ring.current();
    clock.advance(365 * 24 * 3_600_000);
    expect((await ring.current()).modulusHex).toBe(key.modulusHex);
  });

  it('makes no key when a request only decrypts', async () => {
    const ring = createKeyRing(db, fakeClock(), 60);
    expect((await ring.candidates()).keys).toEqual([]);
    expect(await keyCount(db)).toBe(0);
  });

  it('reads the key table once per cache period, however many requests decrypt', async () => {
    let reads = 0;
    const counting: Db = {
      ...db,
      query: (sql, params) => {
        if (sql.includes('rsa_keys')) reads += 1;
        return db.query(sql, params);
      },
    };
    const ring = createKeyRing(counting, fakeClock(), 60);
    const key = await ring.current();
    const before = reads;
    for (let i = 0; i < 5; i += 1) {
      expect(await decryptBody(encryptedFor(key.modulusHex), ring)).toEqual({ hello: 'world' });
      expect((await ring.current()).modulusHex).toBe(key.modulusHex);
    }
    expect(reads).toBe(before);
  });

  it('finds a key another instance made after its copy of the table was read', async () => {
    const clock = fakeClock();
    const a = createKeyRing(db, clock, 60);
    const b = createKeyRing(db, clock, 60);
    const first = await a.current();
    expect(await decryptBody(encryptedFor(first.modulusHex), b)).toEqual({ hello: 'world' });
    clock.advance(60 * 60_000);
    const second = await a.current();
    expect(second.modulusHex).not.toBe(first.modulusHex);
    expect(await decryptBody(encryptedFor(second.modulusHex), b)).toEqual({ hello: 'world' });
    expect(await decryptBody(encryptedFor(first.modulusHex), b)).toEqual({ hello: 'world' });
  });

  it('is one ring for every instance on the database: same key, one rotation', async () => {
    const clock = fakeClock();
    const a = createKeyRing(db, clock, 60);
    const b = createKeyRing(db, clock, 60);
    const first = await a.current();
    expect((await b.current()).modulusHex).toBe(first.modulusHex);
    expect(await decryptBody(encryptedFor(first.modulusHex), b)).toEqual({ hello: 'world' });
    clock.advance(60 * 60_000);
    const [x, y] = await Promise.all([a.current(), b.current()]);
    expect(x.modulusHex).toBe(y.modulusHex);
    expect(x.modulusHex).not.toBe(first.modulusHex);
    expect(await keyCount(db)).toBe(2);
  });
});

const url = loadUpstreamConfig(process.env).databaseUrl;
if (!url)
  console.warn('DATABASE_URL is unset: the PostgreSQL variant of the key ring test was skipped');

describe.skipIf(!url)('RSA key ring shared by processes on PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  const pools: Db[] = [];
  beforeAll(async () => {
    schema = await privateSchema(url ?? '', 'upstream_keys');
    for (let i = 0; i < 4; i += 1) pools.push(await openPostgres(schema.url));
    await migrate(pools[0] as Db);
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    await schema?.drop();
  });

  it('makes one key when instances ask together, and rotates it once', async () => {
    const clock = fakeClock();
    const rings = pools.map((pool) => createKeyRing(pool, clock, 60));
    const asked = async () =>
      new Set((await Promise.all(rings.map((r) => r.current()))).map((k) => k.modulusHex));
    const first = await asked();
    expect(first.size).toBe(1);
    clock.advance(60 * 60_000);
    const second = await asked();
    expect(second.size).toBe(1);
    expect([...second][0]).not.toBe([...first][0]);
    expect(await keyCount(pools[0] as Db)).toBe(2);
  });
});
