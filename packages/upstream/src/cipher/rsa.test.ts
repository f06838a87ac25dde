import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rsaDecryptKey, rsaEncryptKey, sessionKeyAlphabet } from '@his/shared/platform-cipher';
import { rsaDecryptSessionKey, rsaPrivateKey } from './rsa.ts';

const hexOf = (base64url: string | undefined) =>
  Buffer.from(base64url ?? '', 'base64url')
    .toString('hex')
    .replace(/^0+/, '');

const keyPair = () => {
  const jwk = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: 65537,
  }).privateKey.export({ format: 'jwk' });
  return { n: hexOf(jwk.n), d: hexOf(jwk.d) };
};

// The reference is the plain BigInt power of the shared cipher (what the client's library
// inverts); OpenSSL must answer the same for every ciphertext, well-formed or not.
describe('RSA session key decryption through OpenSSL', () => {
  const { n, d } = keyPair();
  const key = rsaPrivateKey(n, d);

  it('rebuilds the private key from the modulus and private exponent alone', () => {
    const sessionKey = 'AbCdEf0123456789';
    expect(rsaDecryptSessionKey(rsaEncryptKey(sessionKey, n), key)).toBe(sessionKey);
  });

  it('answers what the BigInt power answers, for session keys and for any hex', () => {
    const sessionKeys = fc.string({
      unit: fc.constantFrom(...sessionKeyAlphabet),
      minLength: 1,
      maxLength: 64,
    });
    fc.assert(
      fc.property(sessionKeys, (sessionKey) => {
        const cipher = rsaEncryptKey(sessionKey, n);
        expect(rsaDecryptSessionKey(cipher, key)).toBe(sessionKey);
        expect(rsaDecryptSessionKey(cipher.toUpperCase(), key)).toBe(rsaDecryptKey(cipher, n, d));
      }),
      { numRuns: 12 },
    );
    // Arbitrary hex, up to four times the modulus' length (values above it are reduced).
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{1,1024}$/), (cipher) => {
        const reference = rsaDecryptKey(cipher, n, d).replace(/^\0+/, '');
        expect(rsaDecryptSessionKey(cipher, key)).toBe(reference);
      }),
      { numRuns: 12 },
    );
  });

  it('refuses what is not hex, and an exponent that does not belong to the modulus', () => {
    expect(() => rsaDecryptSessionKey('zz', key)).toThrow('not hex');
    expect(() => rsaDecryptSessionKey('', key)).toThrow('not hex');
    expect(() => rsaPrivateKey(n, keyPair().d)).toThrow();
  });
});
