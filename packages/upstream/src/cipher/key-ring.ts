import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/db.ts';

/** A 1024-bit RSA key as the platform's client needs it: the modulus as bare lower-case hex. */
export interface RsaKey {
  modulusHex: string;
  privateExponentHex: string;
  createdAt: number;
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
  return { modulusHex: hexOf(jwk.n), privateExponentHex: hexOf(jwk.d), createdAt: now };
};

export interface KeyRing {
  /** The key served by `GET /wps/session/key/rsa`, made or rotated when it is due. */
  current(): Promise<RsaKey>;
  /**
   * Keys that may decrypt a request now: the current one, then those replaced within the grace
   * period. Reads only: a request never makes a key.
   */
  candidates(): Promise<RsaKey[]>;
}

interface KeyRow {
  modulusHex: string;
  privateExponentHex: string;
  createdAt: Date;
}

const toKey = (row: KeyRow): RsaKey => ({
  modulusHex: row.modulusHex,
  privateExponentHex: row.privateExponentHex,
  createdAt: row.createdAt.getTime(),
});

const keyColumns = `modulus_hex AS "modulusHex", private_exponent_hex AS "privateExponentHex",
  created_at AS "createdAt"`;

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
export const createKeyRing = (db: Db, clock: Clock, rotateMinutes: number): KeyRing => {
  const usable = (key: RsaKey | null, now: number): key is RsaKey =>
    key !== null && (rotateMinutes <= 0 || now - key.createdAt < rotateMinutes * 60_000);
  return {
    async current() {
      const now = clock.now().getTime();
      const key = await readCurrent(db);
      if (usable(key, now)) return key;
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [rotationLockId]);
        const held = await readCurrent(tx);
        if (usable(held, now)) return held;
        const fresh = await generateRsaKey(now);
        const at = new Date(now);
        await tx.query('UPDATE rsa_keys SET retired_at = $1 WHERE retired_at IS NULL', [at]);
        await tx.query('DELETE FROM rsa_keys WHERE retired_at < $1', [new Date(now - rsaGraceMs)]);
        await tx.query(
          `INSERT INTO rsa_keys (modulus_hex, private_exponent_hex, created_at)
           VALUES ($1, $2, $3)`,
          [fresh.modulusHex, fresh.privateExponentHex, at],
        );
        return fresh;
      });
    },
    async candidates() {
      const rows = await db.query<KeyRow>(
        `SELECT ${keyColumns} FROM rsa_keys WHERE retired_at IS NULL OR retired_at > $1
          ORDER BY retired_at DESC NULLS FIRST`,
        [new Date(clock.now().getTime() - rsaGraceMs)],
      );
      return rows.map(toKey);
    },
  };
};
