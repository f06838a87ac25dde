import type { AgentNotice } from '@his/shared/schemas/agent-center';
import type { Queryable } from '../db/db.ts';

/**
 * Announcements to a merchant's agents (migration 019): plain text in each language, shown from
 * their publication on, newest first. The seed publishes the three below.
 */
type NoticeTexts = Pick<AgentNotice, 'title' | 'body'>;

const dayMs = 86_400_000;

/** The seed's notices, with how many days before the seed's time each was published. */
const seedNotices: readonly (NoticeTexts & { daysAgo: number })[] = [
  {
    daysAgo: 15,
    title: {
      EN: 'Commission and salary schedule',
      KM: 'កាលវិភាគកម្រៃជើងសារ និងប្រាក់ខែ',
      CN: '佣金与工资发放时间',
    },
    body: {
      EN: 'Dividends are settled once each contract period (daily, weekly, semi-monthly or monthly) has ended. Daily, hourly and real-time salaries are settled after each day, hour or 5-minute period.\n\nThe platform day runs on UTC+7. Amounts are credited to your main wallet and listed under My income.\n\nOnly settled bets count as valid bets; pending bets are not counted until they are settled.',
      KM: 'ភាគលាភត្រូវបានទូទាត់នៅពេលរយៈពេលនៃកិច្ចសន្យានីមួយៗ (ប្រចាំថ្ងៃ ប្រចាំសប្តាហ៍ ពាក់កណ្តាលខែ ឬប្រចាំខែ) បានបញ្ចប់។ ប្រាក់ខែប្រចាំថ្ងៃ ប្រចាំម៉ោង និងតាមពេលវេលាជាក់ស្តែង ត្រូវបានទូទាត់បន្ទាប់ពីថ្ងៃ ម៉ោង ឬរយៈពេល ៥ នាទីនីមួយៗ។\n\nថ្ងៃរបស់វេទិកាគិតតាមម៉ោង UTC+7។ ចំនួនទឹកប្រាក់ត្រូវបានបញ្ចូលទៅកាបូបមេរបស់អ្នក ហើយបង្ហាញនៅក្នុង «ចំណូលរបស់ខ្ញុំ»។\n\nមានតែការភ្នាល់ដែលបានទូទាត់រួចប៉ុណ្ណោះដែលរាប់ជាការភ្នាល់ត្រឹមត្រូវ។ ការភ្នាល់ដែលកំពុងរង់ចាំមិនត្រូវបានរាប់ទេ រហូតដល់វាត្រូវបានទូទាត់។',
      CN: '分红在每个契约周期（每日、每周、半月或每月）结束后结算；日工资、时工资和实时工资在每天、每小时或每 5 分钟周期结束后结算。\n\n平台日按 UTC+7 计算。金额将存入您的主钱包，并显示在“我的收入”中。\n\n只有已结算的投注才计为有效投注；未结算的投注在结算前不计入。',
    },
  },
  {
    daysAgo: 8,
    title: {
      EN: 'Contracts with your downline agents',
      KM: 'ច្បាប់កិច្ចសន្យាជាមួយភ្នាក់ងារខ្សែក្រោម',
      CN: '下级代理契约规则',
    },
    body: {
      EN: 'You can offer dividend and salary contracts to your direct downline agents only. The rate you offer can never be higher than your own contract of the same kind.\n\nA contract takes effect once the downline accepts it. Either side can ask to end it, and the other side must approve.\n\nIf a new contract would pay less than a contract further down your team, that lower contract ends automatically once you confirm.',
      KM: 'អ្នកអាចផ្តល់កិច្ចសន្យាភាគលាភ និងប្រាក់ខែ តែចំពោះភ្នាក់ងារខ្សែក្រោមផ្ទាល់របស់អ្នកប៉ុណ្ណោះ។ អត្រាដែលអ្នកផ្តល់ មិនអាចលើសពីកិច្ចសន្យាប្រភេទដូចគ្នារបស់អ្នកផ្ទាល់បានទេ។\n\nកិច្ចសន្យាចូលជាធរមាននៅពេលខ្សែក្រោមទទួលយក។ ភាគីណាមួយអាចស្នើបញ្ចប់វា ហើយភាគីម្ខាងទៀតត្រូវយល់ព្រម។\n\nប្រសិនបើកិច្ចសន្យាថ្មីនឹងផ្តល់តិចជាងកិច្ចសន្យានៅខាងក្រោមក្នុងក្រុមរបស់អ្នក កិច្ចសន្យាខាងក្រោមនោះនឹងបញ្ចប់ដោយស្វ័យប្រវត្តិ បន្ទាប់ពីអ្នកបញ្ជាក់។',
      CN: '您只能向直属下级代理提供分红和工资契约，所提供的比例不能高于您本人同类契约的比例。\n\n契约在下级接受后生效。任何一方都可以申请终止，须由另一方同意。\n\n如果新契约的比例低于您团队中更下级的契约，您确认后该下级契约将自动终止。',
    },
  },
  {
    daysAgo: 1,
    title: {
      EN: 'Checklist for a new downline',
      KM: 'បញ្ជីត្រួតពិនិត្យសម្រាប់ខ្សែក្រោមថ្មី',
      CN: '新下级开户清单',
    },
    body: {
      EN: '1. Register the account under Register a downline, as a player or an agent.\n2. Give the username and password to your downline in private; ask them to log in and set a payment password.\n3. If you fund their play, make the first transfer with Transfer to downline.\n4. For an agent downline, offer their contracts from Team management.\n5. Follow their activity in Team overview, Team betting and User loss.',
      KM: '1. ចុះឈ្មោះគណនីនៅក្នុង «ចុះឈ្មោះខ្សែក្រោម» ជាអ្នកលេង ឬភ្នាក់ងារ។\n2. ផ្តល់ឈ្មោះអ្នកប្រើ និងពាក្យសម្ងាត់ទៅខ្សែក្រោមរបស់អ្នកដោយឯកជន ហើយស្នើឱ្យគេចូល និងកំណត់ពាក្យសម្ងាត់ទូទាត់។\n3. ប្រសិនបើអ្នកផ្តល់ទុនសម្រាប់ការលេងរបស់គេ សូមធ្វើការផ្ទេរប្រាក់ដំបូងតាម «ផ្ទេរទៅខ្សែក្រោម»។\n4. សម្រាប់ភ្នាក់ងារខ្សែក្រោម សូមផ្តល់កិច្ចសន្យារបស់គេពី «ការគ្រប់គ្រងក្រុម»។\n5. តាមដានសកម្មភាពរបស់គេនៅក្នុង «ទិដ្ឋភាពទូទៅនៃក្រុម» «ការភ្នាល់ក្រុម» និង «ការខាតបង់អ្នកប្រើ»។',
      CN: '1. 在“注册下级”中注册账户，可选择玩家或代理。\n2. 私下把用户名和密码交给下级，请其登录并设置支付密码。\n3. 如需为其提供资金，请通过“转账给下级”进行首次转账。\n4. 如果下级是代理，请在“团队管理”中为其提供契约。\n5. 在“团队总览”、“团队投注”和“用户盈亏”中关注其活动。',
    },
  },
];

