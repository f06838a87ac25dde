import type { EncryptedRequest } from '@his/shared/platform-cipher';
import type { PlatformCipher } from './cipher.ts';
import type { UpstreamAnswer } from './client.ts';

const isDecryptFailure = (answer: UpstreamAnswer): boolean => {
  if (answer.status !== 400) return false;
  try {
    const body: unknown = JSON.parse(answer.text);
    return (
      typeof body === 'object' &&
      body !== null &&
      'errorCode' in body &&
      body.errorCode === 'decrypt.failed'
    );
  } catch {
    return false;
  }
};

/** The headers and JSON body of one encrypted call, ready for `UpstreamRequest`. */
export const encryptedParts = (encrypted: EncryptedRequest) => ({
  headers: {
    'content-type': 'application/json',
    encryption: encrypted.headers.Encryption,
    'x-digest': encrypted.headers['X-Digest'],
    'x-rsa': encrypted.headers['X-RSA'],
  },
  body: JSON.stringify(encrypted.body),
});

/**
 * Sends an encrypted call; when the platform cannot decrypt it (its key rotated since we cached
 * the modulus) fetches the modulus again and retries exactly once. Safe to repeat: a body the
 * platform could not decrypt was never acted on.
 */
export const sendEncrypted = async (
  cipher: PlatformCipher,
  payload: unknown,
  send: (encrypted: EncryptedRequest) => Promise<UpstreamAnswer>,
): Promise<UpstreamAnswer> => {
  const answer = await send(await cipher.encrypt(payload));
  if (!isDecryptFailure(answer)) return answer;
  cipher.invalidate();
  return send(await cipher.encrypt(payload));
};
