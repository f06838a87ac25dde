import type { ChatMessage } from '@his/shared/schemas/chat';
import type { ChatChannel } from '@his/shared/schemas/chat-limits';
import { chatHistoryMax } from '@his/shared/schemas/chat-limits';
import type { Queryable } from '../db/db.ts';

/**
 * Live chat storage (migration 027). Every write is one statement, so two processes on one
 * PostgreSQL (or two sockets of one member) never see half of a change.
 */

export interface Conversation {
  id: number;
  merchantId: number;
  memberId: number;
  channel: ChatChannel;
  closed: boolean;
  memberReadUpTo: number;
  operatorReadUpTo: number;
}

/** A conversation as the operator console lists it. */
export interface ConversationSummary {
  id: number;
  account: string;
  channel: ChatChannel;
  /** The member's messages the operators have not read. */
  unread: number;
  lastText: string | null;
  lastAt: number | null;
  memberReadUpTo: number;
  operatorReadUpTo: number;
}

const conversationColumns = `id, merchant_id AS "merchantId", member_id AS "memberId", channel,
  closed_at IS NOT NULL AS closed, member_read_up_to AS "memberReadUpTo",
  operator_read_up_to AS "operatorReadUpTo"`;

interface MessageRow {
  id: number;
  sender: 'member' | 'operator';
  clientId: string | null;
  body: string;
  sentAt: Date;
}

const messageColumns = `id, sender, client_id::text AS "clientId", body, sent_at AS "sentAt"`;

const messageOf = (row: MessageRow): ChatMessage => ({
  id: row.id,
  from: row.sender,
  text: row.body,
  at: row.sentAt.getTime(),
  clientId: row.clientId,
});

/** The member's open conversation of a channel, opened now when there is none. */
export const openConversation = async (
  q: Queryable,
  member: { id: number; merchantId: number },
  channel: ChatChannel,
  now: Date,
): Promise<Conversation> => {
  await q.query(
    `INSERT INTO chat_conversations (merchant_id, member_id, channel, opened_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, channel) WHERE closed_at IS NULL DO NOTHING`,
    [member.merchantId, member.id, channel, now],
  );
  const [row] = await q.query<Conversation>(
    `SELECT ${conversationColumns} FROM chat_conversations
      WHERE member_id = $1 AND channel = $2 AND closed_at IS NULL`,
    [member.id, channel],
  );
  if (!row) throw new Error('the open conversation vanished');
  return row;
};

export const findConversation = async (
  q: Queryable,
  merchantId: number,
  id: number,
): Promise<Conversation | null> => {
  const [row] = await q.query<Conversation>(
    `SELECT ${conversationColumns} FROM chat_conversations WHERE id = $1 AND merchant_id = $2`,
    [id, merchantId],
  );
  return row ?? null;
};

/** The messages after `after`, oldest first; the newest `chatHistoryMax` of them. */
export const messagesAfter = async (
  q: Queryable,
  conversationId: number,
  after: number,
): Promise<ChatMessage[]> => {
  const rows = await q.query<MessageRow>(
    `SELECT * FROM (
       SELECT ${messageColumns} FROM chat_messages
        WHERE conversation_id = $1 AND id > $2 ORDER BY id DESC LIMIT $3
     ) m ORDER BY id`,
    [conversationId, after, chatHistoryMax],
  );
  return rows.map(messageOf);
};

/**
 * Stores a message of an open conversation and answers it, with `stored: false` when the member's
 * send with this client id was stored before (the first one is answered, nothing is written).
 * Null when the conversation is closed.
 */
export const addMessage = async (
  q: Queryable,
  message: {
    conversationId: number;
    from: 'member' | 'operator';
    clientId: string | null;
    text: string;
    now: Date;
  },
): Promise<{ message: ChatMessage; stored: boolean } | null> => {
  const [inserted] = await q.query<MessageRow>(
    `WITH open AS (
       UPDATE chat_conversations SET last_message_at = $5
        WHERE id = $1 AND closed_at IS NULL RETURNING id
     )
     INSERT INTO chat_messages (conversation_id, sender, client_id, body, sent_at)
     SELECT id, $2, $3::uuid, $4, $5 FROM open
     ON CONFLICT (conversation_id, client_id) DO NOTHING
     RETURNING ${messageColumns}`,
    [message.conversationId, message.from, message.clientId, message.text, message.now],
  );
  if (inserted) return { message: messageOf(inserted), stored: true };
  if (message.clientId === null) return null;
  const [earlier] = await q.query<MessageRow>(
    `SELECT ${messageColumns} FROM chat_messages WHERE conversation_id = $1 AND client_id = $2::uuid`,
    [message.conversationId, message.clientId],
  );
  return earlier ? { message: messageOf(earlier), stored: false } : null;
};

/**
 * Moves one side's read mark forward, never past the conversation's last message; answers the
 * mark as it now is.
 */
export const markRead = async (
  q: Queryable,
  conversationId: number,
  side: 'member' | 'operator',
  upTo: number,
): Promise<number> => {
  const column = side === 'member' ? 'member_read_up_to' : 'operator_read_up_to';
  const [row] = await q.query<{ mark: number }>(
    `UPDATE chat_conversations c
        SET ${column} = GREATEST(c.${column}, LEAST($2::int,
          (SELECT coalesce(max(id), 0) FROM chat_messages WHERE conversation_id = c.id)))
      WHERE c.id = $1 RETURNING ${column} AS mark`,
    [conversationId, upTo],
  );
  return row?.mark ?? 0;
};

/** Closes a conversation; false when it was closed already (or is not there). */
export const closeConversation = async (
  q: Queryable,
  conversationId: number,
  now: Date,
): Promise<boolean> => {
  const rows = await q.query<{ id: number }>(
    `UPDATE chat_conversations SET closed_at = $2 WHERE id = $1 AND closed_at IS NULL RETURNING id`,
    [conversationId, now],
  );
  return rows.length > 0;
};

/** The merchant's open conversations that have a message, the latest first. */
export const openConversations = async (
  q: Queryable,
  merchantId: number,
): Promise<ConversationSummary[]> => {
  const rows = await q.query<{
    id: number;
    account: string;
    channel: ChatChannel;
    unread: number;
    lastText: string | null;
    lastAt: Date | null;
    memberReadUpTo: number;
    operatorReadUpTo: number;
  }>(
    `SELECT c.id, m.account, c.channel,
            (SELECT count(*)::int FROM chat_messages x
              WHERE x.conversation_id = c.id AND x.sender = 'member'
                AND x.id > c.operator_read_up_to) AS unread,
            (SELECT x.body FROM chat_messages x WHERE x.conversation_id = c.id
              ORDER BY x.id DESC LIMIT 1) AS "lastText",
            c.last_message_at AS "lastAt",
            c.member_read_up_to AS "memberReadUpTo", c.operator_read_up_to AS "operatorReadUpTo"
       FROM chat_conversations c JOIN members m ON m.id = c.member_id
      WHERE c.merchant_id = $1 AND c.closed_at IS NULL AND c.last_message_at IS NOT NULL
      ORDER BY c.last_message_at DESC, c.id DESC LIMIT 500`,
    [merchantId],
  );
  return rows.map((row) => ({ ...row, lastAt: row.lastAt === null ? null : row.lastAt.getTime() }));
};
