import { verifyPassword } from '../auth/password.ts';
import type { Queryable } from '../db/db.ts';

/** How long a mailed temporary password works. */
export const resetPasswordTtlMs = 30 * 60_000;

/** Stores (or replaces) a member's mailed temporary password; only its hash. */
export const storePasswordReset = async (
  tx: Queryable,
  memberId: number,
  passwordHash: string,
  now: Date,
): Promise<void> => {
  await tx.query(
    `INSERT INTO password_resets (member_id, password_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) DO UPDATE SET password_hash = EXCLUDED.password_hash,
       created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    [memberId, passwordHash, now, new Date(now.getTime() + resetPasswordTtlMs)],
  );
};

/**
 * Logs in with a mailed temporary password: when it matches a live one, it is used up (deleted
 * conditionally, so it works once even under concurrency) and the member must choose a new
 * password before anything else. Returns whether it matched.
 */
export const redeemTemporaryPassword = async (
  q: Queryable,
  memberId: number,
  password: string,
  now: Date,
): Promise<boolean> => {
  const [row] = await q.query<{ passwordHash: string }>(
    `SELECT password_hash AS "passwordHash" FROM password_resets
      WHERE member_id = $1 AND expires_at > $2`,
    [memberId, now],
  );
  if (!row || !(await verifyPassword(password, row.passwordHash))) return false;
  const used = await q.query(
    'DELETE FROM password_resets WHERE member_id = $1 AND password_hash = $2 RETURNING 1 AS used',
    [memberId, row.passwordHash],
  );
  if (used.length === 0) return false;
  await q.query('UPDATE members SET must_change_password = true WHERE id = $1', [memberId]);
  return true;
};
