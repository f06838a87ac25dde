import type { Queryable } from '../db/db.ts';

/** The member an invitation code belongs to (codes match case-insensitively); null if none. */
export const findAffiliateOwner = async (
  q: Queryable,
  merchantId: number,
  code: string,
): Promise<number | null> => {
  const rows = await q.query<{ memberId: number }>(
    `SELECT a.member_id AS "memberId" FROM affiliate_codes a JOIN members m ON m.id = a.member_id
      WHERE a.merchant_id = $1 AND a.code_key = lower($2) AND m.status = 'active'`,
    [merchantId, code],
  );
  return rows[0]?.memberId ?? null;
};

export const insertAffiliateCode = async (
  tx: Queryable,
  merchantId: number,
  code: string,
  memberId: number,
): Promise<void> => {
  await tx.query(
    `INSERT INTO affiliate_codes (merchant_id, code, code_key, member_id)
     VALUES ($1, $2, lower($2), $3)`,
    [merchantId, code, memberId],
  );
};
