import { depositKm } from './deposit-strings.ts';
import { myWalletKm } from './my-wallet-strings.ts';
import { messagesKm } from './messages-strings.ts';
import { missionsKm } from './missions-strings.ts';
import { recordsKm } from './records-strings.ts';
import { transferKm } from './transfer-strings.ts';
import { profileKm } from './profile-strings.ts';
import { cashbackKm } from './cashback-strings.ts';
import { referralKm } from './referral-strings.ts';
import type { MemberCenterStrings } from './en.ts';
import { walletKm } from './wallet-km.ts';

export const memberCenterKm: MemberCenterStrings = {
  title: 'មជ្ឈមណ្ឌលសមាជិក',
  menu: 'ទំព័រមជ្ឈមណ្ឌលសមាជិក',
  back: 'ទំព័រទាំងអស់',
  wallet: walletKm,
  pages: {
    securityCenter: 'គណនីរបស់ខ្ញុំ',
    transferFund: 'កាបូបរបស់ខ្ញុំ',
    depositv2: 'ដាក់ប្រាក់',
    withdraw: 'ដកប្រាក់',
    transferUpline: 'ផ្ទេរទៅខ្សែលើ',
    personalHistoryCopy: 'កំណត់ត្រាភ្នាល់',
    manualRebate: 'ប្រាក់បង្វិលសង',
    transactionHistory: 'កំណត់ត្រាគណនី',
    personalProfit: 'ការខាតបង់ផ្ទាល់ខ្លួន',
    bonusDetails: 'ព័ត៌មានលម្អិតប្រាក់រង្វាន់',
    rewardCenter: 'មជ្ឈមណ្ឌលរង្វាន់',
    referral: 'អញ្ជើញមិត្តភក្តិ',
    missionLeaderboard: 'សកម្មភាពបេសកកម្ម',
    messageV2: 'ព័ត៌មានវេទិកា',
  },
  deposit: depositKm,
  myWallet: myWalletKm,
  records: recordsKm,
  messages: messagesKm,
  missions: missionsKm,
  transfer: transferKm,
  profile: profileKm,
  referral: referralKm,
  cashback: cashbackKm,
};
