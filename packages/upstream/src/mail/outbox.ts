import type { Queryable } from '../db/db.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * The local outbox: where the reference platform "sends" mail. A real deployment would hand
 * these to an SMTP relay; here they stay in a table that a QA control reads.
 */
export const queueMail = async (
  tx: Queryable,
  merchantId: number,
  mail: Mail,
  now: Date,
): Promise<void> => {
  await tx.query(
    `INSERT INTO mail_outbox (merchant_id, to_address, subject, body, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [merchantId, mail.to, mail.subject, mail.body, now],
  );
};

/** The merchant's mails, newest first (`at` in epoch milliseconds). */
export const listOutbox = async (
  q: Queryable,
  merchantId: number,
): Promise<(Mail & { at: number })[]> => {
  const rows = await q.query<Mail & { at: Date }>(
    `SELECT to_address AS "to", subject, body, created_at AS "at" FROM mail_outbox
      WHERE merchant_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100`,
    [merchantId],
  );
  return rows.map((row) => ({ ...row, at: row.at.getTime() }));
};
