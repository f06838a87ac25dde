/** The wallet page's strings (`memberCenter:myWallet.*`), in every language. */
export const myWalletEn = {
  main: 'Main wallet',
  single: 'Your wallet',
  singleNote:
    'This site uses a single wallet: every game plays from this balance, so no transfer between wallets is needed.',
  vendors: 'Game wallets',
  noVendors: 'No game wallet holds money.',
  wallet: 'Wallet {{id}}',
  transfersLater: 'Transfers between wallets are not available yet.',
  total: 'Total of all wallets: {{amount}}',
};

export type MyWalletStrings = typeof myWalletEn;

export const myWalletKm: MyWalletStrings = {
  main: 'កាបូបមេ',
  single: 'កាបូបរបស់អ្នក',
  singleNote: 'គេហទំព័រនេះប្រើកាបូបតែមួយ៖ ហ្គេមទាំងអស់លេងពីសមតុល្យនេះ ដូច្នេះមិនចាំបាច់ផ្ទេររវាងកាបូបទេ។',
  vendors: 'កាបូបហ្គេម',
  noVendors: 'គ្មានកាបូបហ្គេមណាមានប្រាក់ទេ។',
  wallet: 'កាបូប {{id}}',
  transfersLater: 'ការផ្ទេររវាងកាបូបមិនទាន់មាននៅឡើយទេ។',
  total: 'សរុបនៃកាបូបទាំងអស់៖ {{amount}}',
};

export const myWalletCn: MyWalletStrings = {
  main: '主钱包',
  single: '您的钱包',
  singleNote: '本站使用单一钱包：所有游戏都直接使用此余额，因此无需在钱包之间转账。',
  vendors: '游戏钱包',
  noVendors: '没有游戏钱包持有资金。',
  wallet: '钱包 {{id}}',
  transfersLater: '钱包之间的转账暂未开放。',
  total: '所有钱包合计：{{amount}}',
};
