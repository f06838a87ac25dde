import { callApi } from '@/lib/api.ts';

/** `GET CSP_unreadCount`: how many of the member's messages are unread (0 for a trial account). */
export const loadUnreadCount = (signal?: AbortSignal): Promise<number> =>
  callApi('unreadCount', { signal });
