import { randomInt } from 'node:crypto';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Queryable } from '../db/db.ts';

/**
 * Codes for registration, for SMS login and reset by SMS (the platform's "noLogin"), and for
 * binding a number to a logged-in member (`bind`).
 */
export type SmsPurpose = 'register' | 'no-login' | 'bind';

/** A code dies after this many wrong tries (issue 3), even if the next guess is right. */
const smsMaxWrongTries = 5;

export interface SmsTarget {
  merchantId: number;
  purpose: SmsPurpose;
  /** Digits as sent, without the dialing code. */
  mobile: string;
}

/** What was sent: kept in memory for `GET /qa/sms/last` only when QA controls are on. */
export interface IssuedSmsCode {
  code: string;
  expiredMinutes: number;
  mobile: string;
  dialingCode: string;
}

const newCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');
const codeShape = /^\d{6}$/;

/**
 * Issues a six-digit code for a number and purpose. The row is replaced, so a resend makes the
 * previous code worthless and starts the wrong-try count again. Only a scrypt hash is stored:
 * with a million possible codes a fast hash would give the code away from a database copy
 * instantly, scrypt makes that take far longer than the code lives.
 */
export const issueSmsCode = async (
  q: Queryable,
  target: SmsTarget & { dialingCode: string; minutes: number; now: Date },
): Promise<IssuedSmsCode> => {
  const code = newCode();
  const hash = await hashPassword(code);
  const expires = new Date(target.now.getTime() + target.minutes * 60_000);
  await q.query('DELETE FROM sms_codes WHERE expires_at < $1', [
    new Date(target.now.getTime() - 3_600_000),
  ]);
  await q.query(
    `INSERT INTO sms_codes AS s (merchant_id, purpose, mobile, dialing_code, code_hash,
        created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (merchant_id, purpose, mobile) DO UPDATE SET
       dialing_code = EXCLUDED.dialing_code, code_hash = EXCLUDED.code_hash,
       created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at,
       failed_attempts = 0, used_at = NULL`,
    [
      target.merchantId,
      target.purpose,
      target.mobile,
      target.dialingCode,
      hash,
      target.now,
      expires,
    ],
  );
  return {
    code,
    expiredMinutes: target.minutes,
    mobile: target.mobile,
    dialingCode: target.dialingCode,
  };
};

export type SmsCheck = 'ok' | 'invalid' | 'expired';

interface CodeRow {
  codeHash: string;
  expiresAt: Date;
  failedAttempts: number;
  usedAt: Date | null;
}

/**
 * Checks a code and uses it up when right. A try is counted before the (slow) hash comparison,
 * in one conditional statement, so concurrent guesses can never get more than five tries; a
 * right answer takes its try back and marks the code used, again conditionally, so it works
 * once. An unknown number, a used or dead code and a wrong code all answer `invalid` after the
 * same scrypt work (`dummyHash`).
 */
export const checkSmsCode = async (
  q: Queryable,
  target: SmsTarget & { code: string; now: Date; dummyHash: string },
): Promise<SmsCheck> => {
  const key = [target.merchantId, target.purpose, target.mobile] as const;
  const invalid = async (): Promise<SmsCheck> => {
    await verifyPassword(target.code, target.dummyHash);
    return 'invalid';
  };
  if (!codeShape.test(target.code)) return invalid();
  const [row] = await q.query<CodeRow>(
    `SELECT code_hash AS "codeHash", expires_at AS "expiresAt",
            failed_attempts AS "failedAttempts", used_at AS "usedAt"
       FROM sms_codes WHERE merchant_id = $1 AND purpose = $2 AND mobile = $3`,
    key,
  );
  if (!row || row.usedAt !== null || row.failedAttempts >= smsMaxWrongTries) return invalid();
  if (row.expiresAt.getTime() <= target.now.getTime()) return 'expired';
  const reserved = await q.query(
    `UPDATE sms_codes SET failed_attempts = failed_attempts + 1
      WHERE merchant_id = $1 AND purpose = $2 AND mobile = $3 AND code_hash = $4
        AND used_at IS NULL AND failed_attempts < $5
      RETURNING 1 AS reserved`,
    [...key, row.codeHash, smsMaxWrongTries],
  );
  if (reserved.length === 0) return invalid();
  if (!(await verifyPassword(target.code, row.codeHash))) return 'invalid';
  const used = await q.query(
    `UPDATE sms_codes SET used_at = $5, failed_attempts = failed_attempts - 1
      WHERE merchant_id = $1 AND purpose = $2 AND mobile = $3 AND code_hash = $4
        AND used_at IS NULL
      RETURNING 1 AS used`,
    [...key, row.codeHash, target.now],
  );
  return used.length === 1 ? 'ok' : 'invalid';
};
