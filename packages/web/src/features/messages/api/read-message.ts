import type { MemberMessage } from '@his/shared/schemas/messages';
import { callApi } from '@/lib/api.ts';

/** `POST CSP_readMessage`: one message, now marked read (reading it again changes nothing). */
export const readMessage = (id: number): Promise<MemberMessage> =>
  callApi('readMessage', { body: { id } });
