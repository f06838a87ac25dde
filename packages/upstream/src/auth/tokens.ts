import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

/** 256 random bits, base64url: 43 characters, well above the registry's 16-character minimum. */
const newToken = (): string => randomBytes(32).toString('base64url');

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const tokenShape = /^[A-Za-z0-9_-]{16,256}$/;

/** The raw token of an `Authorization` header (the platform sends it bare; `Bearer ` is tolerated). */
export const tokenFromHeader = (header: string | string[] | undefined): string | null => {
  if (typeof header !== 'string') return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return tokenShape.test(token) ? token : null;
};

export interface NewSession {
  memberId: number;
  now: Date;
  ttlMinutes: number;
  ip: string;
}

/** Mints a token for a member; only its hash is stored. */
export const createSession = async (tx: Queryable, session: NewSession): Promise<string> => {
  const token = newToken();
  const expires = new Date(session.now.getTime() + session.ttlMinutes * 60_000);
  await tx.query(
    `INSERT INTO sessions (token_hash, member_id, created_at, expires_at, client_ip)
     VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(token), session.memberId, session.now, expires, session.ip],
  );
  return token;
};

/** The member id a live token belongs to, within one merchant; null for anything else. */
export const memberIdForToken = async (
  q: Queryable,
  token: string,
  merchantId: number,
  now: Date,
): Promise<number | null> => {
  const rows = await q.query<{ memberId: number }>(
    `SELECT m.id AS "memberId"
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2
        AND m.merchant_id = $3 AND m.status = 'active'`,
    [hashToken(token), now, merchantId],
  );
  return rows[0]?.memberId ?? null;
};

/** Ends one token (logout). */
export const revokeToken = async (q: Queryable, token: string, now: Date): Promise<void> => {
  await q.query(
    'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [hashToken(token), now],
  );
};

/** Expires every live token of a member (QA control); returns how many there were. */
export const expireMemberSessions = async (
  q: Queryable,
  memberId: number,
  now: Date,
): Promise<number> => {
  const rows = await q.query<{ n: number }>(
    `WITH expired AS (
       UPDATE sessions SET expires_at = GREATEST(created_at, $2)
        WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > $2
       RETURNING 1)
     SELECT count(*)::int AS n FROM expired`,
    [memberId, now],
  );
  return rows[0]?.n ?? 0;
};

/**
 * Ends every live token of a member except `keep`: after a password change or reset, whoever
 * held an older session with the old password is out (the caller's own session stays).
 */
export const revokeMemberSessions = async (
  q: Queryable,
  memberId: number,
  now: Date,
  keep: string | null,
): Promise<void> => {
  await q.query(
    `UPDATE sessions SET revoked_at = $2
      WHERE member_id = $1 AND revoked_at IS NULL AND token_hash IS DISTINCT FROM $3`,
    [memberId, now, keep === null ? null : hashToken(keep)],
  );
};
