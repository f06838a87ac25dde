import { depositEn } from './deposit-strings.ts';
import { myWalletEn } from './my-wallet-strings.ts';
import { messagesEn } from './messages-strings.ts';
import { missionsEn } from './missions-strings.ts';
import { recordsEn } from './records-strings.ts';
import { transferEn } from './transfer-strings.ts';
import { profileEn } from './profile-strings.ts';
import { cashbackEn } from './cashback-strings.ts';
import { referralEn } from './referral-strings.ts';
import { walletEn } from './wallet-en.ts';

/**
 * The member center's strings (i18next namespace `memberCenter`). They are not in the site's
 * catalogue because English is part of every page's first load and the center is not: its
 * chunk brings them (all three languages) and adds them when it first shows.
 */
export const memberCenterEn = {
  title: 'Member center',
  menu: 'Member center pages',
  back: 'All pages',
  wallet: walletEn,
  pages: {
    securityCenter: 'My account',
    transferFund: 'My wallet',
    depositv2: 'Deposit',
    withdraw: 'Withdraw',
    transferUpline: 'Transfer to upline',
    personalHistoryCopy: 'Betting record',
    manualRebate: 'Cashback',
    transactionHistory: 'Account record',
    personalProfit: 'Personal loss',
    bonusDetails: 'Bonus details',
    rewardCenter: 'Reward center',
    referral: 'Invite friends',
    missionLeaderboard: 'Mission activity',
    messageV2: 'Platform information',
  },
  deposit: depositEn,
  myWallet: myWalletEn,
  records: recordsEn,
  messages: messagesEn,
  missions: missionsEn,
  transfer: transferEn,
  profile: profileEn,
  referral: referralEn,
  cashback: cashbackEn,
};

/** Every language's member center strings have the English ones' keys. */
export type MemberCenterStrings = typeof memberCenterEn;
