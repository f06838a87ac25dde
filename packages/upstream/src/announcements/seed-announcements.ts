import type { Queryable } from '../db/db.ts';
import type { BannerRecord, NoticeRecord } from './announcements.ts';
import { createBanner, createNotice } from './announcements.ts';

/**
 * The seed's announcements and banners (migration 025), in force from before the seed's time:
 * player notices (maintenance, new games, deposit methods, withdrawals, responsible gaming,
 * account safety), two promotion notices, a popup for guests and one for members, three home
 * banners, two for the announcements page and one for the login page.
 */

const dayMs = 86_400_000;

type SeedNotice = Omit<NoticeRecord, 'publishedAt' | 'startsAt' | 'endsAt'> & {
  daysAgo: number;
  /** Days after the seed's time it ends; open-ended without. */
  endsInDays?: number;
};

type SeedBanner = Omit<BannerRecord, 'startsAt' | 'endsAt'> & { daysAgo: number };

const notice = (
  kind: SeedNotice['kind'],
  daysAgo: number,
  title: SeedNotice['title'],
  content: SeedNotice['content'],
  extra: Partial<SeedNotice> = {},
): SeedNotice => ({
  kind,
  daysAgo,
  title,
  content,
  sort: 0,
  execution: null,
  repeat: null,
  ...extra,
});

