import { z } from 'zod';
import { promotionCategories } from '../constants.ts';
import { text } from '../patterns.ts';
import { decimalAmountSchema, proofBodyLimitBytes, proofImageSchema } from './withdraw.ts';

/**
 * Promotions (issue 16, SPEC §2 /promotions and /promoDetail, §4 statuses, §5 and §9 the
 * activity application): the list with its categories, a promotion's rules and schedule, the
 * member's application (a remark and up to 3 images), the raffle claim, and the reward center
 * (bonuses waiting to be claimed and their history). Texts come in every language of the site;
 * amounts are decimal strings with two decimals, times epoch milliseconds.
 */

const idSchema = z.number().int().min(1).max(2_147_483_647);
/** Epoch milliseconds. */
const epochMs = z.number().int().min(0);

export type PromotionCategory = (typeof promotionCategories)[number];

/**
 * What taking part means: `application` (apply with a remark and images; QA approves and the
 * bonus waits in the reward center), `raffle` (one claim draws a prize, paid at once), `event`
 * (the member joins; no money moves).
 */
export const promotionKinds = ['application', 'raffle', 'event'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/**
 * SPEC §4's statuses, computed per member by the upstream: `comingSoon` before the start,
 * `close` after the end (or for a visitor's closed promotion); `join` open to apply or join;
 * `applying` an application waits for review; `rejected` the last one was refused (open: apply
 * again); `claim` a bonus waits in the reward center, or a raffle may be drawn; `process` a
 * claimed bonus's wagering is not met yet; `claimed` it is (or it had none); `issued` the
 * raffle's prize was drawn and paid; `joined` the member joined the event.
 */
export const promotionStatuses = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'comingSoon',
] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** A text in each language of the site. */
const localizedTextSchema = z.object({ EN: text(), KM: text(), CN: text() });
const localizedLinesSchema = z.object({
  EN: text({ lines: true }),
  KM: text({ lines: true }),
  CN: text({ lines: true }),
});

/** The picture of a promotion: the key of one of the site's own images (the web's assets). */
const promotionImageSchema = text().regex(/^[a-z0-9-]{1,40}$/);

export const promotionSummarySchema = z.object({
  id: idSchema,
  category: z.enum(promotionCategories),
  kind: z.enum(promotionKinds),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  image: promotionImageSchema,
  startsAt: epochMs,
  endsAt: epochMs,
  status: z.enum(promotionStatuses),
  /** The bonus an approved application pays (application promotions), else null. */
  bonus: decimalAmountSchema.nullable(),
  /** Wagering requirement as a multiple of the bonus or prize (0: none). */
  wageringMultiplier: z.number().int().min(0).max(100),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

/** `MCSFE_getPromotionList` query: one category, or every one. */
export const promotionListQuerySchema = z
  .object({ category: z.enum(promotionCategories).optional() })
  .strict();

export const promotionListSchema = z.object({
  /** The server's clock, for "starts in" and "ends in". */
  now: epochMs,
  /** The categories that hold at least one promotion, in tab order. */
  categories: z.array(z.enum(promotionCategories)),
  /** Open ones first, then coming soon, then closed; by position within each. */
  list: z.array(promotionSummarySchema),
});
export type PromotionList = z.infer<typeof promotionListSchema>;

export const promotionDetailQuerySchema = z
  .object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })
  .strict();

/**
 * The wagering a claimed bonus asks for: `valid` is the stake of the member's settled bets
 * placed since the claim (in-house games and lottery), against `required` (bonus × multiplier).
 */
export const wageringSchema = z.object({
  required: decimalAmountSchema,
  valid: decimalAmountSchema,
  done: z.boolean(),
});
export type Wagering = z.infer<typeof wageringSchema>;

export const applicationStatuses = ['applying', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** A member's application to a promotion (never its images, which only QA reads). */
export const promotionApplicationSchema = z.object({
  id: idSchema,
  promotionId: idSchema,
  remark: text({ lines: true }),
  images: z.number().int().min(0).max(3),
  status: z.enum(applicationStatuses),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
});
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;

export const rewardSources = ['bonus', 'raffle'] as const;
export const rewardStates = ['waiting', 'claimed'] as const;

/**
 * A reward of the reward center: an approved application's bonus (waiting until claimed) or a
 * raffle's prize (claimed as it is drawn). `wagering` is null before the claim and when the
 * promotion asks for none.
 */
export const rewardSchema = z.object({
  id: idSchema,
  source: z.enum(rewardSources),
  promotionId: idSchema,
  title: localizedTextSchema,
  amount: decimalAmountSchema,
  state: z.enum(rewardStates),
  createdAt: epochMs,
  claimedAt: epochMs.nullable(),
  wagering: wageringSchema.nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const promotionDetailSchema = promotionSummarySchema.extend({
  now: epochMs,
  /** The rules: paragraphs separated by blank lines. */
  rules: localizedLinesSchema,
  /** The member's latest application (application promotions), else null. */
  application: promotionApplicationSchema.nullable(),
  /** The member's reward of this promotion (a bonus or a prize), else null. */
  reward: rewardSchema.nullable(),
  /** A raffle's prizes, largest first (empty for other kinds). */
  prizes: z.array(decimalAmountSchema),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** SPEC §5 and §9: a remark of at most 140 characters, at most 3 images. */
export const remarkMaxLength = 140;
export const maxApplicationImages = 3;

/**
 * An application: a remark (1–140 characters, lines allowed) and 0–3 images, each the base64 of
 * a PNG or JPEG of at most 5 MB, the same rule and wire format as a withdrawal's proof. The
 * upstream reads the bytes (signature and decoded size), never a name or a declared type.
 */
export const promotionApplyBodySchema = z
  .object({
    promotionId: idSchema,
    remark: text({ lines: true }).trim().min(1).max(remarkMaxLength),
    images: z.array(proofImageSchema).max(maxApplicationImages),
  })
  .strict();
export type PromotionApplyBody = z.infer<typeof promotionApplyBodySchema>;

/** Body limit of `promotionApply`: three images at their largest, as the proofs' limit. */
export const applicationBodyLimitBytes = proofBodyLimitBytes;

export const promotionIdBodySchema = z.object({ promotionId: idSchema }).strict();

export const claimRewardBodySchema = z.object({ rewardId: idSchema }).strict();

export const rewardCenterSchema = z.object({
  /** Bonuses waiting to be claimed, oldest first. */
  waiting: z.array(rewardSchema),
  /** Claimed bonuses and drawn prizes, newest first (the last 50). */
  history: z.array(rewardSchema),
});
export type RewardCenter = z.infer<typeof rewardCenterSchema>;
