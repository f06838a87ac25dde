import CryptoJS from 'crypto-js';

/**
 * An independent re-implementation of what the platform's browser script does (UPSTREAM.md §2),
 * written from its description rather than from `@his/shared/platform-cipher`, so a test can
 * prove the server decrypts what real browsers send.
 */

/** The script's alphabet, typo included: `T` twice, no `Y`, no `j`. */
const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';

const rndString = (length = 16): string =>
  Array.from({ length }, () => alphabet.charAt(Math.floor(Math.random() * alphabet.length))).join(
    '',
  );

const modPow = (base: bigint, exponent: bigint, modulus: bigint): bigint => {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
};

/**
 * "RSA in JavaScript" `encryptedString`: characters packed little-endian into 16-bit digits,
 * blocks of `2 × highIndex(modulus)` bytes zero-filled, textbook RSA without padding, each
 * block printed by `biToHex` (4 hex digits per 16-bit digit from the highest non-zero one),
 * blocks joined by spaces.
 */
const encryptedString = (modulusHex: string, text: string): string => {
  const modulus = BigInt(`0x${modulusHex}`);
  const highIndex = Math.ceil(modulus.toString(16).length / 4) - 1;
  const chunkSize = 2 * highIndex;
  const bytes = Array.from(text, (ch) => ch.charCodeAt(0));
  while (bytes.length % chunkSize !== 0) bytes.push(0);
  const blocks: string[] = [];
  for (let start = 0; start < bytes.length; start += chunkSize) {
    let block = 0n;
    for (let k = start + chunkSize - 1; k >= start; k -= 1)
      block = (block << 8n) | BigInt(bytes[k] ?? 0);
    const hex = modPow(block, 0x10001n, modulus).toString(16);
    blocks.push(hex.padStart(Math.ceil(hex.length / 4) * 4, '0'));
  }
  return blocks.join(' ');
};

/** `reRsaV2` + `rsaEncryptV2` of the current client generation: returns body and headers. */
export const browserEncrypt = (payload: unknown, modulusHex: string) => {
  const key = rndString(16);
  const rsa = encryptedString(modulusHex, Array.from(key).reverse().join(''));
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const des = CryptoJS.DES.encrypt(text, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  return { rsa, des };
};
