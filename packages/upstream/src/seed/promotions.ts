import type { PromotionCategory, PromotionKind } from '@his/shared/schemas/promotions';
import type { Queryable } from '../db/db.ts';

/**
 * The seed's promotions (migration 024), defined by code: a new merchant gets them all, a
 * merchant seeded before them gets the missing ones, and nothing is changed on a restart. Their
 * schedules are relative to the seed's time: four open, one coming soon, one closed.
 */
interface Texts {
  EN: string;
  KM: string;
  CN: string;
}

interface SeedPromotion {
  code: string;
  kind: PromotionKind;
  category: PromotionCategory;
  image: string;
  /** Days from the seed's time (negative: before it). */
  startDays: number;
  endDays: number;
  bonusCents: bigint | null;
  wageringMultiplier: number;
  title: Texts;
  summary: Texts;
  rules: Texts;
  /** A raffle's prize table: amount in cents and weight. */
  prizes?: readonly (readonly [bigint, number])[];
}

const dayMs = 86_400_000;

const seedPromotions: readonly SeedPromotion[] = [
  {
    code: 'welcome_bonus',
    kind: 'application',
    category: 'welcome',
    image: 'welcome-bonus',
    startDays: -30,
    endDays: 90,
    bonusCents: 1800n,
    wageringMultiplier: 5,
    title: {
      EN: 'Welcome bonus 18.00',
      KM: 'ប្រាក់រង្វាន់ស្វាគមន៍ 18.00',
      CN: '新会员欢迎奖金 18.00',
    },
    summary: {
      EN: 'New members: send us a screenshot of your first deposit and get 18.00 free.',
      KM: 'សមាជិកថ្មី៖ ផ្ញើរូបថតអេក្រង់នៃការដាក់ប្រាក់ដំបូងរបស់អ្នក ហើយទទួលបាន 18.00 ដោយឥតគិតថ្លៃ។',
      CN: '新会员：提交首次存款截图，即可免费获得 18.00。',
    },
    rules: {
      EN: 'Apply with a short remark and up to 3 screenshots (PNG or JPG, at most 5 MB each) of your first deposit.\n\nOur team reviews each application. Once it is approved, the 18.00 bonus waits for you in the Reward center of your member center; claim it there.\n\nThe bonus must be wagered 5 times (90.00 of valid bets) before it can be withdrawn. Only settled bets placed after the claim count.\n\nOne bonus per member. Trial accounts cannot take part.',
      KM: 'ដាក់ពាក្យជាមួយកំណត់សម្គាល់ខ្លី និងរូបថតអេក្រង់រហូតដល់ 3 (PNG ឬ JPG មិនលើសពី 5 MB នីមួយៗ) នៃការដាក់ប្រាក់ដំបូងរបស់អ្នក។\n\nក្រុមការងាររបស់យើងពិនិត្យពាក្យសុំនីមួយៗ។ នៅពេលត្រូវបានអនុម័ត ប្រាក់រង្វាន់ 18.00 នឹងរង់ចាំអ្នកនៅក្នុង «មជ្ឈមណ្ឌលរង្វាន់» នៃមជ្ឈមណ្ឌលសមាជិករបស់អ្នក សូមទទួលវានៅទីនោះ។\n\nប្រាក់រង្វាន់ត្រូវភ្នាល់ 5 ដង (ការភ្នាល់ត្រឹមត្រូវ 90.00) មុនពេលអាចដកបាន។ មានតែការភ្នាល់ដែលបានទូទាត់ ហើយដាក់បន្ទាប់ពីការទទួលប៉ុណ្ណោះដែលត្រូវបានរាប់។\n\nប្រាក់រង្វាន់មួយក្នុងមួយសមាជិក។ គណនីសាកល្បងមិនអាចចូលរួមបានទេ។',
      CN: '申请时请填写简短备注，并上传最多 3 张首次存款截图（PNG 或 JPG，每张不超过 5 MB）。\n\n我们的团队会审核每份申请。审核通过后，18.00 奖金将在会员中心的“奖励中心”等待您领取。\n\n奖金须完成 5 倍流水（有效投注 90.00）后方可提款。只计算领取后下注并已结算的投注。\n\n每位会员限领一次。试玩账号不可参加。',
    },
  },
  {
    code: 'weekend_reload',
    kind: 'application',
    category: 'deposit',
    image: 'weekend-reload',
    startDays: -7,
    endDays: 60,
    bonusCents: 5000n,
    wageringMultiplier: 10,
    title: {
      EN: 'Weekend reload 50.00',
      KM: 'ប្រាក់បន្ថែមចុងសប្តាហ៍ 50.00',
      CN: '周末充值奖金 50.00',
    },
    summary: {
      EN: 'Deposit 200.00 or more over the weekend and apply for a 50.00 reload bonus.',
      KM: 'ដាក់ប្រាក់ 200.00 ឬច្រើនជាងនេះនៅចុងសប្តាហ៍ ហើយដាក់ពាក្យសុំប្រាក់បន្ថែម 50.00។',
      CN: '周末存款 200.00 或以上，即可申请 50.00 充值奖金。',
    },
    rules: {
      EN: 'Deposit at least 200.00 between Saturday 00:00 and Sunday 23:59 (UTC+7), then apply with the order number in the remark and a screenshot of the payment.\n\nApproved bonuses wait in the Reward center until you claim them.\n\nThe bonus must be wagered 10 times (500.00 of valid bets). Slots, live casino, sports and lottery bets all count once settled.\n\nThe platform may refuse applications that do not meet these rules.',
      KM: 'ដាក់ប្រាក់យ៉ាងតិច 200.00 ចន្លោះថ្ងៃសៅរ៍ម៉ោង 00:00 ដល់ថ្ងៃអាទិត្យម៉ោង 23:59 (UTC+7) បន្ទាប់មកដាក់ពាក្យជាមួយលេខបញ្ជាទិញក្នុងកំណត់សម្គាល់ និងរូបថតអេក្រង់នៃការបង់ប្រាក់។\n\nប្រាក់រង្វាន់ដែលបានអនុម័តរង់ចាំនៅក្នុង «មជ្ឈមណ្ឌលរង្វាន់» រហូតដល់អ្នកទទួល។\n\nប្រាក់រង្វាន់ត្រូវភ្នាល់ 10 ដង (ការភ្នាល់ត្រឹមត្រូវ 500.00)។ ការភ្នាល់ស្លត កាស៊ីណូផ្ទាល់ កីឡា និងឆ្នោត ត្រូវបានរាប់ទាំងអស់នៅពេលបានទូទាត់។\n\nវេទិកាអាចបដិសេធពាក្យសុំដែលមិនបំពេញតាមច្បាប់ទាំងនេះ។',
      CN: '请在周六 00:00 至周日 23:59（UTC+7）期间存款至少 200.00，然后在备注中填写订单号并上传付款截图进行申请。\n\n审核通过的奖金会在“奖励中心”等待您领取。\n\n奖金须完成 10 倍流水（有效投注 500.00）。老虎机、真人娱乐、体育和彩票投注结算后均计入。\n\n不符合上述规则的申请，平台有权拒绝。',
    },
  },
  {
    code: 'lucky_raffle',
    kind: 'raffle',
    category: 'raffle',
    image: 'lucky-raffle',
    startDays: -3,
    endDays: 30,
    bonusCents: null,
    wageringMultiplier: 1,
    title: { EN: 'Lucky raffle', KM: 'ឆ្នោតសំណាង', CN: '幸运抽奖' },
    summary: {
      EN: 'One free draw per member: win 1.00 up to 88.00, paid to your wallet at once.',
      KM: 'ការចាប់ឆ្នោតឥតគិតថ្លៃមួយដងក្នុងមួយសមាជិក៖ ឈ្នះពី 1.00 ដល់ 88.00 បញ្ចូលកាបូបរបស់អ្នកភ្លាមៗ។',
      CN: '每位会员可免费抽奖一次：赢取 1.00 至 88.00，即时存入钱包。',
    },
    rules: {
      EN: 'Every real member may draw once while the raffle runs. The prize is drawn at random from the table below and paid to your main wallet at once.\n\nPrizes must be wagered once before they can be withdrawn.\n\nThe draw is final; a second draw is refused.',
      KM: 'សមាជិកពិតម្នាក់ៗអាចចាប់ឆ្នោតបានមួយដង ក្នុងរយៈពេលដែលឆ្នោតដំណើរការ។ រង្វាន់ត្រូវបានចាប់ដោយចៃដន្យពីតារាងខាងក្រោម ហើយបញ្ចូលទៅកាបូបមេរបស់អ្នកភ្លាមៗ។\n\nរង្វាន់ត្រូវភ្នាល់មួយដងមុនពេលអាចដកបាន។\n\nការចាប់ឆ្នោតគឺចុងក្រោយ ការចាប់លើកទីពីរនឹងត្រូវបដិសេធ។',
      CN: '活动期间，每位真实会员可抽奖一次。奖品从下表中随机抽取，并即时存入您的主钱包。\n\n奖品须完成 1 倍流水后方可提款。\n\n抽奖结果为最终结果，不可重复抽奖。',
    },
    prizes: [
      [8800n, 5],
      [1800n, 15],
      [500n, 30],
      [100n, 50],
    ],
  },
  {
    code: 'slots_tournament',
    kind: 'event',
    category: 'games',
    image: 'slots-tournament',
    startDays: -2,
    endDays: 12,
    bonusCents: null,
    wageringMultiplier: 0,
    title: { EN: 'Slots tournament', KM: 'ការប្រកួតស្លត', CN: '老虎机锦标赛' },
    summary: {
      EN: 'Join the two-week slots tournament and climb the leaderboard with every spin.',
      KM: 'ចូលរួមការប្រកួតស្លតរយៈពេលពីរសប្តាហ៍ ហើយឡើងតារាងពិន្ទុជាមួយការបង្វិលនីមួយៗ។',
      CN: '参加为期两周的老虎机锦标赛，每次旋转都能提升排名。',
    },
    rules: {
      EN: 'Press Join to enter. Only spins made after you joined count towards the leaderboard.\n\nThe tournament ends on the date shown above. Entry is free and open to every real member.',
      KM: 'ចុច «ចូលរួម» ដើម្បីចូល។ មានតែការបង្វិលដែលធ្វើបន្ទាប់ពីអ្នកចូលរួមប៉ុណ្ណោះ ដែលត្រូវបានរាប់ក្នុងតារាងពិន្ទុ។\n\nការប្រកួតបញ្ចប់នៅកាលបរិច្ឆេទដែលបង្ហាញខាងលើ។ ការចូលរួមគឺឥតគិតថ្លៃ និងបើកសម្រាប់សមាជិកពិតទាំងអស់។',
      CN: '点击“参加”即可报名。只有报名后的旋转才计入排行榜。\n\n锦标赛于上方显示的日期结束。报名免费，所有真实会员均可参加。',
    },
  },
  {
    code: 'lunar_reload',
    kind: 'application',
    category: 'deposit',
    image: 'lunar-reload',
    startDays: 10,
    endDays: 40,
    bonusCents: 8800n,
    wageringMultiplier: 8,
    title: {
      EN: 'Lunar New Year reload 88.00',
      KM: 'ប្រាក់បន្ថែមចូលឆ្នាំចិន 88.00',
      CN: '新春充值奖金 88.00',
    },
    summary: {
      EN: 'Coming soon: an 88.00 bonus for deposits over the Lunar New Year.',
      KM: 'មកដល់ឆាប់ៗ៖ ប្រាក់រង្វាន់ 88.00 សម្រាប់ការដាក់ប្រាក់ក្នុងឱកាសចូលឆ្នាំចិន។',
      CN: '即将推出：新春期间存款可获 88.00 奖金。',
    },
    rules: {
      EN: 'Applications open on the start date shown above. Deposit at least 388.00 during the festival and apply with a screenshot of the payment.\n\nThe bonus must be wagered 8 times.',
      KM: 'ការដាក់ពាក្យបើកនៅកាលបរិច្ឆេទចាប់ផ្តើមដែលបង្ហាញខាងលើ។ ដាក់ប្រាក់យ៉ាងតិច 388.00 ក្នុងអំឡុងពិធីបុណ្យ ហើយដាក់ពាក្យជាមួយរូបថតអេក្រង់នៃការបង់ប្រាក់។\n\nប្រាក់រង្វាន់ត្រូវភ្នាល់ 8 ដង។',
      CN: '申请于上方显示的开始日期开放。节日期间存款至少 388.00，并上传付款截图进行申请。\n\n奖金须完成 8 倍流水。',
    },
  },
  {
    code: 'water_festival',
    kind: 'event',
    category: 'games',
    image: 'water-festival',
    startDays: -40,
    endDays: -5,
    bonusCents: null,
    wageringMultiplier: 0,
    title: { EN: 'Water festival live casino', KM: 'កាស៊ីណូផ្ទាល់បុណ្យអុំទូក', CN: '送水节真人娱乐' },
    summary: {
      EN: 'Our water festival live casino event has ended. Thank you for taking part.',
      KM: 'ព្រឹត្តិការណ៍កាស៊ីណូផ្ទាល់បុណ្យអុំទូករបស់យើងបានបញ្ចប់ហើយ។ សូមអរគុណសម្រាប់ការចូលរួម។',
      CN: '送水节真人娱乐活动已结束，感谢您的参与。',
    },
    rules: {
      EN: 'This event has ended. Results were announced in Platform information.',
      KM: 'ព្រឹត្តិការណ៍នេះបានបញ្ចប់ហើយ។ លទ្ធផលត្រូវបានប្រកាសនៅក្នុង «ព័ត៌មានវេទិកា»។',
      CN: '本活动已结束，结果已在“平台信息”中公布。',
    },
  },
];

