import type {
  MemberMessage,
  MessageCategory,
  MessageFilter,
  MessageTexts,
} from '@his/shared/schemas/messages';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Member } from '../members/members.ts';

/**
 * Platform messages (migration 020). A member's inbox is every message sent to it and every
 * message sent to all members since it registered, up to now, less the ones it deleted. Reading
 * and deleting write the member's own state row only, so a message to all is read per member.
 */

/** The member's inbox as a relation (`$1` member id, `$2` merchant id, `$3` now, `$4` reg date). */
const inbox = `
  SELECT m.*, s.read_at
    FROM member_messages m
    LEFT JOIN member_message_states s ON s.message_id = m.id AND s.member_id = $1
   WHERE m.merchant_id = $2 AND m.sent_at <= $3
     AND (m.member_id = $1 OR (m.member_id IS NULL AND m.sent_at >= $4))
     AND s.deleted_at IS NULL`;

const inboxParams = (member: Member, now: Date) => [
  member.id,
  member.merchantId,
  now,
  member.regDate,
];

interface Row {
  id: number;
  category: MessageCategory;
  titleEn: string;
  titleKm: string;
  titleCn: string;
  bodyEn: string;
  bodyKm: string;
  bodyCn: string;
  sentAt: Date;
  readAt: Date | null;
}

const rowColumns = `id, category, title_en AS "titleEn", title_km AS "titleKm",
  title_cn AS "titleCn", body_en AS "bodyEn", body_km AS "bodyKm", body_cn AS "bodyCn",
  sent_at AS "sentAt", read_at AS "readAt"`;

const messageOf = (row: Row): MemberMessage => ({
  id: row.id,
  category: row.category,
  title: { EN: row.titleEn, KM: row.titleKm, CN: row.titleCn },
  body: { EN: row.bodyEn, KM: row.bodyKm, CN: row.bodyCn },
  sentAt: row.sentAt.getTime(),
  readAt: row.readAt === null ? null : row.readAt.getTime(),
});

/** How many messages of the member's inbox it has not opened. */
export const unreadCount = async (q: Queryable, member: Member, now: Date): Promise<number> => {
  const [row] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (${inbox}) i WHERE i.read_at IS NULL`,
    inboxParams(member, now),
  );
  return row?.count ?? 0;
};

/** One page of the inbox, newest first, with the count of all its unread messages. */
export const memberMessages = async (
  q: Queryable,
  member: Member,
  query: {
    now: Date;
    filter: MessageFilter;
    category: MessageCategory | null;
    page: number;
    pageSize: number;
  },
) => {
  const params = [
    ...inboxParams(member, query.now),
    query.filter === 'unread',
    query.category,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ];
  const chosen = `SELECT * FROM (${inbox}) i
     WHERE (NOT $5 OR i.read_at IS NULL) AND ($6::text IS NULL OR i.category = $6)`;
  const rows = await q.query<Row>(
    `SELECT ${rowColumns} FROM (${chosen}) c ORDER BY sent_at DESC, id DESC LIMIT $7 OFFSET $8`,
    params,
  );
  const [counts] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (${chosen}) c`,
    params.slice(0, 6),
  );
  return {
    list: rows.map(messageOf),
    page: query.page,
    pageSize: query.pageSize,
    total: counts?.total ?? 0,
    unread: await unreadCount(q, member, query.now),
  };
};

/** A message of the member's inbox, else `message.not.found` (another member's, deleted, none). */
const inboxMessage = async (q: Queryable, member: Member, id: number, now: Date): Promise<Row> => {
  const [row] = await q.query<Row>(`SELECT ${rowColumns} FROM (${inbox}) i WHERE i.id = $5`, [
    ...inboxParams(member, now),
    id,
  ]);
  if (!row) throw new ApiError('message.not.found', { field: 'id' });
  return row;
};

/**
 * Opens one message: the first reading time is kept, so reading it again changes nothing. The
 * message as it is now read.
 */
export const readMessage = async (
  q: Queryable,
  member: Member,
  id: number,
  now: Date,
): Promise<MemberMessage> => {
  const row = await inboxMessage(q, member, id, now);
  const [state] = await q.query<{ readAt: Date }>(
    `INSERT INTO member_message_states (member_id, message_id, read_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, message_id)
       DO UPDATE SET read_at = coalesce(member_message_states.read_at, EXCLUDED.read_at)
     RETURNING read_at AS "readAt"`,
    [member.id, id, now],
  );
  return messageOf({ ...row, readAt: state?.readAt ?? now });
};

/** Marks every unread message of the inbox read; answers the unread count after it (0). */
export const readAllMessages = async (q: Queryable, member: Member, now: Date) => {
  await q.query(
    `INSERT INTO member_message_states (member_id, message_id, read_at)
     SELECT $1, i.id, $3 FROM (${inbox}) i WHERE i.read_at IS NULL
     ON CONFLICT (member_id, message_id)
       DO UPDATE SET read_at = EXCLUDED.read_at WHERE member_message_states.read_at IS NULL`,
    inboxParams(member, now),
  );
  return { unread: await unreadCount(q, member, now) };
};

/** Hides one message from the member's inbox; answers the unread count after it. */
export const deleteMessage = async (q: Queryable, member: Member, id: number, now: Date) => {
  await inboxMessage(q, member, id, now);
  await q.query(
    `INSERT INTO member_message_states (member_id, message_id, deleted_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, message_id) DO UPDATE SET deleted_at = EXCLUDED.deleted_at`,
    [member.id, id, now],
  );
  return { unread: await unreadCount(q, member, now) };
};

/** Sends a message to one member (`memberId`) or to all (`null`); its id. */
export const sendMessage = async (
  q: Queryable,
  message: MessageTexts & { merchantId: number; memberId: number | null; sentAt: Date },
): Promise<number> => {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO member_messages (merchant_id, member_id, category, title_en, title_km, title_cn,
        body_en, body_km, body_cn, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      message.merchantId,
      message.memberId,
      message.category,
      message.title.EN,
      message.title.KM,
      message.title.CN,
      message.body.EN,
      message.body.KM,
      message.body.CN,
      message.sentAt,
    ],
  );
  if (!row) throw new Error('message insert returned nothing');
  return row.id;
};
