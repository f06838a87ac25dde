import { describe, expect, it } from 'vitest';
import {
  desDecrypt,
  desEncrypt,
  encryptRequest,
  rsaDecryptKey,
  rsaEncryptKey,
  sessionKeyAlphabet,
  sessionKeyFromBytes,
} from './platform-cipher.ts';

// A 1024-bit test key generated once with OpenSSL; only used here.
const n =
  'c5f1b0e5d3a1c0d7b8a2f7e6a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7';

describe('platform cipher', () => {
  it('matches the DES test vector of UPSTREAM.md §2.2', () => {
    const plaintext = '{"username":"demo01","password":"abc123","type":"username"}';
    const expected =
      'BB97eYikYl04B4N4D7JEbMM/cqC+LaEnZQBNC82X5Zi9BrhjzJbRCsoL5qcaOhhH3jSgfcISoEf6sIv2gAvBsA==';
    expect(desEncrypt(plaintext, 'Kq2pLm7Nx1Zw4Js9')).toBe(expected);
    expect(desDecrypt(expected, 'Kq2pLm7Nx1Zw4Js9')).toBe(plaintext);
  });

  it('uses the platform alphabet of 61 characters', () => {
    expect(sessionKeyAlphabet).toHaveLength(61);
    const key = sessionKeyFromBytes(new Uint8Array(16).map((_, i) => i * 17));
    expect(key).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(key).not.toMatch(/[Yj]/);
  });

  it('prints RSA hex in lower-case 4-digit groups', () => {
    const hex = rsaEncryptKey('Kq2pLm7Nx1Zw4Js9', n);
    expect(hex).toMatch(/^[0-9a-f]+$/);
    expect(hex.length % 4).toBe(0);
  });

  it('builds the wire request with Encryption, X-Digest and X-RSA', () => {
    const req = encryptRequest({ a: 1 }, n, 'Kq2pLm7Nx1Zw4Js9');
    expect(req.headers['X-Digest']).toBe(req.body.value);
    expect(desDecrypt(req.body.value, 'Kq2pLm7Nx1Zw4Js9')).toBe('{"a":1}');
  });

  it('rejects a non-hex RSA part', () => {
    expect(() => rsaDecryptKey('zz', n, '03')).toThrow('not hex');
  });
});
