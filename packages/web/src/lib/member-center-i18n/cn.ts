import { depositCn } from './deposit-strings.ts';
import { myWalletCn } from './my-wallet-strings.ts';
import { messagesCn } from './messages-strings.ts';
import { missionsCn } from './missions-strings.ts';
import { recordsCn } from './records-strings.ts';
import { transferCn } from './transfer-strings.ts';
import { profileCn } from './profile-strings.ts';
import { cashbackCn } from './cashback-strings.ts';
import { referralCn } from './referral-strings.ts';
import type { MemberCenterStrings } from './en.ts';
import { walletCn } from './wallet-cn.ts';

export const memberCenterCn: MemberCenterStrings = {
  title: '会员中心',
  menu: '会员中心页面',
  back: '全部页面',
  wallet: walletCn,
  pages: {
    securityCenter: '我的账户',
    transferFund: '我的钱包',
    depositv2: '存款',
    withdraw: '取款',
    transferUpline: '转账给上级',
    personalHistoryCopy: '投注记录',
    manualRebate: '返水',
    transactionHistory: '账户记录',
    personalProfit: '个人亏损',
    bonusDetails: '红利详情',
    rewardCenter: '奖励中心',
    referral: '邀请好友',
    missionLeaderboard: '任务活动',
    messageV2: '平台信息',
  },
  deposit: depositCn,
  myWallet: myWalletCn,
  records: recordsCn,
  messages: messagesCn,
  missions: missionsCn,
  transfer: transferCn,
  profile: profileCn,
  referral: referralCn,
  cashback: cashbackCn,
};
