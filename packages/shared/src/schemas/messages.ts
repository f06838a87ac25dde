import { z } from 'zod';
import { text } from '../patterns.ts';
import { recordPageFields } from './records.ts';

/**
 * Platform messages (issue 16, SPEC §2 "messageV2", §7 `CSP_unreadCount`): what the platform
 * tells one member or every member, in each language of the site. Plain text only (paragraphs
 * separated by blank lines); the web shows it as text, never as HTML. Each member reads and
 * hides a message for itself: a message to every member is read per member.
 */

/** Epoch milliseconds. */
const epochMs = z.number().int().min(0);

export const messageCategories = ['system', 'promotion', 'account'] as const;
export type MessageCategory = (typeof messageCategories)[number];
export const messageCategorySchema = z.enum(messageCategories);

/** `all` or only the messages the member has not opened yet. */
export const messageFilters = ['all', 'unread'] as const;
export type MessageFilter = (typeof messageFilters)[number];

/** The longest title and body a message may carry (the upstream's table checks them too). */
export const messageTitleMax = 200;
export const messageBodyMax = 5_000;

/** A text in each language of the site. */
const localizedTitleSchema = z.object({
  EN: text().trim().min(1).max(messageTitleMax),
  KM: text().trim().min(1).max(messageTitleMax),
  CN: text().trim().min(1).max(messageTitleMax),
});

/** Paragraphs separated by blank lines; lines by `\n`. */
const localizedBodySchema = z.object({
  EN: text({ lines: true }).trim().min(1).max(messageBodyMax),
  KM: text({ lines: true }).trim().min(1).max(messageBodyMax),
  CN: text({ lines: true }).trim().min(1).max(messageBodyMax),
});

/** `GET /wps/relay/CSP_getInbox` query: newest first, in pages. */
export const memberMessagesQuerySchema = z
  .object({
    ...recordPageFields,
    filter: z.enum(messageFilters).default('all'),
    category: messageCategorySchema.optional(),
  })
  .strict();
export type MemberMessagesQuery = z.input<typeof memberMessagesQuerySchema>;

/** One message as its member sees it. */
export const memberMessageSchema = z.object({
  id: z.number().int().min(1),
  category: messageCategorySchema,
  title: localizedTitleSchema,
  body: localizedBodySchema,
  sentAt: epochMs,
  /** When this member first opened it; null while unread. */
  readAt: epochMs.nullable(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

/** One page of the member's messages, and how many of all its messages are unread. */
export const memberMessagesSchema = z.object({
  list: z.array(memberMessageSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  unread: z.number().int().min(0),
});
export type MemberMessages = z.infer<typeof memberMessagesSchema>;

/** The body of the calls on one message (read, delete). */
export const messageIdBodySchema = z
  .object({ id: z.number().int().min(1).max(2_147_483_647) })
  .strict();
export type MessageIdBody = z.input<typeof messageIdBodySchema>;

/** `CSP_unreadCount`: a number in `value`, as the platform answers it (UPSTREAM.md §3.1). */
export const unreadCountSchema = z.number().int().min(0);

/** What mark-all-read and delete answer: the member's unread count after the change. */
export const messagesChangedSchema = z.object({ unread: z.number().int().min(0) });
export type MessagesChanged = z.infer<typeof messagesChangedSchema>;

/** A message a sender writes (the QA control's body): the texts in every language. */
export const messageTextsSchema = z.object({
  category: messageCategorySchema,
  title: localizedTitleSchema,
  body: localizedBodySchema,
});
export type MessageTexts = z.infer<typeof messageTextsSchema>;
