import { trialAccountType } from '@his/shared/constants';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Services } from '../http/services.ts';
import type { Member } from '../members/members.ts';

/** Wrong payment passwords in a row that lock it, and for how long. */
const maxPaymentPasswordFailures = 5;
const paymentPasswordLockMs = 15 * 60_000;

export interface PaymentPasswordState {
  set: boolean;
  failures: number;
  lockedUntil: Date | null;
}

const storedHash = async (q: Queryable, memberId: number): Promise<string | null> => {
  const [row] = await q.query<{ hash: string | null }>(
    'SELECT payment_password_hash AS hash FROM members WHERE id = $1',
    [memberId],
  );
  return row?.hash ?? null;
};

export const paymentPasswordState = async (
  q: Queryable,
  memberId: number,
  now: Date,
): Promise<PaymentPasswordState> => {
  const [row] = await q.query<{ set: boolean; failures: number | null; lockedUntil: Date | null }>(
    `SELECT m.payment_password_hash IS NOT NULL AS set, f.failures, f.locked_until AS "lockedUntil"
       FROM members m LEFT JOIN payment_password_failures f ON f.member_id = m.id
      WHERE m.id = $1`,
    [memberId],
  );
  const locked = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  return {
    set: row?.set ?? false,
    failures: locked ? 0 : (row?.failures ?? 0),
    lockedUntil: locked,
  };
};

const refuseTrial = (member: Member) => {
  if (member.type === trialAccountType) throw new ApiError('account.trial');
};

/** Sets the payment password once (`payment.password.exists` after that: change it instead). */
export const setPaymentPassword = async (
  services: Services,
  member: Member,
  body: { password: string; confirmPassword: string },
): Promise<void> => {
  refuseTrial(member);
  if (body.password !== body.confirmPassword) {
    throw new ApiError('password.mismatch', { field: 'confirmPassword' });
  }
  if ((await storedHash(services.db, member.id)) !== null) {
    throw new ApiError('payment.password.exists');
  }
  const hash = await services.hashing.run(() => hashPassword(body.password));
  // Set only if still unset: two tabs setting it at once leave the first one's.
  const set = await services.db.query(
    `UPDATE members SET payment_password_hash = $2
      WHERE id = $1 AND payment_password_hash IS NULL RETURNING id`,
    [member.id, hash],
  );
  if (set.length === 0) throw new ApiError('payment.password.exists');
};

/**
 * Checks a payment password, counting failures per member: the fifth wrong one in a row locks it
 * for 15 minutes (`payment.password.locked` with `{ lockedUntil }` in epoch ms, also answered
 * while locked, the right password included); a right one clears the count. The count is
 * written at once, on its own, so the refused request that follows cannot roll it back.
 */
export const checkPaymentPassword = async (
  services: Services,
  member: Member,
  password: string,
  now: Date,
): Promise<void> => {
  refuseTrial(member);
  const { db } = services;
  const state = await paymentPasswordState(db, member.id, now);
  if (state.lockedUntil) {
    throw new ApiError('payment.password.locked', { lockedUntil: state.lockedUntil.getTime() });
  }
  const hash = await storedHash(db, member.id);
  if (hash === null) throw new ApiError('not.exists.payment.password');
  const ok = await services.hashing.run(() => verifyPassword(password, hash));
  if (ok) {
    await db.query('DELETE FROM payment_password_failures WHERE member_id = $1', [member.id]);
    return;
  }
  const lockAt = new Date(now.getTime() + paymentPasswordLockMs);
  const [row] = await db.query<{ failures: number; lockedUntil: Date | null }>(
    `INSERT INTO payment_password_failures AS f (member_id, failures, locked_until)
     VALUES ($1, 1, NULL)
     ON CONFLICT (member_id) DO UPDATE SET
       failures = CASE WHEN f.locked_until IS NOT NULL THEN 1 ELSE f.failures + 1 END,
       locked_until = NULL
     RETURNING failures, locked_until AS "lockedUntil"`,
    [member.id],
  );
  if ((row?.failures ?? 0) >= maxPaymentPasswordFailures) {
    await db.query(
      'UPDATE payment_password_failures SET failures = 0, locked_until = $2 WHERE member_id = $1',
      [member.id, lockAt],
    );
    throw new ApiError('payment.password.locked', { lockedUntil: lockAt.getTime() });
  }
  throw new ApiError('invalid.payment.pw', {
    remaining: maxPaymentPasswordFailures - (row?.failures ?? 0),
  });
};

/** Changes the payment password: the old one is checked (and counted) like any other use. */
export const changePaymentPassword = async (
  services: Services,
  member: Member,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  now: Date,
): Promise<void> => {
  refuseTrial(member);
  if (body.newPassword !== body.confirmNewPassword) {
    throw new ApiError('password.mismatch', { field: 'confirmNewPassword' });
  }
  await checkPaymentPassword(services, member, body.oldPassword, now);
  const hash = await services.hashing.run(() => hashPassword(body.newPassword));
  await services.db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [
    member.id,
    hash,
  ]);
};
