import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptRequest, sessionKeyFromBytes } from '@his/shared/platform-cipher';
import { createKeyRing, rsaGraceMs } from './key-ring.ts';
import { decryptBody } from './decrypt-body.ts';

const clockAt = (start: number) => {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
};

const encryptedFor = (modulus: string) => {
  const request = encryptRequest({ hello: 'world' }, modulus, sessionKeyFromBytes(randomBytes(16)));
  return {
    body: JSON.stringify(request.body),
    encryption: request.headers.Encryption,
    digest: request.headers['X-Digest'],
    rsa: undefined,
  };
};

describe('RSA key ring', () => {
  it('serves a 1024-bit modulus and keeps it until rotation is due', () => {
    const clock = clockAt(0);
    const ring = createKeyRing(clock, 60);
    const key = ring.current();
    expect(key.modulusHex).toMatch(/^[0-9a-f]{256}$/);
    expect(BigInt(`0x${key.modulusHex}`) >> 1023n).toBe(1n);
    clock.advance(59 * 60_000);
    expect(ring.current()).toBe(key);
  });

  it('rotates and still decrypts with the previous key during the grace period only', () => {
    const clock = clockAt(0);
    const ring = createKeyRing(clock, 60);
    const old = ring.current();
    const parts = encryptedFor(old.modulusHex);
    clock.advance(60 * 60_000);
    expect(ring.current().modulusHex).not.toBe(old.modulusHex);
    expect(decryptBody(parts, ring)).toEqual({ hello: 'world' });
    clock.advance(rsaGraceMs);
    expect(() => decryptBody(parts, ring)).toThrow('decrypt.failed');
  });

  it('never rotates when the interval is 0', () => {
    const clock = clockAt(0);
    const ring = createKeyRing(clock, 0);
    const key = ring.current();
    clock.advance(365 * 24 * 3_600_000);
    expect(ring.current()).toBe(key);
  });
});
