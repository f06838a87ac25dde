import { randomInt } from 'node:crypto';
import { desEncrypt, sessionKeyAlphabet } from '@his/shared/platform-cipher';

/**
 * Customer-service addresses travel the platform's way (UPSTREAM.md §5.1): `path` is the DES
 * ciphertext of the URL followed by the 8-character key that decrypts it, a new key each time.
 */
const encryptServicePath = (url: string): string => {
  const key = Array.from({ length: 8 }, () => sessionKeyAlphabet[randomInt(61)]).join('');
  return `${desEncrypt(url, key)}${key}`;
};

/** The house's live chat page (the chat feature's `/livechat`), and its VIP channel. */
const liveChat = '/livechat';
const vipChat = '/livechat?channel=vip';

/**
 * The permission's channels: the live chat and the VIP channel of members above VIP rank 4
 * (SPEC §6); the site picks one by `csType`.
 */
const channels = [
  { csType: 'LIVECHAT', url: liveChat },
  { csType: 'VIP', url: vipChat },
];

export const customerService = (): { csType: string; path: string }[] =>
  channels.map(({ csType, url }) => ({ csType, path: encryptServicePath(url) }));

/**
 * The service path list of `GET /wps/system/domainRoute` (SPEC §3 "service info"): the item of
 * type '3' is the live chat, encrypted like the channels.
 */
export const servicePathList = (): { type: string; path: string }[] => [
  { type: '3', path: encryptServicePath(liveChat) },
];
