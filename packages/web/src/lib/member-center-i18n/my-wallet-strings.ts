/** The wallet page's strings (`memberCenter:myWallet.*`), in every language. */
export const myWalletEn = {
  main: 'Main wallet',
  single: 'Your wallet',
  singleNote:
    'This site uses a single wallet: every game plays from this balance, so no transfer between wallets is needed.',
  vendors: 'Game wallets',
  wallet: 'Wallet {{id}}',
  inhouseNote:
    'Our own games (HIS Originals) always play from the main wallet; the game wallets belong to the other game providers.',
  total: 'Total of all wallets: {{amount}}',
  transferTitle: 'Transfer between wallets',
  from: 'From',
  to: 'To',
  amount: 'Amount ({{currency}})',
  all: 'All',
  submit: 'Transfer',
  sending: 'Transferring…',
  recallAll: 'Recall all',
  recalling: 'Recalling…',
  refresh: 'Refresh balances',
  done: {
    transfer: 'Transferred {{amount}}.',
    recall: '{{amount}} recalled to the main wallet.',
  },
  problem: {
    required: 'Please choose a wallet.',
    same: 'Please choose two different wallets.',
    mainOnly: 'One of the two wallets must be the main wallet.',
    amount: 'Enter an amount above zero with at most two decimals.',
    exceeds: 'The wallet does not hold that much.',
  },
};

export type MyWalletStrings = typeof myWalletEn;

export const myWalletKm: MyWalletStrings = {
  main: 'កាបូបមេ',
  single: 'កាបូបរបស់អ្នក',
  singleNote: 'គេហទំព័រនេះប្រើកាបូបតែមួយ៖ ហ្គេមទាំងអស់លេងពីសមតុល្យនេះ ដូច្នេះមិនចាំបាច់ផ្ទេររវាងកាបូបទេ។',
  vendors: 'កាបូបហ្គេម',
  wallet: 'កាបូប {{id}}',
  inhouseNote:
    'ហ្គេមផ្ទាល់ខ្លួនរបស់យើង (HIS Originals) តែងតែលេងពីកាបូបមេ។ កាបូបហ្គេមជារបស់អ្នកផ្គត់ផ្គង់ហ្គេមផ្សេងទៀត។',
  total: 'សរុបនៃកាបូបទាំងអស់៖ {{amount}}',
  transferTitle: 'ផ្ទេររវាងកាបូប',
  from: 'ពី',
  to: 'ទៅ',
  amount: 'ចំនួនទឹកប្រាក់ ({{currency}})',
  all: 'ទាំងអស់',
  submit: 'ផ្ទេរ',
  sending: 'កំពុងផ្ទេរ…',
  recallAll: 'ដកត្រឡប់ទាំងអស់',
  recalling: 'កំពុងដកត្រឡប់…',
  refresh: 'ផ្ទុកសមតុល្យឡើងវិញ',
  done: {
    transfer: 'បានផ្ទេរ {{amount}}។',
    recall: 'បានដកត្រឡប់ {{amount}} ទៅកាបូបមេ។',
  },
  problem: {
    required: 'សូមជ្រើសរើសកាបូប។',
    same: 'សូមជ្រើសរើសកាបូបពីរផ្សេងគ្នា។',
    mainOnly: 'កាបូបមួយក្នុងចំណោមកាបូបទាំងពីរត្រូវតែជាកាបូបមេ។',
    amount: 'សូមបញ្ចូលចំនួនទឹកប្រាក់លើសពីសូន្យ ដែលមានខ្ទង់ទសភាគយ៉ាងច្រើនពីរ។',
    exceeds: 'កាបូបនេះមិនមានប្រាក់ច្រើនដល់ម្ល៉ឹងទេ។',
  },
};

export const myWalletCn: MyWalletStrings = {
  main: '主钱包',
  single: '您的钱包',
  singleNote: '本站使用单一钱包：所有游戏都直接使用此余额，因此无需在钱包之间转账。',
  vendors: '游戏钱包',
  wallet: '钱包 {{id}}',
  inhouseNote: '本站自有游戏（HIS Originals）始终使用主钱包；游戏钱包属于其他游戏供应商。',
  total: '所有钱包合计：{{amount}}',
  transferTitle: '钱包间转账',
  from: '转出',
  to: '转入',
  amount: '金额（{{currency}}）',
  all: '全部',
  submit: '转账',
  sending: '转账中…',
  recallAll: '一键回收',
  recalling: '回收中…',
  refresh: '刷新余额',
  done: {
    transfer: '已转账 {{amount}}。',
    recall: '已将 {{amount}} 回收至主钱包。',
  },
  problem: {
    required: '请选择钱包。',
    same: '请选择两个不同的钱包。',
    mainOnly: '两个钱包中必须有一个是主钱包。',
    amount: '请输入大于零且最多两位小数的金额。',
    exceeds: '该钱包余额不足。',
  },
};
