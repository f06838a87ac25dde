import type { z } from 'zod';
import { vipRankAbove } from '@his/shared/constants';
import type { customerServiceSchema, resourceSchema } from '@his/shared/schemas/system';

export type CustomerServiceChannel = z.infer<typeof customerServiceSchema>;
type Resource = z.infer<typeof resourceSchema>;

/** The chat channels: live chat for every visitor, VIP for members above VIP rank 4 (SPEC §6). */
export type ChatChannel = 'live' | 'vip';

export const chatChannelFor = (rankLevel: number | null | undefined): ChatChannel =>
  rankLevel !== null && rankLevel !== undefined && rankLevel > vipRankAbove ? 'vip' : 'live';

/** The permission's `csType` of each chat channel. */
export const channelTypes: Record<ChatChannel, string> = { live: 'LIVECHAT', vip: 'VIP' };

/** The site resources that are messenger channels of the house (side bar, not footer). */
export const messengerTypes = ['TELEGRAM', 'WHATSAPP'] as const;
export type Messenger = (typeof messengerTypes)[number];

const messengerHosts: Record<Messenger, string> = { TELEGRAM: 't.me', WHATSAPP: 'wa.me' };

/** The house's Telegram and WhatsApp addresses; only https links to the messenger's own host. */
export const messengerLinks = (
  resources: readonly Resource[],
): { type: Messenger; url: string }[] =>
  messengerTypes.flatMap((type) => {
    const resource = resources.find((item) => item.resourceType.toUpperCase() === type);
    if (!resource) return [];
    try {
      const url = new URL(resource.url);
      return url.protocol === 'https:' && url.hostname === messengerHosts[type]
        ? [{ type, url: url.href }]
        : [];
    } catch {
      return [];
    }
  });

// The platform hides the chat address: base64 DES ciphertext followed by its 8-character key
// (UPSTREAM.md §5.1).
const keyLength = 8;

/**
 * Decrypts a channel's address: an http(s) URL, or a path on this site. Anything else
 * (`javascript:`, `//host`) is refused.
 */
export const decryptServicePath = async (path: string): Promise<string | null> => {
  if (path.length <= keyLength) return null;
  // The cipher pulls in crypto-js: loaded only when a visitor actually asks for help.
  const { desDecrypt } = await import('@his/shared/platform-cipher');
  const url = desDecrypt(path.slice(0, -keyLength), path.slice(-keyLength));
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//'))
    return new URL(url, window.location.origin).href;
  return null;
};

/** The channel of `csType` among the permission's, else the first (UPSTREAM.md §5.1). */
export const pickChannel = (
  channels: readonly CustomerServiceChannel[],
  csType?: string,
): CustomerServiceChannel | undefined =>
  channels.find((channel) => channel.csType === csType) ?? channels[0];

/**
 * How an opening ended: `opened`; `blocked` when the browser refused the window (SPEC §8: allow
 * popups and retry); `failed` when no address could be found (SPEC §7: the window closes).
 */
export type OpenResult = 'opened' | 'blocked' | 'failed';

/**
 * Opens customer service in a popup window (SPEC §2). The window opens at once, inside the
 * click, so that popup blockers allow it; its address is set once `lookup` resolves the
 * encrypted path, and it closes again when the lookup fails or finds nothing.
 */
export const openCustomerService = async (
  lookup: () => Promise<string | undefined>,
): Promise<OpenResult> => {
  const popup = window.open('', 'customerService', 'popup,width=480,height=720');
  if (!popup) return 'blocked';
  try {
    const path = await lookup();
    const url = path ? await decryptServicePath(path) : null;
    if (url) {
      popup.opener = null;
      popup.location.href = url;
      return 'opened';
    }
  } catch {
    // A lookup that fails, or a path that does not decrypt, is the same as no address.
  }
  popup.close();
  return 'failed';
};
