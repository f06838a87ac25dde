import CryptoJS from 'crypto-js';

/**
 * The platform's body cipher (UPSTREAM.md §2): a 16-character session key, RSA-encrypted
 * without padding under a 1024-bit modulus (e = 65537), and the JSON body DES-ECB-PKCS7
 * encrypted with the key's first 8 characters. Weak by today's standards, but it is what the
 * real platform speaks; TLS protects the bff → upstream leg as well. Pure functions: callers
 * supply randomness, so the same code runs in Node and in tests with fixed vectors.
 */

/** 61 characters exactly as the platform's script has them: `T` twice, no `Y`, no `j`. */
export const sessionKeyAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';
export const publicExponent = 65537n;

/** Maps 16 random bytes to a session key (modulo bias is irrelevant for a one-shot DES key). */
export const sessionKeyFromBytes = (bytes: Uint8Array): string => {
  if (bytes.length < 16) throw new Error('need 16 random bytes');
  return Array.from(bytes.subarray(0, 16), (b) => sessionKeyAlphabet[b % 61]).join('');
};

/** `base^exponent mod modulus` by square-and-multiply. */
export const modPow = (base: bigint, exponent: bigint, modulus: bigint): bigint => {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
};

const bigintFromAscii = (text: string): bigint =>
  Array.from(text).reduce((acc, ch) => (acc << 8n) | BigInt(ch.charCodeAt(0) & 0xff), 0n);

const asciiFromBigint = (value: bigint): string => {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  let out = '';
  for (let i = 0; i < hex.length; i += 2)
    out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return out;
};

/** RSA part: lower-case hex of m^e mod n, padded to whole 16-bit groups like the client's. */
export const rsaEncryptKey = (sessionKey: string, modulusHex: string): string => {
  const hex = modPow(
    bigintFromAscii(sessionKey),
    publicExponent,
    BigInt(`0x${modulusHex}`),
  ).toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
};

/** Server side of the RSA part; tolerant of spaces between blocks and of upper case. */
export const rsaDecryptKey = (
  cipherHex: string,
  modulusHex: string,
  privateExponentHex: string,
): string => {
  const clean = cipherHex.replace(/\s+/g, '');
  if (!/^[0-9a-fA-F]{1,1024}$/.test(clean)) throw new Error('not hex');
  const m = modPow(
    BigInt(`0x${clean}`),
    BigInt(`0x${privateExponentHex}`),
    BigInt(`0x${modulusHex}`),
  );
  return asciiFromBigint(m);
};

const desOptions = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

/** DES-ECB-PKCS7 with the key's first 8 characters, base64 out (CryptoJS semantics). */
export const desEncrypt = (plaintext: string, sessionKey: string): string =>
  CryptoJS.DES.encrypt(
    plaintext,
    CryptoJS.enc.Utf8.parse(sessionKey.slice(0, 8)),
    desOptions,
  ).toString();

export const desDecrypt = (ciphertextBase64: string, sessionKey: string): string => {
  const words = CryptoJS.DES.decrypt(
    ciphertextBase64,
    CryptoJS.enc.Utf8.parse(sessionKey.slice(0, 8)),
    desOptions,
  );
  return words.toString(CryptoJS.enc.Utf8);
};

export interface EncryptedRequest {
  body: { value: string };
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
}

/** What a client sends for an encrypted call: `{"value": DES}` plus the three headers. */
export const encryptRequest = (
  payload: unknown,
  modulusHex: string,
  sessionKey: string,
): EncryptedRequest => {
  const value = desEncrypt(
    typeof payload === 'string' ? payload : JSON.stringify(payload),
    sessionKey,
  );
  return {
    body: { value },
    headers: {
      Encryption: rsaEncryptKey(sessionKey, modulusHex),
      'X-Digest': value,
      'X-RSA': modulusHex,
    },
  };
};
