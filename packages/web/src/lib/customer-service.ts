import type { z } from 'zod';
import type { customerServiceSchema } from '@his/shared/schemas/system';

export type CustomerServiceChannel = z.infer<typeof customerServiceSchema>;

// The platform hides the chat address: base64 DES ciphertext followed by its 8-character key
// (UPSTREAM.md §5.1).
const keyLength = 8;

/**
 * Decrypts the channel's address: an http(s) URL, or a path on this site (the reference
 * platform points at the help center). Anything else (`javascript:`, `//host`) is refused.
 */
const customerServiceUrl = async (
  channels: readonly CustomerServiceChannel[],
): Promise<string | null> => {
  const channel = channels[0];
  if (!channel || channel.path.length <= keyLength) return null;
  // The cipher pulls in crypto-js: loaded only when a visitor actually asks for help.
  const { desDecrypt } = await import('@his/shared/platform-cipher');
  const url = desDecrypt(channel.path.slice(0, -keyLength), channel.path.slice(-keyLength));
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//'))
    return new URL(url, window.location.origin).href;
  return null;
};

/**
 * Opens customer service in a popup window (SPEC §2). The window opens at once, inside the
 * click, so that popup blockers allow it; it closes again when no address can be found.
 * Resolves whether the chat opened.
 */
export const openCustomerService = async (
  channels: readonly CustomerServiceChannel[],
): Promise<boolean> => {
  if (channels.length === 0) return false;
  const popup = window.open('', 'customerService', 'popup,width=480,height=720');
  try {
    const url = await customerServiceUrl(channels);
    if (url && popup) {
      popup.opener = null;
      popup.location.href = url;
      return true;
    }
  } catch {
    // A path that does not decrypt is the same as no address.
  }
  popup?.close();
  return false;
};
