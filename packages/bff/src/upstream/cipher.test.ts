import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { desDecrypt, rsaDecryptKey } from '@his/shared/platform-cipher';
import { PlatformCipher } from './cipher.ts';
import type { UpstreamAnswer } from './client.ts';
import { sendEncrypted } from './encrypted.ts';

const key = () => {
  const jwk = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
    format: 'jwk',
  });
  const hex = (value?: string) => Buffer.from(value ?? '', 'base64url').toString('hex');
  return { modulus: hex(jwk.n), exponent: hex(jwk.d) };
};

const answer = (status: number, body: unknown): UpstreamAnswer => ({
  status,
  headers: {},
  text: JSON.stringify(body),
});

describe('PlatformCipher', () => {
  it('encrypts what the platform decrypts, with a fresh key each time', async () => {
    const { modulus, exponent } = key();
    const cipher = new PlatformCipher(async () => modulus, { cacheMs: 60_000 });
    const first = await cipher.encrypt({ username: 'demo_player', password: 'Demo1234' });
    const second = await cipher.encrypt({ username: 'demo_player', password: 'Demo1234' });

    const sessionKey = rsaDecryptKey(first.headers.Encryption, modulus, exponent);
    expect(JSON.parse(desDecrypt(first.body.value, sessionKey))).toEqual({
      username: 'demo_player',
      password: 'Demo1234',
    });
    expect(first.headers['X-Digest']).toBe(first.body.value);
    expect(first.headers['X-RSA']).toBe(modulus);
    expect(second.headers.Encryption).not.toBe(first.headers.Encryption);
  });

  it('caches the modulus for cacheMs and shares one fetch between concurrent callers', async () => {
    let now = 0;
    let fetches = 0;
    const { modulus } = key();
    const cipher = new PlatformCipher(
      async () => {
        fetches += 1;
        return modulus;
      },
      { cacheMs: 1000, now: () => now },
    );
    await Promise.all([cipher.modulus(), cipher.modulus(), cipher.modulus()]);
    expect(fetches).toBe(1);
    now = 999;
    await cipher.modulus();
    expect(fetches).toBe(1);
    now = 1000;
    await cipher.modulus();
    expect(fetches).toBe(2);
    cipher.invalidate();
    await cipher.modulus();
    expect(fetches).toBe(3);
  });

  it('does not cache a failed fetch', async () => {
    let fail = true;
    const cipher = new PlatformCipher(
      async () => {
        if (fail) throw new Error('down');
        return 'ab'.repeat(64);
      },
      { cacheMs: 60_000 },
    );
    await expect(cipher.modulus()).rejects.toThrow('down');
    fail = false;
    await expect(cipher.modulus()).resolves.toBe('ab'.repeat(64));
  });
});

describe('sendEncrypted', () => {
  it('refetches the modulus and retries once after decrypt.failed, then gives up', async () => {
    let fetches = 0;
    const cipher = new PlatformCipher(
      async () => {
        fetches += 1;
        return key().modulus;
      },
      { cacheMs: 60_000 },
    );
    const sent: string[] = [];
    const result = await sendEncrypted(cipher, { a: 1 }, async (encrypted) => {
      sent.push(encrypted.headers['X-RSA']);
      return answer(400, { success: false, errorCode: 'decrypt.failed' });
    });
    expect(result.status).toBe(400);
    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toBe(sent[1]);
    expect(fetches).toBe(2);
  });

  it('does not retry other failures', async () => {
    const cipher = new PlatformCipher(async () => key().modulus, { cacheMs: 60_000 });
    let sends = 0;
    await sendEncrypted(cipher, { a: 1 }, async () => {
      sends += 1;
      return answer(400, { success: false, errorCode: 'login.failed' });
    });
    expect(sends).toBe(1);
  });
});
