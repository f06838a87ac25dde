import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard: N = 2^15, r = 8 needs 32 MiB per hash, about
 * 0.1 s here). The stored string carries its own parameters and salt, so the cost can be raised
 * later without invalidating existing hashes.
 */
export const defaultHashLogN = 15;
/** The bounds of a stored hash's cost: a tampered row cannot turn a login into a bomb. */
export const minHashLogN = 10;
export const maxHashLogN = 17;
const current = { logN: defaultHashLogN, r: 8, p: 1 };

/**
 * Sets the cost of new hashes for the process (`UpstreamConfig.passwordHashLogN`, applied when
 * the upstream is built; one upstream runs per process). Existing hashes keep their own cost.
 */
export const setHashLogN = (logN: number): void => {
  if (!Number.isInteger(logN) || logN < minHashLogN || logN > maxHashLogN) {
    throw new Error(`scrypt cost must be an integer from ${minHashLogN} to ${maxHashLogN}`);
  }
  current.logN = logN;
};
const keyLength = 32;
const saltLength = 16;
const maxmem = 256 * 1024 * 1024;

const derive = (password: string, salt: Buffer, logN: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { N: 2 ** logN, r, p, maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

/** `scrypt$logN$r$p$salt$hash` with base64 salt and hash and a fresh random salt. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(saltLength);
  const { logN, r, p } = current;
  const key = await derive(password, salt, logN, r, p);
  return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
};

interface Parsed {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const parse = (stored: string): Parsed | null => {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const numbers = [Number(logN), Number(r), Number(p)] as const;
  // Bounds keep a tampered row from turning one login into a memory or CPU bomb.
  if (!numbers.every(Number.isInteger)) return null;
  if (numbers[0] < minHashLogN || numbers[0] > maxHashLogN) return null;
  if (numbers[1] < 1 || numbers[1] > 16) return null;
  if (numbers[2] < 1 || numbers[2] > 4) return null;
  return {
    logN: numbers[0],
    r: numbers[1],
    p: numbers[2],
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
};

/** Constant-time comparison of a password with a stored hash; a malformed hash never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== keyLength) return false;
  const key = await derive(password, parsed.salt, parsed.logN, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
};

/**
 * A hash of a random password nobody knows. Logins of unknown accounts (and of accounts without
 * a password) are checked against it, so they cost the same scrypt time as real ones and the
 * answer time does not reveal which accounts exist.
 */
export const createDummyHash = (): Promise<string> =>
  hashPassword(randomBytes(24).toString('base64'));
