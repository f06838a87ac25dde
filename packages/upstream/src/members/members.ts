import type { MemberInfo } from '@his/shared/schemas/member';
import type { Queryable } from '../db/db.ts';
import { maskMobile } from '../sms/mobile.ts';

export interface Member {
  id: number;
  merchantId: number;
  account: string;
  nickname: string;
  type: number;
  passwordHash: string | null;
  mustChangePassword: boolean;
  passwordExpired: boolean;
  firstLogin: boolean;
  uplineId: number | null;
  mobile: string | null;
  /** `+855` style; set whenever `mobile` came with one. */
  mobileDialingCode: string | null;
  email: string | null;
  clubLabel: string;
  rankLevel: number;
  status: 'active' | 'disabled';
  regDate: Date;
}

const columns = `id, merchant_id AS "merchantId", account, nickname, type,
  password_hash AS "passwordHash", must_change_password AS "mustChangePassword",
  password_expired AS "passwordExpired", first_login AS "firstLogin", upline_id AS "uplineId",
  mobile, mobile_dialing_code AS "mobileDialingCode", email, club_label AS "clubLabel", rank_level AS "rankLevel", status, reg_date AS "regDate"`;

/** Accounts are matched case-insensitively (`lower()` in SQL on both sides). */
export const findMemberByAccount = async (
  q: Queryable,
  merchantId: number,
  account: string,
): Promise<Member | null> => {
  const rows = await q.query<Member>(
    `SELECT ${columns} FROM members WHERE merchant_id = $1 AND account_key = lower($2)`,
    [merchantId, account],
  );
  return rows[0] ?? null;
};

/** The member owning a mobile number (numbers are unique per merchant, see migration 002). */
export const findMemberByMobile = async (
  q: Queryable,
  merchantId: number,
  mobile: string,
): Promise<Member | null> => {
  const rows = await q.query<Member>(
    `SELECT ${columns} FROM members WHERE merchant_id = $1 AND mobile = $2`,
    [merchantId, mobile],
  );
  return rows[0] ?? null;
};

export const findMemberById = async (q: Queryable, id: number): Promise<Member | null> => {
  const rows = await q.query<Member>(`SELECT ${columns} FROM members WHERE id = $1`, [id]);
  return rows[0] ?? null;
};

export interface NewMember {
  merchantId: number;
  account: string;
  nickname: string;
  type: number;
  passwordHash: string | null;
  /** Hash of the payment password chosen at registration, when the form asked for one. */
  paymentPasswordHash?: string | null;
  mustChangePassword?: boolean;
  passwordExpired?: boolean;
  firstLogin?: boolean;
  uplineId?: number | null;
  mobile?: string | null;
  mobileDialingCode?: string | null;
  email?: string | null;
  /** Optional contact fields of the register form. */
  profile?: Record<string, string>;
  clubLabel?: string;
  rankLevel?: number;
  regDate: Date;
}

/** Inserts a member; null when the account or the mobile number is taken. */
export const insertMember = async (q: Queryable, m: NewMember): Promise<number | null> => {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO members (merchant_id, account, account_key, nickname, type, password_hash,
        must_change_password, password_expired, first_login, upline_id, mobile, club_label,
        rank_level, reg_date, mobile_dialing_code, email, profile, payment_password_hash)
     VALUES ($1, $2, lower($2), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
        $16::jsonb, $17)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      m.merchantId,
      m.account,
      m.nickname,
      m.type,
      m.passwordHash,
      m.mustChangePassword ?? false,
      m.passwordExpired ?? false,
      m.firstLogin ?? true,
      m.uplineId ?? null,
      m.mobile ?? null,
      m.clubLabel ?? 'VIP0',
      m.rankLevel ?? 0,
      m.regDate,
      m.mobileDialingCode ?? null,
      m.email ?? null,
      JSON.stringify(m.profile ?? {}),
      m.paymentPasswordHash ?? null,
    ],
  );
  return rows[0]?.id ?? null;
};

export const markFirstLoginDone = async (q: Queryable, memberId: number): Promise<void> => {
  await q.query('UPDATE members SET first_login = false WHERE id = $1 AND first_login', [memberId]);
};

/** The member as `GET /wps/member/info` answers it. */
export const toMemberInfo = (member: Member): MemberInfo => ({
  id: member.id,
  account: member.account,
  nickname: member.nickname,
  type: member.type,
  // Our reading of the spec's `toUpline`: the member has an upline to transfer to.
  toUpline: member.uplineId !== null,
  // The last four digits are hidden, as on the platform.
  mobile: member.mobile === null ? null : maskMobile(member.mobile),
  regDate: member.regDate.getTime(),
  clubLabel: { labelName: member.clubLabel, rankLevel: member.rankLevel },
  memberLabel: [],
});
