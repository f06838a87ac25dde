import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testHashLogN } from '../../test/helpers/hash-cost.ts';
import {
  createDummyHash,
  defaultHashLogN,
  hashPassword,
  setHashLogN,
  verifyPassword,
} from './password.ts';

describe('scrypt passwords', () => {
  // The cost is process-wide: the production cost here, the tests' cost for the files after.
  beforeAll(() => setHashLogN(defaultHashLogN));
  afterAll(() => setHashLogN(testHashLogN));

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Demo1234');
    expect(hash).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo1234', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a malformed or tampered hash', async () => {
    const hash = await hashPassword('Demo1234');
    const [, , r, p, salt, key] = hash.split('$');
    expect(await verifyPassword('Demo1234', 'plain-text')).toBe(false);
    expect(await verifyPassword('Demo1234', `scrypt$30$${r}$${p}$${salt}$${key}`)).toBe(false);
    expect(await verifyPassword('Demo1234', `scrypt$15$${r}$${p}$${salt}$AAAA`)).toBe(false);
  });

  it('makes a dummy hash that no password matches', async () => {
    const dummy = await createDummyHash();
    expect(await verifyPassword('', dummy)).toBe(false);
    expect(await verifyPassword('Demo1234', dummy)).toBe(false);
  });

  it('hashes at the cost set, still verifies hashes of another cost, and refuses a cost out of bounds', async () => {
    const strong = await hashPassword('Demo1234');
    setHashLogN(10);
    try {
      const cheap = await hashPassword('Demo1234');
      expect(cheap).toMatch(/^scrypt\$10\$8\$1\$/);
      expect(await verifyPassword('Demo1234', cheap)).toBe(true);
      expect(await verifyPassword('Demo1234', strong)).toBe(true);
      expect(() => setHashLogN(9)).toThrow();
      expect(() => setHashLogN(18)).toThrow();
      expect(() => setHashLogN(12.5)).toThrow();
    } finally {
      setHashLogN(defaultHashLogN);
    }
  });
});
