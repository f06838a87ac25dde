/** The transfer to upline page's strings (`memberCenter:transfer.*`), in every language. */
export const transferEn = {
  upline: 'Your upline',
  available: 'Available balance',
  amount: 'Amount ({{currency}})',
  password: 'Payment password (6 digits)',
  remark: 'Remark (optional)',
  submit: 'Transfer',
  sending: 'Transferring…',
  done: '{{amount}} was transferred to {{upline}}. Your balance is now {{balance}}.',
  // SPEC §8 transfer_upline_msg: why a member cannot transfer to an upline.
  notAllowed: {
    noUpline:
      'Transfer to upline is only for members who joined under an agent. Your account has no upline.',
    trial: 'A trial account cannot transfer money. Please register a real account.',
  },
  noPassword: 'A transfer needs your payment password, and you have none yet.',
  setPassword: 'Set it in My account',
  validation: {
    amount: 'Enter an amount above zero with at most two decimals.',
    tooMuch: 'The amount is more than your available balance.',
    sixDigits: 'Enter your six-digit payment password.',
  },
  attemptsLeft: '{{count}} attempts left.',
  lockedUntil: 'Try again after {{time}}.',
};

export type TransferStrings = typeof transferEn;

export const transferKm: TransferStrings = {
  upline: 'ខ្សែលើរបស់អ្នក',
  available: 'សមតុល្យដែលអាចប្រើបាន',
  amount: 'ចំនួនទឹកប្រាក់ ({{currency}})',
  password: 'ពាក្យសម្ងាត់ទូទាត់ (៦ ខ្ទង់)',
  remark: 'កំណត់សម្គាល់ (ស្រេចចិត្ត)',
  submit: 'ផ្ទេរ',
  sending: 'កំពុងផ្ទេរ…',
  done: 'បានផ្ទេរ {{amount}} ទៅ {{upline}}។ សមតុល្យរបស់អ្នកឥឡូវនេះគឺ {{balance}}។',
  notAllowed: {
    noUpline: 'ការផ្ទេរទៅខ្សែលើគឺសម្រាប់តែសមាជិកដែលបានចូលរួមក្រោមភ្នាក់ងារប៉ុណ្ណោះ។ គណនីរបស់អ្នកមិនមានខ្សែលើទេ។',
    trial: 'គណនីសាកល្បងមិនអាចផ្ទេរប្រាក់បានទេ។ សូមចុះឈ្មោះគណនីពិត។',
  },
  noPassword: 'ការផ្ទេរត្រូវការពាក្យសម្ងាត់ទូទាត់របស់អ្នក ហើយអ្នកមិនទាន់មាននៅឡើយទេ។',
  setPassword: 'កំណត់វានៅក្នុងគណនីរបស់ខ្ញុំ',
  validation: {
    amount: 'សូមបញ្ចូលចំនួនទឹកប្រាក់ធំជាងសូន្យ ដែលមានទសភាគយ៉ាងច្រើនពីរខ្ទង់។',
    tooMuch: 'ចំនួនទឹកប្រាក់លើសសមតុល្យដែលអាចប្រើបានរបស់អ្នក។',
    sixDigits: 'សូមបញ្ចូលពាក្យសម្ងាត់ទូទាត់ ៦ ខ្ទង់របស់អ្នក។',
  },
  attemptsLeft: 'នៅសល់ {{count}} ដង។',
  lockedUntil: 'សូមព្យាយាមម្តងទៀតបន្ទាប់ពី {{time}}។',
};

export const transferCn: TransferStrings = {
  upline: '您的上级',
  available: '可用余额',
  amount: '金额（{{currency}}）',
  password: '支付密码（6 位数字）',
  remark: '备注（可选）',
  submit: '转账',
  sending: '转账中…',
  done: '已向 {{upline}} 转账 {{amount}}。您当前的余额为 {{balance}}。',
  notAllowed: {
    noUpline: '转账给上级仅限通过代理加入的会员。您的账户没有上级。',
    trial: '试玩账户不能转账。请注册真实账户。',
  },
  noPassword: '转账需要支付密码，您还没有设置。',
  setPassword: '在我的账户中设置',
  validation: {
    amount: '请输入大于零且最多两位小数的金额。',
    tooMuch: '金额超过了您的可用余额。',
    sixDigits: '请输入 6 位数字的支付密码。',
  },
  attemptsLeft: '还剩 {{count}} 次机会。',
  lockedUntil: '请在 {{time}} 之后再试。',
};
