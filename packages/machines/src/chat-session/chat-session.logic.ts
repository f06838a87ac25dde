import type { ChatClientFrame, ChatMessage, ChatServerFrame } from '@his/shared/schemas/chat';
import type { ChatChannel, ChatErrorCode } from '@his/shared/schemas/chat-limits';
import { chatCloseCodes } from '@his/shared/schemas/chat-limits';

/** One line of the chat room: a stored message, or the member's send not yet confirmed. */
export interface ChatItem {
  /** Stable key for the list: the member's client id, else `m<id>`. */
  key: string;
  /** The platform's id; null while the send is pending or failed. */
  id: number | null;
  from: 'member' | 'operator';
  text: string;
  /** Epoch ms of the platform's clock; null while pending. */
  at: number | null;
  clientId: string | null;
  /** pending: sent or waiting for the socket; sent: stored; failed: refused (may be sent again). */
  status: 'pending' | 'sent' | 'failed';
}

/** What the member sees of an own message: its receipt (read once the operator read it). */
export type ChatReceipt = 'pending' | 'sent' | 'read' | 'failed';

export const receiptOf = (item: ChatItem, operatorReadUpTo: number): ChatReceipt => {
  if (item.status !== 'sent') return item.status;
  return item.id !== null && item.id <= operatorReadUpTo ? 'read' : 'sent';
};

export interface ChatSessionInput {
  channel: ChatChannel;
}

/** Why the room is closed: the member left, or the server closed it for a coded reason. */
export type ChatClosedReason = 'byMember' | 'noSession' | 'forbidden' | 'ended' | 'rateLimited';

/** Server close codes that end the room (no reconnect), with the closed state each leads to. */
export const closedStateOf = (code: number): Exclude<ChatClosedReason, 'byMember'> | null => {
  switch (code) {
    case chatCloseCodes.noSession:
      return 'noSession';
    case chatCloseCodes.forbidden:
      return 'forbidden';
    case chatCloseCodes.conversationClosed:
      return 'ended';
    case chatCloseCodes.rateLimited:
      return 'rateLimited';
    default:
      return null;
  }
};

/** What the chart tells its socket actor: one frame to send. */
export interface ChatSocketCommand {
  type: 'socket.send';
  frame: ChatClientFrame;
}

/** What the socket actor tells the chart. */
export type ChatSocketEvent =
  | { type: 'socket.opened' }
  | { type: 'socket.frame'; frame: ChatServerFrame }
  | { type: 'socket.closed'; code: number };

/** The first wait before reconnecting, the longest, and how much of it is random. */
export const backoffBaseMs = 1_000;
export const backoffMaxMs = 30_000;

/**
 * The wait before reconnect attempt `attempts` (1, 2, …): doubled each time from 1 s, at most
 * 30 s, then between half and all of it at random (`random` in [0, 1)), so a bff restart does
 * not bring every room back in the same millisecond.
 */
export const backoffMs = (attempts: number, random: number): number => {
  const capped = Math.min(backoffBaseMs * 2 ** Math.max(0, attempts - 1), backoffMaxMs);
  return Math.round(capped / 2 + (capped / 2) * random);
};

/** How long "operator is typing…" shows without a new typing signal. */
export const typingShowMs = 5_000;

const storedItem = (message: ChatMessage): ChatItem => ({
  key: message.clientId ?? `m${message.id}`,
  id: message.id,
  from: message.from,
  text: message.text,
  at: message.at,
  clientId: message.clientId,
  status: 'sent',
});

/**
 * The list with one stored message merged in: a pending copy with its client id is replaced, a
 * message already there is left alone, anything else is added in id order (pending sends last).
 */
export const mergeMessage = (items: readonly ChatItem[], message: ChatMessage): ChatItem[] => {
  if (items.some((item) => item.id === message.id)) return [...items];
  const stored = storedItem(message);
  if (message.clientId !== null && items.some((item) => item.clientId === message.clientId)) {
    return items.map((item) => (item.clientId === message.clientId ? stored : item));
  }
  const sent = items.filter((item) => item.id !== null);
  const unsent = items.filter((item) => item.id === null);
  const before = sent.filter((item) => (item.id ?? 0) < message.id);
  const after = sent.filter((item) => (item.id ?? 0) > message.id);
  return [...before, stored, ...after, ...unsent];
};

/** The highest stored id of the list (0 when none): what a reconnect resumes after. */
export const lastIdOf = (items: readonly ChatItem[]): number =>
  items.reduce((last, item) => Math.max(last, item.id ?? 0), 0);

/** The highest id of an operator message (0 when none): what reading the room marks read. */
export const lastOperatorIdOf = (items: readonly ChatItem[]): number =>
  items.reduce((last, item) => (item.from === 'operator' ? Math.max(last, item.id ?? 0) : last), 0);

/** A member's new send, pending until its echo arrives. */
export const pendingItem = (clientId: string, text: string): ChatItem => ({
  key: clientId,
  id: null,
  from: 'member',
  text: text.trim(),
  at: null,
  clientId,
  status: 'pending',
});

/** Marks the send of `clientId` (if still unsent) with a status. */
export const markSend = (
  items: readonly ChatItem[],
  clientId: string | null,
  status: 'pending' | 'failed',
): ChatItem[] =>
  items.map((item) =>
    item.clientId === clientId && item.id === null ? { ...item, status } : item,
  );

/** Error codes of a refused send: its message is marked failed (the member may send it again). */
export const refusedSendCodes: readonly ChatErrorCode[] = [
  'chat.rate.limited',
  'chat.text.too.long',
  'chat.frame.invalid',
  'chat.frame.too.large',
  'chat.unavailable',
];
