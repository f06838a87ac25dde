import type { MessagesChanged } from '@his/shared/schemas/messages';
import { callApi } from '@/lib/api.ts';

/** `POST CSP_readAllMessages`: every message marked read; the unread count after it. */
export const readAllMessages = (): Promise<MessagesChanged> =>
  callApi('readAllMessages', { body: {} });