const seedNotices: readonly SeedNotice[] = [
  notice(
    'player',
    1,
    {
      EN: 'Scheduled maintenance on Tuesday, 02:00–04:00 (UTC+7)',
      KM: 'ការថែទាំតាមកាលវិភាគ ថ្ងៃអង្គារ ម៉ោង ០២:០០–០៤:០០ (UTC+7)',
      CN: '周二 02:00–04:00（UTC+7）例行维护',
    },
    {
      EN: '<p>To keep the site fast and secure, we will carry out routine maintenance on <strong>Tuesday from 02:00 to 04:00 (UTC+7)</strong>.</p><ul><li>Deposits, withdrawals and transfers are paused during the window.</li><li>Bets placed before 02:00 are settled as usual.</li><li>Lottery draws in the window are moved to the next draw.</li></ul><p>Please log out before the window starts. Thank you for your patience.</p>',
      KM: '<p>ដើម្បីរក្សាគេហទំព័រឱ្យលឿន និងមានសុវត្ថិភាព យើងនឹងធ្វើការថែទាំជាប្រចាំនៅ <strong>ថ្ងៃអង្គារ ចាប់ពីម៉ោង ០២:០០ ដល់ ០៤:០០ (UTC+7)</strong>។</p><ul><li>ការដាក់ប្រាក់ ការដកប្រាក់ និងការផ្ទេរប្រាក់ត្រូវបានផ្អាកក្នុងអំឡុងពេលនេះ។</li><li>ការភ្នាល់ដែលបានដាក់មុនម៉ោង ០២:០០ នឹងត្រូវទូទាត់ដូចធម្មតា។</li><li>ការចាប់ឆ្នោតក្នុងអំឡុងពេលនេះត្រូវបានផ្លាស់ទៅការចាប់ឆ្នោតបន្ទាប់។</li></ul><p>សូមចាកចេញមុនពេលការថែទាំចាប់ផ្តើម។ សូមអរគុណចំពោះការអត់ធ្មត់របស់អ្នក។</p>',
      CN: '<p>为保持网站快速与安全，我们将于<strong>周二 02:00 至 04:00（UTC+7）</strong>进行例行维护。</p><ul><li>维护期间暂停存款、取款和转账。</li><li>02:00 前下注的注单照常结算。</li><li>维护期间的彩票开奖顺延至下一期。</li></ul><p>请在维护开始前退出登录。感谢您的耐心等待。</p>',
    },
    { sort: 10, endsInDays: 6 },
  ),
  notice(
    'player',
    3,
    {
      EN: 'New games: twelve slots and a live baccarat room',
      KM: 'ហ្គេមថ្មី៖ ស្លុតដប់ពីរ និងបន្ទប់បាការ៉ាផ្ទាល់មួយ',
      CN: '新游戏上线：十二款老虎机和一个真人百家乐厅',
    },
    {
      EN: '<p>Twelve new slots have joined the lobby this week, among them <strong>Golden Dragon</strong>, <strong>Lucky Tiger</strong> and <strong>Angkor Treasure</strong>.</p><p>A new live baccarat room with Khmer- and Chinese-speaking dealers is open around the clock.</p><p>Find them under Slots and Live, or search by name.</p>',
      KM: '<p>ស្លុតថ្មីចំនួនដប់ពីរបានចូលរួមក្នុងបន្ទប់ហ្គេមនៅសប្តាហ៍នេះ ក្នុងនោះមាន <strong>Golden Dragon</strong>, <strong>Lucky Tiger</strong> និង <strong>Angkor Treasure</strong>។</p><p>បន្ទប់បាការ៉ាផ្ទាល់ថ្មីមួយ ជាមួយអ្នកចែកបៀដែលនិយាយភាសាខ្មែរ និងចិន បើកដំណើរការ ២៤ ម៉ោង។</p><p>ស្វែងរកពួកវានៅក្នុង «ស្លុត» និង «ផ្ទាល់» ឬស្វែងរកតាមឈ្មោះ។</p>',
      CN: '<p>本周大厅新增十二款老虎机，其中包括<strong>金龙</strong>、<strong>幸运虎</strong>和<strong>吴哥宝藏</strong>。</p><p>全新真人百家乐厅全天候开放，提供高棉语和中文荷官。</p><p>请在“老虎机”和“真人”中查找，或按名称搜索。</p>',
    },
    { sort: 5 },
  ),
  notice(
    'player',
    5,
    {
      EN: 'New deposit methods: KHQR and ABA Pay',
      KM: 'វិធីដាក់ប្រាក់ថ្មី៖ KHQR និង ABA Pay',
      CN: '新增存款方式：KHQR 和 ABA Pay',
    },
    {
      EN: '<p>You can now deposit with <strong>KHQR</strong> from any Cambodian banking app, and with <strong>ABA Pay</strong>.</p><ul><li>Minimum deposit: 10.00; maximum: 10,000.00 per order.</li><li>Funds usually arrive within two minutes.</li><li>No fee is charged by us for either method.</li></ul><p>Open Deposit in the member center and choose the method.</p>',
      KM: '<p>ឥឡូវនេះ អ្នកអាចដាក់ប្រាក់ដោយប្រើ <strong>KHQR</strong> ពីកម្មវិធីធនាគារណាមួយនៅកម្ពុជា និងដោយប្រើ <strong>ABA Pay</strong>។</p><ul><li>ការដាក់ប្រាក់អប្បបរមា៖ 10.00 អតិបរមា៖ 10,000.00 ក្នុងមួយការបញ្ជាទិញ។</li><li>ប្រាក់ជាធម្មតាចូលដល់ក្នុងរយៈពេលពីរនាទី។</li><li>យើងមិនគិតថ្លៃសេវាសម្រាប់វិធីទាំងពីរនេះទេ។</li></ul><p>សូមបើក «ដាក់ប្រាក់» ក្នុងមជ្ឈមណ្ឌលសមាជិក ហើយជ្រើសរើសវិធី។</p>',
      CN: '<p>现在您可以通过任意柬埔寨银行应用使用 <strong>KHQR</strong> 存款，也可以使用 <strong>ABA Pay</strong>。</p><ul><li>单笔最低存款 10.00，最高 10,000.00。</li><li>资金通常在两分钟内到账。</li><li>两种方式我们均不收取手续费。</li></ul><p>请在会员中心打开“存款”并选择方式。</p>',
    },
  ),
  notice(
    'player',
    8,
    {
      EN: 'Withdrawals are processed around the clock',
      KM: 'ការដកប្រាក់ត្រូវបានដំណើរការ ២៤ ម៉ោង',
      CN: '取款全天候处理',
    },
    {
      EN: '<p>Withdrawal requests are now reviewed 24 hours a day, 7 days a week. Most are paid within 15 minutes.</p><p>Before your first withdrawal, set a payment password and add a bank card under My account.</p>',
      KM: '<p>សំណើដកប្រាក់ឥឡូវនេះត្រូវបានពិនិត្យ ២៤ ម៉ោងក្នុងមួយថ្ងៃ ៧ ថ្ងៃក្នុងមួយសប្តាហ៍។ ភាគច្រើនត្រូវបានទូទាត់ក្នុងរយៈពេល ១៥ នាទី។</p><p>មុនពេលដកប្រាក់លើកដំបូង សូមកំណត់ពាក្យសម្ងាត់ទូទាត់ និងបន្ថែមកាតធនាគារនៅក្នុង «គណនីរបស់ខ្ញុំ»។</p>',
      CN: '<p>取款申请现已每周 7 天、每天 24 小时审核，大多数在 15 分钟内到账。</p><p>首次取款前，请在“我的账户”中设置支付密码并添加银行卡。</p>',
    },
  ),
  notice(
    'player',
    12,
    {
      EN: 'Play responsibly: limits and breaks',
      KM: 'លេងដោយទទួលខុសត្រូវ៖ ដែនកំណត់ និងការសម្រាក',
      CN: '理性娱乐：限额与暂停',
    },
    {
      EN: '<p>Gaming should stay fun. Set yourself a budget before you play and never chase losses.</p><ul><li>Take regular breaks and keep track of the time you spend.</li><li>Never play with money you need for rent, food or bills.</li><li>If you want a break of a few days or longer, our customer service can pause your account.</li></ul><p>Players must be 18 or older.</p>',
      KM: '<p>ការលេងហ្គេមគួរតែនៅតែសប្បាយ។ សូមកំណត់ថវិកាមុនពេលលេង ហើយកុំដេញតាមការខាតបង់។</p><ul><li>សម្រាកជាប្រចាំ ហើយតាមដានពេលវេលាដែលអ្នកចំណាយ។</li><li>កុំលេងដោយប្រើប្រាក់ដែលអ្នកត្រូវការសម្រាប់ថ្លៃផ្ទះ អាហារ ឬវិក្កយបត្រ។</li><li>ប្រសិនបើអ្នកចង់សម្រាកពីរបីថ្ងៃ ឬយូរជាងនេះ សេវាអតិថិជនរបស់យើងអាចផ្អាកគណនីរបស់អ្នកបាន។</li></ul><p>អ្នកលេងត្រូវមានអាយុចាប់ពី ១៨ ឆ្នាំឡើងទៅ។</p>',
      CN: '<p>游戏应当保持乐趣。请在游戏前设定预算，切勿追回损失。</p><ul><li>定时休息，留意您花费的时间。</li><li>切勿使用房租、饮食或账单所需的资金进行游戏。</li><li>如需暂停数天或更长时间，我们的客服可以为您冻结账户。</li></ul><p>玩家须年满 18 岁。</p>',
    },
  ),
  notice(
    'player',
    20,
    {
      EN: 'Beware of messages asking for your password',
      KM: 'សូមប្រយ័ត្នចំពោះសារដែលសុំពាក្យសម្ងាត់របស់អ្នក',
      CN: '谨防索要密码的信息',
    },
    {
      EN: '<p>Our staff will never ask for your login password, payment password or SMS codes. Messages that do are not from us.</p><p>Only use the addresses shown on this site, and report suspicious messages to customer service.</p>',
      KM: '<p>បុគ្គលិករបស់យើងនឹងមិនសួររកពាក្យសម្ងាត់ចូល ពាក្យសម្ងាត់ទូទាត់ ឬលេខកូដ SMS របស់អ្នកឡើយ។ សារដែលសួររកវាមិនមែនមកពីយើងទេ។</p><p>សូមប្រើតែអាសយដ្ឋានដែលបង្ហាញនៅលើគេហទំព័រនេះ ហើយរាយការណ៍សារដែលគួរឱ្យសង្ស័យទៅសេវាអតិថិជន។</p>',
      CN: '<p>我们的工作人员绝不会索要您的登录密码、支付密码或短信验证码。索要这些信息的消息并非来自我们。</p><p>请仅使用本站显示的网址，并向客服举报可疑信息。</p>',
    },
  ),
  notice(
    'promotion',
    2,
    {
      EN: 'Weekend cashback on slots up to 1.2%',
      KM: 'ប្រាក់បង្វិលសងចុងសប្តាហ៍លើស្លុតរហូតដល់ 1.2%',
      CN: '周末老虎机返水最高 1.2%',
    },
    {
      EN: '<p>Every weekend, valid bets on slots earn cashback of up to <strong>1.2%</strong>, depending on your VIP rank.</p><p>Claim it from Cashback in the member center once your bets are settled.</p>',
      KM: '<p>រៀងរាល់ចុងសប្តាហ៍ ការភ្នាល់ត្រឹមត្រូវលើស្លុតទទួលបានប្រាក់បង្វិលសងរហូតដល់ <strong>1.2%</strong> អាស្រ័យលើកម្រិត VIP របស់អ្នក។</p><p>សូមទាមទារវាពី «ប្រាក់បង្វិលសង» ក្នុងមជ្ឈមណ្ឌលសមាជិក នៅពេលការភ្នាល់របស់អ្នកត្រូវបានទូទាត់។</p>',
      CN: '<p>每个周末，老虎机有效投注可获得最高 <strong>1.2%</strong> 的返水，具体取决于您的 VIP 等级。</p><p>注单结算后，请在会员中心的“返水”中领取。</p>',
    },
  ),
  notice(
    'promotion',
    6,
    {
      EN: 'Welcome bonus of 18.00 on your first deposit',
      KM: 'ប្រាក់រង្វាន់ស្វាគមន៍ 18.00 លើការដាក់ប្រាក់ដំបូង',
      CN: '首存即享 18.00 欢迎奖金',
    },
    {
      EN: '<p>New members who deposit 50.00 or more receive a welcome bonus of <strong>18.00</strong>. Apply from Promotions after your first deposit.</p>',
      KM: '<p>សមាជិកថ្មីដែលដាក់ប្រាក់ចាប់ពី 50.00 ឡើងទៅ ទទួលបានប្រាក់រង្វាន់ស្វាគមន៍ <strong>18.00</strong>។ សូមដាក់ពាក្យពី «ប្រូម៉ូសិន» បន្ទាប់ពីការដាក់ប្រាក់ដំបូងរបស់អ្នក។</p>',
      CN: '<p>新会员存款 50.00 或以上即可获得 <strong>18.00</strong> 欢迎奖金。首次存款后请在“优惠活动”中申请。</p>',
    },
  ),
  notice(
    'popup',
    1,
    {
      EN: 'Welcome to HIS',
      KM: 'សូមស្វាគមន៍មកកាន់ HIS',
      CN: '欢迎来到 HIS',
    },
    {
      EN: '<p>Slots, live casino, sports and lottery in one place, in English, Khmer and Chinese.</p><p>Register in a minute and claim a <strong>welcome bonus of 18.00</strong> on your first deposit.</p>',
      KM: '<p>ស្លុត កាស៊ីណូផ្ទាល់ កីឡា និងឆ្នោត នៅកន្លែងតែមួយ ជាភាសាអង់គ្លេស ខ្មែរ និងចិន។</p><p>ចុះឈ្មោះក្នុងរយៈពេលមួយនាទី ហើយទទួលបាន <strong>ប្រាក់រង្វាន់ស្វាគមន៍ 18.00</strong> លើការដាក់ប្រាក់ដំបូងរបស់អ្នក។</p>',
      CN: '<p>老虎机、真人娱乐场、体育和彩票，一站畅玩，支持英语、高棉语和中文。</p><p>一分钟完成注册，首次存款即可领取 <strong>18.00 欢迎奖金</strong>。</p>',
    },
    { execution: 'B', repeat: 'day' },
  ),
  notice(
    'popup',
    1,
    {
      EN: 'Maintenance on Tuesday, 02:00–04:00',
      KM: 'ការថែទាំនៅថ្ងៃអង្គារ ម៉ោង ០២:០០–០៤:០០',
      CN: '周二 02:00–04:00 系统维护',
    },
    {
      EN: '<p>Deposits, withdrawals and transfers pause on <strong>Tuesday from 02:00 to 04:00 (UTC+7)</strong> for routine maintenance. Games already started finish as usual.</p>',
      KM: '<p>ការដាក់ប្រាក់ ការដកប្រាក់ និងការផ្ទេរប្រាក់ត្រូវបានផ្អាកនៅ <strong>ថ្ងៃអង្គារ ចាប់ពីម៉ោង ០២:០០ ដល់ ០៤:០០ (UTC+7)</strong> សម្រាប់ការថែទាំជាប្រចាំ។ ហ្គេមដែលបានចាប់ផ្តើមរួចនឹងបញ្ចប់ដូចធម្មតា។</p>',
      CN: '<p>因例行维护，存款、取款和转账将于<strong>周二 02:00 至 04:00（UTC+7）</strong>暂停。已开始的游戏照常结束。</p>',
    },
    { execution: 'A', repeat: 'session', endsInDays: 6 },
  ),
];

