import type { MemberMessages, MemberMessagesQuery } from '@his/shared/schemas/messages';
import { callApi } from '@/lib/api.ts';

/** `GET CSP_getInbox`: a page of the member's messages, newest first, and its unread count. */
export const loadMessages = (
  query: MemberMessagesQuery,
  signal?: AbortSignal,
): Promise<MemberMessages> => callApi('memberMessages', { query, signal });
