import type {
  MemberMessages,
  MemberMessagesQuery,
  MessageCategory,
  MessageFilter,
} from '@his/shared/schemas/messages';
import { loadMessages } from './api/load-messages.ts';

/** The inbox query as the page holds it: no category is `null` (every category). */
export interface InboxQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly filter: MessageFilter;
  readonly category: MessageCategory | null;
}

/** The page's first query and its answer, read before the page shows. */
export interface MessagesStart {
  query: InboxQuery;
  first: MemberMessages;
}

const firstInboxQuery: InboxQuery = { page: 1, pageSize: 10, filter: 'all', category: null };

/** The query as the call takes it (no category: left out). */
const wireQuery = (query: InboxQuery): MemberMessagesQuery => ({
  page: query.page,
  pageSize: query.pageSize,
  filter: query.filter,
  ...(query.category === null ? {} : { category: query.category }),
});

export const loadInbox = (query: InboxQuery, signal?: AbortSignal): Promise<MemberMessages> =>
  loadMessages(wireQuery(query), signal);

export const loadMessagesPage = async (): Promise<MessagesStart> => ({
  query: firstInboxQuery,
  first: await loadInbox(firstInboxQuery),
});