const seedBanners: readonly SeedBanner[] = [
  {
    daysAgo: 10,
    groupName: 'w_home',
    theme: 'gold',
    sort: 30,
    title: {
      EN: 'Welcome bonus 18.00',
      KM: 'ប្រាក់រង្វាន់ស្វាគមន៍ 18.00',
      CN: '欢迎奖金 18.00',
    },
    caption: {
      EN: 'Deposit 50.00 or more and claim it from Promotions',
      KM: 'ដាក់ប្រាក់ចាប់ពី 50.00 ហើយទាមទារវាពីប្រូម៉ូសិន',
      CN: '存款 50.00 或以上，在优惠活动中领取',
    },
    linkageType: 'internal',
    url: '/promotions',
  },
  {
    daysAgo: 3,
    groupName: 'w_home',
    theme: 'violet',
    sort: 20,
    title: {
      EN: 'Twelve new slots this week',
      KM: 'ស្លុតថ្មីដប់ពីរនៅសប្តាហ៍នេះ',
      CN: '本周新增十二款老虎机',
    },
    caption: {
      EN: 'Golden Dragon, Lucky Tiger, Angkor Treasure and more',
      KM: 'Golden Dragon, Lucky Tiger, Angkor Treasure និងច្រើនទៀត',
      CN: '金龙、幸运虎、吴哥宝藏等',
    },
    linkageType: 'internal',
    url: '/noticePage',
  },
  {
    daysAgo: 5,
    groupName: 'w_home',
    theme: 'ocean',
    sort: 10,
    title: {
      EN: 'Deposit with KHQR and ABA Pay',
      KM: 'ដាក់ប្រាក់ជាមួយ KHQR និង ABA Pay',
      CN: '支持 KHQR 和 ABA Pay 存款',
    },
    caption: {
      EN: 'Funds usually arrive within two minutes, no fee',
      KM: 'ប្រាក់ជាធម្មតាចូលក្នុងរយៈពេលពីរនាទី ដោយគ្មានថ្លៃសេវា',
      CN: '通常两分钟内到账，免手续费',
    },
    linkageType: 'internal',
    url: '/vip',
  },
  {
    daysAgo: 1,
    groupName: 'w_announcement',
    theme: 'ruby',
    sort: 20,
    title: {
      EN: 'Weekend cashback up to 1.2%',
      KM: 'ប្រាក់បង្វិលសងចុងសប្តាហ៍រហូតដល់ 1.2%',
      CN: '周末返水最高 1.2%',
    },
    caption: {
      EN: 'On every valid bet on slots, by VIP rank',
      KM: 'លើរាល់ការភ្នាល់ត្រឹមត្រូវលើស្លុត តាមកម្រិត VIP',
      CN: '老虎机每笔有效投注，按 VIP 等级返水',
    },
    linkageType: 'internal',
    url: '/promotions',
  },
  {
    daysAgo: 12,
    groupName: 'w_announcement',
    theme: 'jade',
    sort: 10,
    title: {
      EN: 'Play responsibly',
      KM: 'លេងដោយទទួលខុសត្រូវ',
      CN: '理性娱乐',
    },
    caption: {
      EN: 'Set a budget, take breaks, never chase losses',
      KM: 'កំណត់ថវិកា សម្រាក ហើយកុំដេញតាមការខាតបង់',
      CN: '设定预算，适时休息，切勿追损',
    },
    linkageType: 'none',
    url: '',
  },
  {
    daysAgo: 12,
    groupName: 'w_login',
    theme: 'jade',
    sort: 10,
    title: {
      EN: 'Your account, kept safe',
      KM: 'គណនីរបស់អ្នក ត្រូវបានការពារ',
      CN: '您的账户，安全守护',
    },
    caption: {
      EN: 'We never ask for your password or SMS codes',
      KM: 'យើងមិនដែលសួររកពាក្យសម្ងាត់ ឬលេខកូដ SMS របស់អ្នកទេ',
      CN: '我们绝不索要您的密码或短信验证码',
    },
    linkageType: 'none',
    url: '',
  },
];

