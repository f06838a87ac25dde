import type {
  ApplicationStatus,
  PromotionApplication,
  PromotionCategory,
  PromotionDetail,
  PromotionKind,
  PromotionList,
  PromotionStatus,
  PromotionSummary,
  Reward,
} from '@his/shared/schemas/promotions';
import { promotionCategories } from '@his/shared/constants';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { wageringOf } from './wagering.ts';

/** A promotion as stored (migration 024). */
export interface PromotionRow {
  id: number;
  kind: PromotionKind;
  category: PromotionCategory;
  titleEn: string;
  titleKm: string;
  titleCn: string;
  summaryEn: string;
  summaryKm: string;
  summaryCn: string;
  image: string;
  startsAt: Date;
  endsAt: Date;
  bonusCents: string | null;
  wageringMultiplier: number;
}

/** A reward as stored, with its promotion's title. */
export interface RewardRow {
  id: number;
  promotionId: number;
  memberId: number;
  source: 'bonus' | 'raffle';
  amountCents: string;
  wageringCents: string;
  createdAt: Date;
  claimedAt: Date | null;
  titleEn: string;
  titleKm: string;
  titleCn: string;
}

const promotionColumns = `p.id, p.kind, p.category, p.title_en AS "titleEn", p.title_km AS "titleKm",
  p.title_cn AS "titleCn", p.summary_en AS "summaryEn", p.summary_km AS "summaryKm",
  p.summary_cn AS "summaryCn", p.image, p.starts_at AS "startsAt", p.ends_at AS "endsAt",
  p.bonus_cents::text AS "bonusCents", p.wagering_multiplier AS "wageringMultiplier"`;

export const rewardColumns = `r.id, r.promotion_id AS "promotionId", r.member_id AS "memberId",
  r.source, r.amount_cents::text AS "amountCents", r.wagering_cents::text AS "wageringCents",
  r.created_at AS "createdAt", r.claimed_at AS "claimedAt", p.title_en AS "titleEn",
  p.title_km AS "titleKm", p.title_cn AS "titleCn"`;

/** Where a promotion's schedule stands at `now`. */
const scheduleOf = (
  promotion: Pick<PromotionRow, 'startsAt' | 'endsAt'>,
  now: Date,
): 'comingSoon' | 'open' | 'close' => {
  if (now < promotion.startsAt) return 'comingSoon';
  return now < promotion.endsAt ? 'open' : 'close';
};

/** A promotion of the merchant, or `promotion.not.found`. */
export const findPromotion = async (
  q: Queryable,
  merchantId: number,
  id: number,
): Promise<PromotionRow> => {
  const [row] = await q.query<PromotionRow>(
    `SELECT ${promotionColumns} FROM promotions p WHERE p.merchant_id = $1 AND p.id = $2`,
    [merchantId, id],
  );
  if (!row) throw new ApiError('promotion.not.found');
  return row;
};

/**
 * The promotion's kind and schedule allow taking part now: `promotion.kind.mismatch` for another
 * kind, `promotion.not.open` (with the status) before its start or after its end.
 */
export const requireOpen = (promotion: PromotionRow, kind: PromotionKind, now: Date): void => {
  if (promotion.kind !== kind) {
    throw new ApiError('promotion.kind.mismatch', { kind: promotion.kind });
  }
  const schedule = scheduleOf(promotion, now);
  if (schedule !== 'open') throw new ApiError('promotion.not.open', { status: schedule });
};

export const rewardView = async (q: Queryable, row: RewardRow, now: Date): Promise<Reward> => ({
  id: row.id,
  source: row.source,
  promotionId: row.promotionId,
  title: { EN: row.titleEn, KM: row.titleKm, CN: row.titleCn },
  amount: centsToDecimal(BigInt(row.amountCents)),
  state: row.claimedAt === null ? 'waiting' : 'claimed',
  createdAt: row.createdAt.getTime(),
  claimedAt: row.claimedAt?.getTime() ?? null,
  wagering: await wageringOf(
    q,
    {
      memberId: row.memberId,
      wageringCents: BigInt(row.wageringCents),
      claimedAt: row.claimedAt,
    },
    now,
  ),
});

interface MemberPart {
  application: PromotionApplication | null;
  reward: Reward | null;
  joined: boolean;
}

/**
 * SPEC §4's status of a promotion for the member (see `promotionStatuses`); a visitor has no
 * application, reward or join, so the schedule alone decides.
 */
const statusOf = (promotion: PromotionRow, part: MemberPart, now: Date): PromotionStatus => {
  const schedule = scheduleOf(promotion, now);
  const open = schedule === 'open' ? null : schedule;
  switch (promotion.kind) {
    case 'event':
      return part.joined ? 'joined' : (open ?? 'join');
    case 'raffle':
      return part.reward ? 'issued' : (open ?? 'claim');
    case 'application': {
      const { reward, application } = part;
      if (reward) {
        if (reward.state === 'waiting') return 'claim';
        return reward.wagering && !reward.wagering.done ? 'process' : 'claimed';
      }
      if (application?.status === 'applying') return 'applying';
      if (application?.status === 'rejected' && schedule === 'open') return 'rejected';
      return open ?? 'join';
    }
  }
};

interface ApplicationRow {
  id: number;
  promotionId: number;
  remark: string;
  images: number;
  status: ApplicationStatus;
  createdAt: Date;
  decidedAt: Date | null;
}

