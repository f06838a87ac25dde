import { desDecrypt } from '@his/shared/platform-cipher';
import { ApiError } from '../http/api-error.ts';
import type { KeyRing, RsaKey } from './key-ring.ts';
import { rsaDecryptSessionKey } from './rsa.ts';

export interface EncryptedParts {
  /** The raw request body: `{"value": "<DES>"}` or, from legacy clients, the bare DES string. */
  body: string | undefined;
  encryption: string | string[] | undefined;
  digest: string | string[] | undefined;
  rsa: string | string[] | undefined;
}

const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
const maxCipherLength = 16_384;
// The client's key is 16 characters; anything printable of a sane length is accepted so that a
// third-party client with its own alphabet still works.
const sessionKeyShape = /^[\x21-\x7e]{8,64}$/;

const single = (header: string | string[] | undefined): string | undefined =>
  typeof header === 'string' ? header.trim() : undefined;

const normaliseHex = (hex: string) => hex.toLowerCase().replace(/^0+/, '');

/** Finds the DES ciphertext in either body form; undefined when there is none. */
const cipherText = (body: string | undefined): string | undefined => {
  const text = body?.trim();
  if (!text) return undefined;
  let candidate: unknown = text;
  if (text.startsWith('{') || text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      candidate =
        typeof parsed === 'object' && parsed !== null && 'value' in parsed ? parsed.value : parsed;
    } catch {
      throw new ApiError('decrypt.failed');
    }
  }
  if (typeof candidate !== 'string' || candidate.length > maxCipherLength) {
    throw new ApiError('decrypt.failed');
  }
  if (!base64.test(candidate)) throw new ApiError('decrypt.failed');
  return candidate;
};

const tryKey = (keys: KeyRing, key: RsaKey, encryption: string, value: string): unknown => {
  try {
    const sessionKey = rsaDecryptSessionKey(encryption, keys.privateKey(key));
    if (!sessionKeyShape.test(sessionKey)) return undefined;
    const plain = desDecrypt(value, sessionKey);
    return plain === '' ? undefined : (JSON.parse(plain) as unknown);
  } catch {
    // A wrong key gives garbage that fails the shape check, the UTF-8 decoding or JSON.parse.
    return undefined;
  }
};

/**
 * Decrypts a body sent in the platform's scheme (UPSTREAM.md §2): RSA (no padding) of the
 * session key in `Encryption`, DES-ECB of the JSON in the body. `X-Digest` and `X-RSA` are
 * optional; when present they must match. No `Encryption` or no body → `request_body_required`,
 * anything that does not decrypt to JSON → `decrypt.failed`.
 */
export const decryptBody = async (parts: EncryptedParts, keys: KeyRing): Promise<unknown> => {
  const encryption = single(parts.encryption);
  if (!encryption) throw new ApiError('request_body_required');
  const value = cipherText(parts.body);
  if (value === undefined) throw new ApiError('request_body_required');
  const digest = single(parts.digest);
  if (parts.digest !== undefined && digest !== value) throw new ApiError('decrypt.failed');
  const rsa = parts.rsa === undefined ? undefined : normaliseHex(single(parts.rsa) ?? '');
  const tried = new Set<string>();
  const attempt = (candidates: RsaKey[]): unknown => {
    for (const key of candidates) {
      if (tried.has(key.modulusHex)) continue;
      if (rsa !== undefined && normaliseHex(key.modulusHex) !== rsa) continue;
      tried.add(key.modulusHex);
      const payload = tryKey(keys, key, encryption, value);
      if (payload !== undefined) return payload;
    }
    return undefined;
  };
  // The ring is a recent copy of the key table: when no key in it fits, the table is read once
  // more, for a key another instance made since.
  const cached = await keys.candidates();
  const payload = attempt(cached.keys);
  if (payload !== undefined) return payload;
  if (!cached.fresh) {
    const again = attempt((await keys.candidates({ fresh: true })).keys);
    if (again !== undefined) return again;
  }
  throw new ApiError('decrypt.failed');
};
