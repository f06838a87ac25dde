import { depositEn } from './deposit-strings.ts';
import { myWalletEn } from './my-wallet-strings.ts';
import { recordsEn } from './records-strings.ts';
import { transferEn } from './transfer-strings.ts';
import { profileEn } from './profile-strings.ts';
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
  building: 'This page is being built and opens here soon.',
  later: 'This page arrives in a later release.',
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
  transfer: transferEn,
  profile: profileEn,
};

/** Every language's member center strings have the English ones' keys. */
export type MemberCenterStrings = typeof memberCenterEn;