export const applicationView = (row: ApplicationRow): PromotionApplication => ({
  id: row.id,
  promotionId: row.promotionId,
  remark: row.remark,
  images: row.images,
  status: row.status,
  createdAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt?.getTime() ?? null,
});

export const applicationColumns = `a.id, a.promotion_id AS "promotionId", a.remark,
  (SELECT count(*)::int FROM promotion_application_images i WHERE i.application_id = a.id) AS images,
  a.status, a.created_at AS "createdAt", a.decided_at AS "decidedAt"`;

/** The member's latest application, reward and join of each promotion (none for a visitor). */
const memberParts = async (
  q: Queryable,
  memberId: number | null,
  promotionIds: readonly number[],
  now: Date,
): Promise<Map<number, MemberPart>> => {
  const parts = new Map<number, MemberPart>(
    promotionIds.map((id) => [id, { application: null, reward: null, joined: false }]),
  );
  if (memberId === null || promotionIds.length === 0) return parts;
  const applications = await q.query<ApplicationRow>(
    `SELECT DISTINCT ON (a.promotion_id) ${applicationColumns}
       FROM promotion_applications a
      WHERE a.member_id = $1 AND a.promotion_id = ANY ($2::int[])
      ORDER BY a.promotion_id, a.id DESC`,
    [memberId, promotionIds],
  );
  const rewards = await q.query<RewardRow>(
    `SELECT DISTINCT ON (r.promotion_id) ${rewardColumns}
       FROM promotion_rewards r JOIN promotions p ON p.id = r.promotion_id
      WHERE r.member_id = $1 AND r.promotion_id = ANY ($2::int[])
      ORDER BY r.promotion_id, r.id DESC`,
    [memberId, promotionIds],
  );
  const joins = await q.query<{ promotionId: number }>(
    `SELECT promotion_id AS "promotionId" FROM promotion_joins
      WHERE member_id = $1 AND promotion_id = ANY ($2::int[])`,
    [memberId, promotionIds],
  );
  for (const row of applications) {
    const part = parts.get(row.promotionId);
    if (part) part.application = applicationView(row);
  }
  for (const row of rewards) {
    const part = parts.get(row.promotionId);
    if (part) part.reward = await rewardView(q, row, now);
  }
  for (const row of joins) {
    const part = parts.get(row.promotionId);
    if (part) part.joined = true;
  }
  return parts;
};

const summaryOf = (row: PromotionRow, status: PromotionStatus): PromotionSummary => ({
  id: row.id,
  category: row.category,
  kind: row.kind,
  title: { EN: row.titleEn, KM: row.titleKm, CN: row.titleCn },
  summary: { EN: row.summaryEn, KM: row.summaryKm, CN: row.summaryCn },
  image: row.image,
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt.getTime(),
  status,
  bonus: row.bonusCents === null ? null : centsToDecimal(BigInt(row.bonusCents)),
  wageringMultiplier: row.wageringMultiplier,
});

const scheduleRank = { open: 0, comingSoon: 1, close: 2 } as const;

/** The promotion list: open first, then coming soon, then closed, by position within each. */
export const promotionList = async (
  q: Queryable,
  merchantId: number,
  memberId: number | null,
  category: PromotionCategory | undefined,
  now: Date,
): Promise<PromotionList> => {
  const rows = await q.query<PromotionRow & { position: number }>(
    `SELECT ${promotionColumns}, p.position FROM promotions p
      WHERE p.merchant_id = $1 ORDER BY p.position, p.id`,
    [merchantId],
  );
  const shown = rows.filter((row) => category === undefined || row.category === category);
  const parts = await memberParts(
    q,
    memberId,
    shown.map((row) => row.id),
    now,
  );
  const list = shown
    .map((row) => ({ row, rank: scheduleRank[scheduleOf(row, now)] }))
    .sort((a, b) => a.rank - b.rank || a.row.position - b.row.position)
    .map(({ row }) => {
      const part = parts.get(row.id) ?? { application: null, reward: null, joined: false };
      return summaryOf(row, statusOf(row, part, now));
    });
  const present = new Set(rows.map((row) => row.category));
  return {
    now: now.getTime(),
    categories: promotionCategories.filter((name) => present.has(name)),
    list,
  };
};

/** One promotion with its rules, the member's application and reward, and a raffle's prizes. */
export const promotionDetail = async (
  q: Queryable,
  merchantId: number,
  memberId: number | null,
  id: number,
  now: Date,
): Promise<PromotionDetail> => {
  const row = await findPromotion(q, merchantId, id);
  const [rules] = await q.query<{ en: string; km: string; cn: string }>(
    'SELECT rules_en AS en, rules_km AS km, rules_cn AS cn FROM promotions WHERE id = $1',
    [id],
  );
  const prizes = await q.query<{ cents: string }>(
    `SELECT amount_cents::text AS cents FROM promotion_prizes
      WHERE promotion_id = $1 ORDER BY amount_cents DESC, position`,
    [id],
  );
  const part = (await memberParts(q, memberId, [id], now)).get(id) ?? {
    application: null,
    reward: null,
    joined: false,
  };
  return {
    ...summaryOf(row, statusOf(row, part, now)),
    now: now.getTime(),
    rules: { EN: rules?.en ?? '', KM: rules?.km ?? '', CN: rules?.cn ?? '' },
    application: part.application,
    reward: part.reward,
    prizes: prizes.map((prize) => centsToDecimal(BigInt(prize.cents))),
  };
};
