import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { RsaPrivateKey } from './rsa.ts';
import { rsaPrivateKey } from './rsa.ts';

/** A 1024-bit RSA key as the platform's client needs it: the modulus as bare lower-case hex. */
export interface RsaKey {
  modulusHex: string;
  privateExponentHex: string;
  createdAt: number;
  /** When it was replaced (epoch ms); null for the current key. */
  retiredAt: number | null;
}

/** How long a replaced key still decrypts: covers a client that fetched it just before. */
export const rsaGraceMs = 10 * 60_000;

// Any constant works; it only has to be the same in every instance sharing the database.
const rotationLockId = 724_311_007;

const hexOf = (base64url: string | undefined): string => {
  if (!base64url) throw new Error('RSA JWK without n or d');
  return Buffer.from(base64url, 'base64url').toString('hex').replace(/^0+/, '');
};

const generate = promisify(generateKeyPair);

/**
 * The modulus must be 1024 bits: the platform's BigInt library is sized for it
 * (UPSTREAM.md §2.2a) and larger keys give wrong ciphertexts or never finish.
 */
const generateRsaKey = async (now: number): Promise<RsaKey> => {
  const { privateKey } = await generate('rsa', { modulusLength: 1024, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    modulusHex: hexOf(jwk.n),
    privateExponentHex: hexOf(jwk.d),
    createdAt: now,
    retiredAt: null,
  };
};

export interface KeyRing {
  /** The key served by `GET /wps/session/key/rsa`, made or rotated when it is due. */
  current(): Promise<RsaKey>;
  /**
   * Keys that may decrypt a request now: the current one, then those replaced within the grace
   * period. Reads only: a request never makes a key. Answered from a copy of the table at most
   * `cacheMs` old unless `fresh`; a caller whose ciphertext fits none of them asks again with
   * `fresh` (a key another instance has just made).
   */
  candidates(options?: { fresh?: boolean }): Promise<{ keys: RsaKey[]; fresh: boolean }>;
  /** The key ready for OpenSSL, made once per key and process. */
  privateKey(key: RsaKey): RsaPrivateKey;
}

interface KeyRow {
  modulusHex: string;
  privateExponentHex: string;
  createdAt: Date;
  retiredAt: Date | null;
}

const toKey = (row: KeyRow): RsaKey => ({
  modulusHex: row.modulusHex,
  privateExponentHex: row.privateExponentHex,
  createdAt: row.createdAt.getTime(),
  retiredAt: row.retiredAt?.getTime() ?? null,
});

const keyColumns = `modulus_hex AS "modulusHex", private_exponent_hex AS "privateExponentHex",
  created_at AS "createdAt", retired_at AS "retiredAt"`;

/** How long a read of the key table is reused (real time, not the application clock). */
const rsaKeyCacheMs = 5_000;

const readCurrent = async (q: Queryable): Promise<RsaKey | null> => {
  const [row] = await q.query<KeyRow>(
    `SELECT ${keyColumns} FROM rsa_keys WHERE retired_at IS NULL`,
  );
  return row ? toKey(row) : null;
};

/**
 * The keys live in the database (`rsa_keys`), so every instance on it serves the same modulus
 * and decrypts what any of them handed out. Making or rotating the key runs under an advisory
 * lock, checked again once held: instances that find the key due together make one new key, and
 * the others answer it.
 */
export const createKeyRing = (
  db: Db,
  clock: Clock,
  rotateMinutes: number,
  cacheMs = rsaKeyCacheMs,
): KeyRing => {
  const usable = (key: RsaKey | null, now: number): key is RsaKey =>
    key !== null && (rotateMinutes <= 0 || now - key.createdAt < rotateMinutes * 60_000);
  // Every encrypted request needs the ring and every page load the current key: both are read
  // from the table at most once per `cacheMs`. The keys still decrypting are picked from the
  // copy by the application clock at each use, so the grace period ends on time.
  let table: { keys: RsaKey[]; readAt: number } | null = null;
  const privateKeys = new Map<string, RsaPrivateKey>();
  const remember = (keys: RsaKey[]) => {
    table = { keys, readAt: performance.now() };
    const live = new Set(keys.map((key) => key.modulusHex));
    for (const modulus of privateKeys.keys()) if (!live.has(modulus)) privateKeys.delete(modulus);
    return keys;
  };
  const readTable = async (): Promise<RsaKey[]> =>
    remember(
      (
        await db.query<KeyRow>(
          `SELECT ${keyColumns} FROM rsa_keys WHERE retired_at IS NULL OR retired_at > $1
            ORDER BY retired_at DESC NULLS FIRST`,
          [new Date(clock.now().getTime() - rsaGraceMs)],
        )
      ).map(toKey),
    );
  const cachedTable = () =>
    table !== null && performance.now() - table.readAt < cacheMs ? table.keys : null;
  return {
    async current() {
      const now = clock.now().getTime();
      const isCurrent = (key: RsaKey) => key.retiredAt === null;
      const cached = cachedTable()?.find(isCurrent) ?? null;
      if (usable(cached, now)) return cached;
      const key = (await readTable()).find(isCurrent) ?? null;
      if (usable(key, now)) return key;
      const fresh = await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [rotationLockId]);
        const held = await readCurrent(tx);
        if (usable(held, now)) return held;
        const made = await generateRsaKey(now);
        const at = new Date(now);
        await tx.query('UPDATE rsa_keys SET retired_at = $1 WHERE retired_at IS NULL', [at]);
        await tx.query('DELETE FROM rsa_keys WHERE retired_at < $1', [new Date(now - rsaGraceMs)]);
        await tx.query(
          `INSERT INTO rsa_keys (modulus_hex, private_exponent_hex, created_at)
           VALUES ($1, $2, $3)`,
          [made.modulusHex, made.privateExponentHex, at],
        );
        return made;
      });
      // A rotation (here or in another instance) is read again at once, not after `cacheMs`.
      await readTable();
      return fresh;
    },
    async candidates(options = {}) {
      const cached = options.fresh ? null : cachedTable();
      const keys = cached ?? (await readTable());
      const since = clock.now().getTime() - rsaGraceMs;
      return {
        keys: keys.filter((key) => key.retiredAt === null || key.retiredAt > since),
        fresh: cached === null,
      };
    },
    privateKey(key) {
      let ready = privateKeys.get(key.modulusHex);
      if (!ready) {
        ready = rsaPrivateKey(key.modulusHex, key.privateExponentHex);
        privateKeys.set(key.modulusHex, ready);
      }
      return ready;
    },
  };
};
