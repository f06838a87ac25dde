import type { Queryable } from '../db/db.ts';

/**
 * The points mall's and cashback's settings of a merchant (issue 16). Point rates are SPEC §9's
 * (points per 1.00 of valid bet, in hundredths); SPEC gives none for the in-house games and the
 * lottery, which the issue says earn points too: they earn 1.00, as sports and card games do.
 * Bingo and cockfight earn none. Cashback rates are ours (basis points of the valid bet).
 */
export const seedPointRates: readonly (readonly [string, number])[] = [
  ['LIVE', 70],
  ['SPORTS', 100],
  ['FISH', 120],
  ['RNG', 120],
  ['PVP', 100],
  ['ESPORTS', 100],
  ['INHOUSE', 100],
  ['LOTT', 100],
  ['ELOTT', 100],
];

export const seedRebateRates: readonly (readonly [string, number])[] = [
  ['LIVE', 50],
  ['SPORTS', 60],
  ['FISH', 80],
  ['RNG', 80],
  ['PVP', 50],
  ['ESPORTS', 60],
  ['INHOUSE', 50],
  ['LOTT', 30],
  ['ELOTT', 30],
  ['BINGO', 30],
];

/** One point converts to one cent; a conversion takes at least one whole point. */
const seedPointSettings = { centsPerPoint: 1n, minConvertPoints: 1 } as const;

interface SeedReward {
  code: string;
  en: string;
  km: string;
  cn: string;
  /** Whole points. */
  cost: number;
  stock: number;
}

/** The catalogue: its pictures are drawn from the code (`/media/rewards/<code>.svg`). */
const seedRewards: readonly SeedReward[] = [
  {
    code: 'keyring',
    en: 'Lucky keyring',
    km: 'ខ្សែសោសំណាងល្អ',
    cn: '幸运钥匙扣',
    cost: 1,
    stock: 50,
  },
  { code: 'mug', en: 'Brand mug', km: 'ពែងម៉ាក', cn: '品牌马克杯', cost: 20, stock: 30 },
  { code: 't-shirt', en: 'Team T-shirt', km: 'អាវយឺតក្រុម', cn: '球队T恤', cost: 50, stock: 20 },
  {
    code: 'earbuds',
    en: 'Wireless earbuds',
    km: 'កាសឥតខ្សែ',
    cn: '无线耳机',
    cost: 300,
    stock: 5,
  },
  {
    code: 'smartwatch',
    en: 'Smart watch',
    km: 'នាឡិកាឆ្លាតវៃ',
    cn: '智能手表',
    cost: 1500,
    stock: 2,
  },
  { code: 'phone', en: 'Smartphone', km: 'ស្មាតហ្វូន', cn: '智能手机', cost: 5000, stock: 0 },
];

/**
 * Adds what is missing of the settings and the catalogue (a new merchant, or one seeded before
 * issue 16); what exists is left as it is, stock included.
 */
export const ensurePointsAndRebates = async (tx: Queryable, merchantId: number): Promise<void> => {
  for (const [position, [category, rate]] of seedPointRates.entries()) {
    await tx.query(
      `INSERT INTO point_rates (merchant_id, category, rate_hundredths, position)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [merchantId, category, rate, position],
    );
  }
  for (const [position, [category, rate]] of seedRebateRates.entries()) {
    await tx.query(
      `INSERT INTO rebate_rates (merchant_id, category, rate_bp, position)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [merchantId, category, rate, position],
    );
  }
  await tx.query(
    `INSERT INTO point_settings (merchant_id, convert_cents_per_point, min_convert_points)
     VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [merchantId, seedPointSettings.centsPerPoint.toString(), seedPointSettings.minConvertPoints],
  );
  for (const [position, reward] of seedRewards.entries()) {
    await tx.query(
      `INSERT INTO point_rewards
         (merchant_id, code, name_en, name_km, name_cn, image, cost, stock, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        merchantId,
        reward.code,
        reward.en,
        reward.km,
        reward.cn,
        `/media/rewards/${reward.code}.svg`,
        String(reward.cost * 100),
        reward.stock,
        position,
      ],
    );
  }
};
