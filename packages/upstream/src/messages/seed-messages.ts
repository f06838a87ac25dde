import type { MessageTexts } from '@his/shared/schemas/messages';
import type { Queryable } from '../db/db.ts';
import { sendMessage } from './messages.ts';

const hourMs = 3_600_000;

/** The seed's messages: to each of `accounts`, or with `accounts` null to every member. */
interface SeedMessage extends MessageTexts {
  accounts: readonly string[] | null;
  hoursAgo: number;
}

const seedMessages: readonly SeedMessage[] = [
  {
    accounts: ['demo_player', 'demo_agent'],
    hoursAgo: 72,
    category: 'account',
    title: {
      EN: 'Welcome to HIS',
      KM: 'សូមស្វាគមន៍មកកាន់ HIS',
      CN: '欢迎来到 HIS',
    },
    body: {
      EN: 'Your account is ready. Open the member center from your name in the header to deposit, withdraw and follow your records.\n\nBefore your first withdrawal, set a payment password and add a bank card under My account.\n\nOur customer service is open 24 hours a day if you need help.',
      KM: 'គណនីរបស់អ្នករួចរាល់ហើយ។ សូមបើកមជ្ឈមណ្ឌលសមាជិកពីឈ្មោះរបស់អ្នកនៅផ្នែកខាងលើ ដើម្បីដាក់ប្រាក់ ដកប្រាក់ និងតាមដានកំណត់ត្រារបស់អ្នក។\n\nមុនពេលដកប្រាក់លើកដំបូង សូមកំណត់ពាក្យសម្ងាត់ទូទាត់ និងបន្ថែមកាតធនាគារនៅក្នុង «គណនីរបស់ខ្ញុំ»។\n\nសេវាអតិថិជនរបស់យើងបើក ២៤ ម៉ោងក្នុងមួយថ្ងៃ ប្រសិនបើអ្នកត្រូវការជំនួយ។',
      CN: '您的账户已就绪。点击页眉中的您的名字即可打开会员中心，进行存款、取款并查看记录。\n\n首次取款前，请在“我的账户”中设置支付密码并添加银行卡。\n\n如需帮助，我们的客服全天 24 小时在线。',
    },
  },
  {
    accounts: ['demo_player', 'demo_agent'],
    hoursAgo: 48,
    category: 'system',
    title: {
      EN: 'Security tip: keep your passwords to yourself',
      KM: 'គន្លឹះសុវត្ថិភាព៖ រក្សាពាក្យសម្ងាត់សម្រាប់តែខ្លួនអ្នក',
      CN: '安全提示：请妥善保管您的密码',
    },
    body: {
      EN: 'We will never ask for your login password, payment password or SMS codes, by phone, chat or email.\n\nUse a payment password that differs from your login password, and change both at once if you think someone else knows them.\n\nAlways log out on a shared device.',
      KM: 'យើងនឹងមិនសួររកពាក្យសម្ងាត់ចូល ពាក្យសម្ងាត់ទូទាត់ ឬលេខកូដ SMS របស់អ្នកឡើយ ទោះតាមទូរស័ព្ទ ការជជែក ឬអ៊ីមែលក៏ដោយ។\n\nសូមប្រើពាក្យសម្ងាត់ទូទាត់ដែលខុសពីពាក្យសម្ងាត់ចូល ហើយប្តូរទាំងពីរភ្លាមៗ ប្រសិនបើអ្នកគិតថាមានអ្នកផ្សេងដឹង។\n\nសូមចាកចេញជានិច្ចនៅលើឧបករណ៍ដែលប្រើរួមគ្នា។',
      CN: '我们绝不会通过电话、聊天或邮件向您索要登录密码、支付密码或短信验证码。\n\n请使用与登录密码不同的支付密码；如怀疑他人知道密码，请立即同时修改两者。\n\n在共用设备上使用后请务必退出登录。',
    },
  },
  {
    accounts: null,
    hoursAgo: 6,
    category: 'promotion',
    title: {
      EN: 'Weekend cashback on slots',
      KM: 'ប្រាក់បង្វិលសងចុងសប្តាហ៍លើហ្គេមស្លុត',
      CN: '周末老虎机返水',
    },
    body: {
      EN: 'This weekend, valid bets on slots earn cashback. Claim it from Cashback in the member center once your bets are settled.\n\nSee Promotions for the rates and the terms.',
      KM: 'នៅចុងសប្តាហ៍នេះ ការភ្នាល់ត្រឹមត្រូវលើហ្គេមស្លុតទទួលបានប្រាក់បង្វិលសង។ សូមទាមទារវាពី «ប្រាក់បង្វិលសង» នៅក្នុងមជ្ឈមណ្ឌលសមាជិក នៅពេលការភ្នាល់របស់អ្នកត្រូវបានទូទាត់។\n\nសូមមើល «ប្រូម៉ូសិន» សម្រាប់អត្រា និងលក្ខខណ្ឌ។',
      CN: '本周末，老虎机的有效投注可获得返水。投注结算后，请在会员中心的“返水”中领取。\n\n返水比例和条款请查看“优惠活动”。',
    },
  },
];

/** Sends the seed's messages (inside the seed's transaction); `ids` maps accounts to members. */
export const seedMemberMessages = async (
  tx: Queryable,
  merchantId: number,
  ids: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> => {
  for (const { accounts, hoursAgo, ...texts } of seedMessages) {
    const sentAt = new Date(now.getTime() - hoursAgo * hourMs);
    const memberIds = accounts === null ? [null] : accounts.map((account) => ids.get(account));
    for (const memberId of memberIds) {
      if (memberId === undefined) continue;
      await sendMessage(tx, { ...texts, merchantId, memberId, sentAt });
    }
  }
};

/** A merchant seeded before the messages existed gets the seed's ones once. */
export const ensureMemberMessages = async (
  tx: Queryable,
  merchantId: number,
  now: Date,
): Promise<void> => {
  const [row] = await tx.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM member_messages WHERE merchant_id = $1) AS any',
    [merchantId],
  );
  if (row?.any) return;
  const members = await tx.query<{ id: number; account: string }>(
    `SELECT id, account FROM members WHERE merchant_id = $1 AND account IN ('demo_player', 'demo_agent')`,
    [merchantId],
  );
  await seedMemberMessages(tx, merchantId, new Map(members.map((m) => [m.account, m.id])), now);
};
