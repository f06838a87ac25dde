import type { Queryable } from '../db/db.ts';
import type { HelpItemRecord, SiteResourceRecord } from './help-center.ts';
import { createHelpItem, createSiteResource, positionStep } from './help-center.ts';

/**
 * The seed's help items (`GET /wps/system/helpCenter`, SPEC §2, §3): the footer's About links,
 * the registration's user agreement and the contact page Contact Us falls back to, in the
 * site's three languages. Content is HTML, as the platform sends it; the site sanitises
 * whatever it gets before showing it. Operators change them through the QA controls.
 */
const seedHelpItems: Omit<HelpItemRecord, 'position'>[] = [
  {
    tag: 'about-company',
    title: {
      EN: 'About Company',
      KM: 'អំពីក្រុមហ៊ុន',
      CN: '关于公司',
    },
    content: {
      EN: '<p>HIS runs an online gaming site for players in Cambodia and across South-East Asia: lottery, live casino, sports, esports, slots, fishing, card games, cockfight and bingo from licensed game providers, in Khmer, English and Chinese.</p><p>We hold every player’s balance in a separate ledger, pay out winnings without delay and keep our customer service open every day of the year.</p>',
      KM: '<p>HIS ដំណើរការគេហទំព័រហ្គេមអនឡាញសម្រាប់អ្នកលេងនៅកម្ពុជា និងអាស៊ីអាគ្នេយ៍៖ ឆ្នោត កាស៊ីណូផ្ទាល់ កីឡា អ៊ីស្ប៉ត ស្លត បាញ់ត្រី ល្បែងបៀ ជល់មាន់ និងប៊ីងហ្គោ ពីអ្នកផ្គត់ផ្គង់ហ្គេមដែលមានអាជ្ញាប័ណ្ណ ជាភាសាខ្មែរ អង់គ្លេស និងចិន។</p><p>យើងរក្សាសមតុល្យរបស់អ្នកលេងម្នាក់ៗក្នុងបញ្ជីដាច់ដោយឡែក បង់ប្រាក់ឈ្នះដោយមិនពន្យារ និងបើកសេវាបម្រើអតិថិជនរៀងរាល់ថ្ងៃ។</p>',
      CN: '<p>HIS 为柬埔寨及东南亚玩家提供在线游戏网站：彩票、真人娱乐场、体育、电竞、老虎机、捕鱼、棋牌、斗鸡和宾果，游戏均来自持牌游戏供应商，支持高棉语、英语和中文。</p><p>我们将每位玩家的余额记入独立账本，及时派发奖金，客服全年每天在线。</p>',
    },
  },
  {
    tag: 'contact-us',
    title: {
      EN: 'Contact Us',
      KM: 'ទំនាក់ទំនងយើង',
      CN: '联系我们',
    },
    content: {
      EN: '<p>Our customer service team answers every day, 24 hours a day.</p><ul><li>Email: <a href="mailto:support@his.example">support@his.example</a> (answer within 24 hours)</li><li>Telephone: +855 23 900 100 (08:00–22:00, Phnom Penh time)</li><li>Live chat: the Contact Us button on every page, when the service is online</li></ul><p>Please give your username, never your password: our staff will never ask for it.</p>',
      KM: '<p>ក្រុមសេវាបម្រើអតិថិជនរបស់យើងឆ្លើយតបរៀងរាល់ថ្ងៃ ២៤ ម៉ោង។</p><ul><li>អ៊ីមែល៖ <a href="mailto:support@his.example">support@his.example</a> (ឆ្លើយតបក្នុងរយៈពេល ២៤ ម៉ោង)</li><li>ទូរសព្ទ៖ +855 23 900 100 (ម៉ោង ០៨:០០–២២:០០ ម៉ោងភ្នំពេញ)</li><li>ជជែកផ្ទាល់៖ ប៊ូតុង «ទំនាក់ទំនងយើង» នៅលើគ្រប់ទំព័រ ពេលសេវាកម្មបើក</li></ul><p>សូមផ្តល់ឈ្មោះអ្នកប្រើរបស់អ្នក កុំផ្តល់ពាក្យសម្ងាត់៖ បុគ្គលិករបស់យើងមិនដែលសុំវាទេ។</p>',
      CN: '<p>我们的客服团队每天 24 小时为您服务。</p><ul><li>电子邮件：<a href="mailto:support@his.example">support@his.example</a>（24 小时内回复）</li><li>电话：+855 23 900 100（金边时间 08:00–22:00）</li><li>在线客服：服务在线时，每个页面上的“联系我们”按钮</li></ul><p>请提供您的用户名，切勿提供密码：我们的工作人员绝不会向您索取密码。</p>',
    },
  },
  {
    tag: 'terms',
    title: {
      EN: 'General Terms and Conditions',
      KM: 'លក្ខខណ្ឌទូទៅ',
      CN: '一般条款和条件',
    },
    content: {
      EN: '<p>By opening an account you accept these terms. You must be at least 18 years old (21 where the law of your country says so) and play only where online gaming is legal for you.</p><ul><li>One account per person; the details you give must be true and your own.</li><li>Bets are final once accepted; a game that fails is settled by the provider’s record.</li><li>We may ask for proof of identity before a withdrawal and may close accounts used for fraud, money laundering or abuse of promotions.</li><li>Promotions carry their own rules, shown on each promotion.</li></ul><p>We may change these terms; the version shown here is the one in force.</p>',
      KM: '<p>ពេលបើកគណនី អ្នកយល់ព្រមតាមលក្ខខណ្ឌទាំងនេះ។ អ្នកត្រូវមានអាយុយ៉ាងតិច ១៨ ឆ្នាំ (២១ ឆ្នាំ ប្រសិនបើច្បាប់ប្រទេសរបស់អ្នកតម្រូវ) ហើយលេងតែនៅកន្លែងដែលហ្គេមអនឡាញស្របច្បាប់សម្រាប់អ្នក។</p><ul><li>គណនីមួយសម្រាប់មនុស្សម្នាក់ ព័ត៌មានដែលអ្នកផ្តល់ត្រូវតែពិត និងជារបស់អ្នក។</li><li>ការភ្នាល់ដែលបានទទួលយកគឺចុងក្រោយ ហ្គេមដែលមានបញ្ហាត្រូវទូទាត់តាមកំណត់ត្រារបស់អ្នកផ្គត់ផ្គង់។</li><li>យើងអាចសុំភស្តុតាងអត្តសញ្ញាណមុនការដកប្រាក់ ហើយអាចបិទគណនីដែលប្រើសម្រាប់ការក្លែងបន្លំ ការលាងលុយ ឬការបំពានលើប្រូម៉ូសិន។</li><li>ប្រូម៉ូសិននីមួយៗមានច្បាប់ផ្ទាល់ខ្លួន ដែលបង្ហាញនៅលើប្រូម៉ូសិននោះ។</li></ul><p>យើងអាចកែប្រែលក្ខខណ្ឌទាំងនេះ កំណែដែលបង្ហាញនៅទីនេះគឺជាកំណែដែលកំពុងអនុវត្ត។</p>',
      CN: '<p>开设账户即表示您接受本条款。您必须年满 18 岁（如您所在国家法律规定则须年满 21 岁），并且只能在在线游戏对您合法的地区进行游戏。</p><ul><li>每人限开一个账户；您提供的资料必须真实且属于您本人。</li><li>投注一经接受即为最终投注；游戏故障时以游戏供应商的记录结算。</li><li>提款前我们可能要求身份证明，并可关闭用于欺诈、洗钱或滥用优惠的账户。</li><li>各项优惠活动另有规则，见各活动页面。</li></ul><p>我们可能修改本条款；此处显示的版本为现行版本。</p>',
    },
  },
  {
    tag: 'user-agreement',
    title: {
      EN: 'User Agreement',
      KM: 'កិច្ចព្រមព្រៀងអ្នកប្រើ',
      CN: '用户协议',
    },
    content: {
      EN: '<p>When you register you confirm that:</p><ul><li>you are at least 18 years old and legally allowed to play;</li><li>the account is for your own use and you keep your password secret;</li><li>you accept the General Terms and Conditions, the Privacy Policy and the Responsible Gaming rules of this site;</li><li>you will use deposits only for play and not for transfers between third parties.</li></ul><p>You may close your account at any time by contacting customer service.</p>',
      KM: '<p>ពេលចុះឈ្មោះ អ្នកបញ្ជាក់ថា៖</p><ul><li>អ្នកមានអាយុយ៉ាងតិច ១៨ ឆ្នាំ ហើយត្រូវបានអនុញ្ញាតតាមច្បាប់ឱ្យលេង</li><li>គណនីនេះសម្រាប់ប្រើផ្ទាល់ខ្លួន ហើយអ្នករក្សាពាក្យសម្ងាត់ជាការសម្ងាត់</li><li>អ្នកទទួលយកលក្ខខណ្ឌទូទៅ គោលការណ៍ឯកជនភាព និងច្បាប់ល្បែងប្រកបដោយការទទួលខុសត្រូវរបស់គេហទំព័រនេះ</li><li>អ្នកប្រើប្រាក់បញ្ញើសម្រាប់តែការលេង មិនមែនសម្រាប់ផ្ទេររវាងភាគីទីបីទេ</li></ul><p>អ្នកអាចបិទគណនីរបស់អ្នកនៅពេលណាក៏បាន ដោយទាក់ទងសេវាបម្រើអតិថិជន។</p>',
      CN: '<p>注册时，您确认：</p><ul><li>您已年满 18 岁，并依法可以参与游戏；</li><li>账户仅供您本人使用，您会妥善保管密码；</li><li>您接受本站的一般条款和条件、隐私政策及负责任博彩规则；</li><li>您的存款仅用于游戏，不用于第三方之间的转账。</li></ul><p>您可随时联系客服关闭账户。</p>',
    },
  },
  {
    tag: 'responsible-gaming',
    title: {
      EN: 'Responsible Gaming',
      KM: 'ល្បែងប្រកបដោយការទទួលខុសត្រូវ',
      CN: '负责任博彩',
    },
    content: {
      EN: '<p>Gaming should stay entertainment. Play only with money you can afford to lose and never chase losses.</p><ul><li>Set yourself a budget and a time limit before you play.</li><li>Take breaks; do not play when tired, upset or under the influence of alcohol.</li><li>Customer service can limit your deposits or close your account for a period you choose.</li></ul><p>Players under 18 may not open an account. If gaming is causing you harm, ask for help from a local support service or from our customer service.</p>',
      KM: '<p>ហ្គេមគួរតែជាការកម្សាន្ត។ លេងតែជាមួយប្រាក់ដែលអ្នកអាចខាតបាន ហើយកុំដេញតាមការខាត។</p><ul><li>កំណត់ថវិកា និងពេលវេលាមុនពេលលេង។</li><li>សម្រាកខ្លះ កុំលេងពេលហត់ ខឹង ឬស្រវឹង។</li><li>សេវាបម្រើអតិថិជនអាចកំណត់ប្រាក់បញ្ញើរបស់អ្នក ឬបិទគណនីរបស់អ្នកក្នុងរយៈពេលដែលអ្នកជ្រើសរើស។</li></ul><p>អ្នកដែលមានអាយុក្រោម ១៨ ឆ្នាំ មិនអាចបើកគណនីបានទេ។ ប្រសិនបើហ្គេមកំពុងធ្វើឱ្យអ្នកប៉ះពាល់ សូមស្វែងរកជំនួយពីសេវាគាំទ្រក្នុងតំបន់ ឬពីសេវាបម្រើអតិថិជនរបស់យើង។</p>',
      CN: '<p>游戏应当只是娱乐。只用您输得起的钱来玩，切勿追逐损失。</p><ul><li>游戏前为自己设定预算和时间限制。</li><li>适当休息；疲倦、情绪低落或饮酒后请勿游戏。</li><li>客服可以为您限制存款，或在您选择的期限内关闭账户。</li></ul><p>未满 18 岁者不得开设账户。如果游戏正在伤害您，请向当地援助机构或我们的客服寻求帮助。</p>',
    },
  },
  {
    tag: 'privacy-policy',
    title: {
      EN: 'Privacy Policy',
      KM: 'គោលការណ៍ឯកជនភាព',
      CN: '隐私政策',
    },
    content: {
      EN: '<p>We collect only what running your account needs: your username, contact details, transactions and the address you play from.</p><ul><li>Passwords are stored as one-way hashes; nobody at HIS can read them.</li><li>We never sell your data. We share it only with payment and game providers for your play, and with authorities where the law requires.</li><li>You may ask customer service for a copy of your data or for its correction.</li></ul>',
      KM: '<p>យើងប្រមូលតែអ្វីដែលចាំបាច់សម្រាប់ដំណើរការគណនីរបស់អ្នក៖ ឈ្មោះអ្នកប្រើ ព័ត៌មានទំនាក់ទំនង ប្រតិបត្តិការ និងអាសយដ្ឋានដែលអ្នកលេង។</p><ul><li>ពាក្យសម្ងាត់ត្រូវបានរក្សាទុកជាហាសមួយទិស គ្មាននរណានៅ HIS អាចអានវាបានទេ។</li><li>យើងមិនលក់ទិន្នន័យរបស់អ្នកទេ។ យើងចែករំលែកវាតែជាមួយអ្នកផ្គត់ផ្គង់ការទូទាត់ និងហ្គេមសម្រាប់ការលេងរបស់អ្នក និងជាមួយអាជ្ញាធរនៅពេលច្បាប់តម្រូវ។</li><li>អ្នកអាចសុំច្បាប់ចម្លងទិន្នន័យរបស់អ្នក ឬការកែតម្រូវវាពីសេវាបម្រើអតិថិជន។</li></ul>',
      CN: '<p>我们只收集运营您的账户所需的信息：用户名、联系方式、交易记录以及您游戏时的网络地址。</p><ul><li>密码以单向哈希形式保存，HIS 的任何人都无法读取。</li><li>我们绝不出售您的数据，仅为您的游戏与支付及游戏供应商共享，并在法律要求时提供给有关部门。</li><li>您可以向客服索取您的数据副本或要求更正。</li></ul>',
    },
  },
  {
    tag: 'affiliates',
    title: {
      EN: 'Affiliates',
      KM: 'ដៃគូសហការ',
      CN: '联盟计划',
    },
    content: {
      EN: '<p>Agents bring players to HIS and earn from their team’s play: daily or hourly salary, real-time salary and dividends under a contract agreed with their upline.</p><p>To become an agent, apply on the agent join page or contact customer service.</p>',
      KM: '<p>ភ្នាក់ងារនាំអ្នកលេងមក HIS ហើយទទួលបានចំណូលពីការលេងរបស់ក្រុម៖ ប្រាក់ខែប្រចាំថ្ងៃ ឬប្រចាំម៉ោង ប្រាក់ខែភ្លាមៗ និងភាគលាភ តាមកិច្ចសន្យាជាមួយថ្នាក់លើរបស់ពួកគេ។</p><p>ដើម្បីក្លាយជាភ្នាក់ងារ សូមដាក់ពាក្យនៅទំព័រចូលរួមជាភ្នាក់ងារ ឬទាក់ទងសេវាបម្រើអតិថិជន។</p>',
      CN: '<p>代理为 HIS 带来玩家，并从团队的游戏中获得收入：按照与上级约定的契约领取日工资或时薪、实时工资及分红。</p><p>如需成为代理，请在代理加盟页面申请或联系客服。</p>',
    },
  },
  {
    tag: 'refund-policy',
    title: {
      EN: 'Refund Policy',
      KM: 'គោលការណ៍សងប្រាក់វិញ',
      CN: '退款政策',
    },
    content: {
      EN: '<p>Deposits credited to your balance are not refunded once played. A deposit that did not reach your balance is returned to its source after our check, usually within 3 working days.</p><p>Bets settled by a game provider are final; a void bet is returned to your balance. Contact customer service with your transaction details for any question.</p>',
      KM: '<p>ប្រាក់បញ្ញើដែលបានបញ្ចូលក្នុងសមតុល្យ មិនត្រូវបានសងវិញទេ បន្ទាប់ពីបានលេង។ ប្រាក់បញ្ញើដែលមិនបានចូលដល់សមតុល្យរបស់អ្នក នឹងត្រូវបង្វិលទៅប្រភពវិញបន្ទាប់ពីការត្រួតពិនិត្យ ជាធម្មតាក្នុងរយៈពេល ៣ ថ្ងៃធ្វើការ។</p><p>ការភ្នាល់ដែលបានទូទាត់ដោយអ្នកផ្គត់ផ្គង់ហ្គេមគឺចុងក្រោយ ការភ្នាល់ដែលត្រូវបានលុបចោលនឹងបង្វិលទៅសមតុល្យរបស់អ្នកវិញ។ សូមទាក់ទងសេវាបម្រើអតិថិជនជាមួយព័ត៌មានប្រតិបត្តិការសម្រាប់សំណួរណាមួយ។</p>',
      CN: '<p>已入账并用于游戏的存款不予退还。未能入账的存款经核查后退回原支付渠道，通常在 3 个工作日内完成。</p><p>游戏供应商已结算的投注为最终结果；作废的投注将退回您的余额。如有任何疑问，请携带交易信息联系客服。</p>',
    },
  },
];