/** Publishes the seed's notices for a new merchant (inside the seed's transaction). */
export const seedAgentNotices = async (
  tx: Queryable,
  merchantId: number,
  now: Date,
): Promise<void> => {
  for (const notice of seedNotices) {
    await tx.query(
      `INSERT INTO agent_notices (merchant_id, title_en, title_km, title_cn, body_en, body_km,
          body_cn, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        merchantId,
        notice.title.EN,
        notice.title.KM,
        notice.title.CN,
        notice.body.EN,
        notice.body.KM,
        notice.body.CN,
        new Date(now.getTime() - notice.daysAgo * dayMs),
      ],
    );
  }
};

/** A merchant seeded before the notices existed gets the seed's ones once. */
export const ensureAgentNotices = async (
  tx: Queryable,
  merchantId: number,
  now: Date,
): Promise<void> => {
  const [row] = await tx.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM agent_notices WHERE merchant_id = $1) AS any',
    [merchantId],
  );
  if (!row?.any) await seedAgentNotices(tx, merchantId, now);
};

interface Row {
  total: number;
  id: number | null;
  titleEn: string;
  titleKm: string;
  titleCn: string;
  bodyEn: string;
  bodyKm: string;
  bodyCn: string;
  publishedAt: Date;
}

/** The notices published by `now`, newest first: one page and the count of all of them. */
export const agentNotices = async (
  q: Queryable,
  query: { merchantId: number; now: Date; page: number; pageSize: number },
): Promise<{ list: AgentNotice[]; page: number; pageSize: number; total: number }> => {
  const rows = await q.query<Row>(
    `WITH published AS (
       SELECT * FROM agent_notices WHERE merchant_id = $1 AND published_at <= $2
     ), page AS (
       SELECT * FROM published ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4
     )
     SELECT (SELECT count(*)::int FROM published) AS total, p.id, p.title_en AS "titleEn",
            p.title_km AS "titleKm", p.title_cn AS "titleCn", p.body_en AS "bodyEn",
            p.body_km AS "bodyKm", p.body_cn AS "bodyCn", p.published_at AS "publishedAt"
       FROM (SELECT 1) one LEFT JOIN page p ON true
      ORDER BY p.published_at DESC, p.id DESC`,
    [query.merchantId, query.now, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const list: AgentNotice[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    list.push({
      id: row.id,
      title: { EN: row.titleEn, KM: row.titleKm, CN: row.titleCn },
      body: { EN: row.bodyEn, KM: row.bodyKm, CN: row.bodyCn },
      publishedAt: row.publishedAt.getTime(),
    });
  }
  return { list, page: query.page, pageSize: query.pageSize, total: rows[0]?.total ?? 0 };
};
