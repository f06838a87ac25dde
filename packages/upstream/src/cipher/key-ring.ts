import { generateKeyPairSync } from 'node:crypto';
import type { Clock } from '../clock.ts';

/** A 1024-bit RSA key as the platform's client needs it: the modulus as bare lower-case hex. */
export interface RsaKey {
  modulusHex: string;
  privateExponentHex: string;
  createdAt: number;
}

/** How long a replaced key still decrypts: covers a client that fetched it just before. */
export const rsaGraceMs = 10 * 60_000;

const hexOf = (base64url: string | undefined): string => {
  if (!base64url) throw new Error('RSA JWK without n or d');
  return Buffer.from(base64url, 'base64url').toString('hex').replace(/^0+/, '');
};

/**
 * The modulus must be 1024 bits: the platform's BigInt library is sized for it
 * (UPSTREAM.md §2.2a) and larger keys give wrong ciphertexts or never finish.
 */
const generateRsaKey = (now: number): RsaKey => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { modulusHex: hexOf(jwk.n), privateExponentHex: hexOf(jwk.d), createdAt: now };
};

export interface KeyRing {
  /** The key served by `GET /wps/session/key/rsa`, rotated when it is due. */
  current(): RsaKey;
  /** Keys that may decrypt a request now: the current one, then the previous within its grace. */
  candidates(): RsaKey[];
}

/**
 * Keys live in this process only. Several upstream instances behind one load balancer would each
 * have their own key, so they need sticky routing (see README, "Choices").
 */
export const createKeyRing = (clock: Clock, rotateMinutes: number): KeyRing => {
  let current = generateRsaKey(clock.now().getTime());
  let previous: { key: RsaKey; retiredAt: number } | null = null;
  const rotateIfDue = () => {
    const now = clock.now().getTime();
    if (rotateMinutes > 0 && now - current.createdAt >= rotateMinutes * 60_000) {
      previous = { key: current, retiredAt: now };
      current = generateRsaKey(now);
    }
    return now;
  };
  return {
    current() {
      rotateIfDue();
      return current;
    },
    candidates() {
      const now = rotateIfDue();
      return previous && now - previous.retiredAt < rsaGraceMs
        ? [current, previous.key]
        : [current];
    },
  };
};
