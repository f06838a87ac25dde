import { randomInt } from 'node:crypto';
import { desEncrypt, sessionKeyAlphabet } from '@his/shared/platform-cipher';

/**
 * Customer-service entries travel the platform's way (UPSTREAM.md §5.1): `path` is the DES
 * ciphertext of the URL followed by the 8-character key that decrypts it. The demo has one
 * live-chat channel pointing at the help centre's contact item.
 */
const channels = [{ csType: 'LIVECHAT', url: '/helpmc#contact-us' }];

export const customerService = (): { csType: string; path: string }[] =>
  channels.map(({ csType, url }) => {
    const key = Array.from({ length: 8 }, () => sessionKeyAlphabet[randomInt(61)]).join('');
    return { csType, path: `${desEncrypt(url, key)}${key}` };
  });