/** Writes the seed's announcements and banners (inside the seed's transaction). */
export const seedAnnouncements = async (
  tx: Queryable,
  merchantId: number,
  now: Date,
): Promise<void> => {
  for (const { daysAgo, endsInDays, ...rest } of seedNotices) {
    const startsAt = new Date(now.getTime() - daysAgo * dayMs);
    await createNotice(tx, merchantId, {
      ...rest,
      publishedAt: startsAt,
      startsAt,
      endsAt: endsInDays === undefined ? null : new Date(now.getTime() + endsInDays * dayMs),
    });
  }
  for (const { daysAgo, ...rest } of seedBanners) {
    await createBanner(tx, merchantId, {
      ...rest,
      startsAt: new Date(now.getTime() - daysAgo * dayMs),
      endsAt: null,
    });
  }
};

/** A merchant seeded before the announcements existed gets the seed's ones once. */
export const ensureAnnouncements = async (
  tx: Queryable,
  merchantId: number,
  now: Date,
): Promise<void> => {
  const [row] = await tx.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM announcements WHERE merchant_id = $1)
         OR EXISTS (SELECT 1 FROM banners WHERE merchant_id = $1) AS any`,
    [merchantId],
  );
  if (row?.any) return;
  await seedAnnouncements(tx, merchantId, now);
};
