import { describe, expect, it } from 'vitest';
import { createDummyHash, hashPassword, verifyPassword } from './password.ts';

describe('scrypt passwords', () => {
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
});
