import { z } from 'zod';
import { text } from '../patterns.ts';
import { chatChannels, chatErrorCodes, chatTextMax } from './chat-limits.ts';

/**
 * Live chat (issue 17): the frames a member's chat room exchanges with the house, over the bff's
 * same-origin WebSocket (`/bff/chat?channel=live|vip`), which relays them to the platform's chat
 * socket with the session's token. JSON text frames, one object each, told apart by `type`.
 *
 * A socket starts with the client's `resume` (the last message id it holds, 0 for none); the
 * server answers `ready` with the conversation and only the messages after that id. A send
 * carries a client id: the echo of the stored message carries it back, so the room replaces its
 * pending copy, and a send repeated after a reconnect with the same id is stored once.
 */

export const chatChannelSchema = z.enum(chatChannels);

const messageId = z.number().int().min(0);
/** A client's id of one send: a UUID (what `crypto.randomUUID` makes). */
export const chatClientIdSchema = z.uuid();
/** One message as typed: trimmed, 1 to 1,000 characters, line breaks allowed. */
export const chatTextSchema = text({ lines: true }).trim().min(1).max(chatTextMax);

// ---- client → server -----------------------------------------------------------------------

export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('resume'), after: messageId }).strict(),
  z
    .object({ type: z.literal('send'), clientId: chatClientIdSchema, text: chatTextSchema })
    .strict(),
  z.object({ type: z.literal('typing') }).strict(),
  z.object({ type: z.literal('read'), upTo: messageId }).strict(),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

// ---- server → client -----------------------------------------------------------------------

export const chatMessageSchema = z.object({
  id: messageId,
  from: z.enum(['member', 'operator']),
  text: z.string(),
  /** Epoch milliseconds of the platform's clock. */
  at: z.number().int().min(0),
  /** The member's id of its own send; null for the operator's messages. */
  clientId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int().min(1),
  channel: chatChannelSchema,
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatServerFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    conversation: chatConversationSchema,
    /** The messages after the resume's id, oldest first (at most `chatHistoryMax`). */
    messages: z.array(chatMessageSchema),
    /** The operator has read the member's messages up to this id (0: none). */
    operatorReadUpTo: messageId,
  }),
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  /** The operator is typing (shown for a few seconds, or until its message arrives). */
  z.object({ type: z.literal('typing') }),
  /** The operator has read up to this id. */
  z.object({ type: z.literal('read'), upTo: messageId }),
  z.object({
    type: z.literal('error'),
    code: z.enum(chatErrorCodes),
    /** The refused send's client id, when a send was refused. */
    clientId: z.string().nullable(),
  }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;
