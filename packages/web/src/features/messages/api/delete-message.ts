import type { MessagesChanged } from '@his/shared/schemas/messages';
import { callApi } from '@/lib/api.ts';

/** `DELETE CSP_deleteMessage`: the message hidden for good; the unread count after it. */
export const deleteMessage = (id: number): Promise<MessagesChanged> =>
  callApi('deleteMessage', { body: { id } });
