import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

// No 0/O or 1/I: a code is read aloud and typed from a screenshot.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codeLength = 8;
const attempts = 8;

const newCode = (): string =>
  Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('');

const ownCode = async (q: Queryable, memberId: number): Promise<string | null> =>
  (
    await q.query<{ code: string }>('SELECT code FROM referral_codes WHERE member_id = $1', [
      memberId,
    ])
  )[0]?.code ?? null;

/**
 * The player's referral code, made on first use and kept. A new code is unique within the
 * merchant among referral codes (the table's key) and the agents' affiliate codes (checked in
 * the same statement), since both are typed into the register form's invitation-code field. Two
 * first reads at once keep one code: the second insert conflicts on the member and reads it.
 */
export const referralCodeFor = async (
  q: Queryable,
  merchantId: number,
  memberId: number,
  now: Date,
): Promise<string> => {
  const existing = await ownCode(q, memberId);
  if (existing !== null) return existing;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const code = newCode();
    await q.query(
      `INSERT INTO referral_codes (member_id, merchant_id, code, code_key, created_at)
       SELECT $1, $2, $3, lower($3), $4
        WHERE NOT EXISTS (SELECT 1 FROM affiliate_codes
                           WHERE merchant_id = $2 AND code_key = lower($3))
       ON CONFLICT DO NOTHING`,
      [memberId, merchantId, code, now],
    );
    const kept = await ownCode(q, memberId);
    if (kept !== null) return kept;
  }
  throw new Error('no free referral code found');
};

/**
 * The player whose referral code this is (case-insensitive), if the account is an active player
 * (type 0); null otherwise.
 */
export const findReferrer = async (
  q: Queryable,
  merchantId: number,
  code: string,
): Promise<number | null> => {
  const rows = await q.query<{ memberId: number }>(
    `SELECT c.member_id AS "memberId" FROM referral_codes c JOIN members m ON m.id = c.member_id
      WHERE c.merchant_id = $1 AND c.code_key = lower($2) AND m.status = 'active' AND m.type = 0`,
    [merchantId, code],
  );
  return rows[0]?.memberId ?? null;
};