/**
 * Adds the seed's promotions the merchant lacks (all of them for a new merchant), inside the
 * seed's transaction.
 */
export const ensurePromotions = async (
  tx: Queryable,
  merchantId: number,
  now: Date,
): Promise<void> => {
  for (const [position, p] of seedPromotions.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO promotions (merchant_id, code, kind, category, title_en, title_km, title_cn,
          summary_en, summary_km, summary_cn, rules_en, rules_km, rules_cn, image, starts_at,
          ends_at, bonus_cents, wagering_multiplier, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
          $17::text::bigint, $18, $19)
       ON CONFLICT (merchant_id, code) DO NOTHING RETURNING id`,
      [
        merchantId,
        p.code,
        p.kind,
        p.category,
        p.title.EN,
        p.title.KM,
        p.title.CN,
        p.summary.EN,
        p.summary.KM,
        p.summary.CN,
        p.rules.EN,
        p.rules.KM,
        p.rules.CN,
        p.image,
        new Date(now.getTime() + p.startDays * dayMs),
        new Date(now.getTime() + p.endDays * dayMs),
        p.bonusCents?.toString() ?? null,
        p.wageringMultiplier,
        position + 1,
      ],
    );
    if (!row) continue;
    for (const [index, [amountCents, weight]] of (p.prizes ?? []).entries()) {
      await tx.query(
        `INSERT INTO promotion_prizes (promotion_id, position, amount_cents, weight)
         VALUES ($1, $2, $3::text::bigint, $4)`,
        [row.id, index + 1, amountCents.toString(), weight],
      );
    }
  }
};