const about = (resourceType: string, labelEn: string, labelCn: string, tag: string) => ({
  resourceType,
  labelEn,
  labelCn,
  url: `/helpmc#${tag}`,
});

/**
 * The site resources of the permission call: the footer's "about" list (SPEC §2; every entry
 * opens its help item) and the house's messenger channels the customer-service side bar links.
 */
const seedResources: Omit<SiteResourceRecord, 'position'>[] = [
  about('ABOUT_COMPANY', 'About Company', '关于公司', 'about-company'),
  about('CONTACT_US', 'Contact Us', '联系我们', 'contact-us'),
  about('TERMS', 'General Terms and Conditions', '一般条款和条件', 'terms'),
  about('RESPONSIBLE_GAMING', 'Responsible Gaming', '负责任博彩', 'responsible-gaming'),
  about('PRIVACY_POLICY', 'Privacy Policy', '隐私政策', 'privacy-policy'),
  about('AFFILIATES', 'Affiliates', '联盟计划', 'affiliates'),
  about('REFUND_POLICY', 'Refund Policy', '退款政策', 'refund-policy'),
  {
    resourceType: 'TELEGRAM',
    labelEn: 'Telegram',
    labelCn: 'Telegram',
    url: 'https://t.me/his_support',
  },
  {
    resourceType: 'WHATSAPP',
    labelEn: 'WhatsApp',
    labelCn: 'WhatsApp',
    url: 'https://wa.me/85523900100',
  },
];

/** Writes the seed's help items and site resources, in their order (inside the seed's transaction). */
export const seedHelpCenter = async (tx: Queryable, merchantId: number): Promise<void> => {
  for (const [position, item] of seedHelpItems.entries()) {
    await createHelpItem(tx, merchantId, { ...item, position: (position + 1) * positionStep });
  }
  for (const [position, resource] of seedResources.entries()) {
    await createSiteResource(tx, merchantId, {
      ...resource,
      position: (position + 1) * positionStep,
    });
  }
};

/** A merchant seeded before the help center was data gets the seed's items and resources once. */
export const ensureHelpCenter = async (tx: Queryable, merchantId: number): Promise<void> => {
  const [row] = await tx.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM help_items WHERE merchant_id = $1)
         OR EXISTS (SELECT 1 FROM site_resources WHERE merchant_id = $1) AS any`,
    [merchantId],
  );
  if (row?.any) return;
  await seedHelpCenter(tx, merchantId);
};
