/**
 * The VIP page's strings (i18next namespace `vip`). Like the centers' strings they come with the
 * page's chunk, in all three languages, and are added when it first shows.
 */
export const vipEn = {
  title: 'VIP',
  intro: 'The more you deposit and play, the higher your rank and the better its benefits.',
  loading: 'Loading the VIP ranks…',
  failed: 'The VIP ranks could not be loaded.',
  retry: 'Try again',
  visitor: 'Log in to see your rank and how far you are from the next one.',
  logIn: 'Log in',
  standing: 'Your standing',
  yourRank: 'Your rank',
  deposits: 'Total deposits',
  validBets: 'Total valid bets',
  next: 'To reach {{rank}}',
  depositsProgress: 'Deposits towards {{rank}}',
  validBetsProgress: 'Valid bets towards {{rank}}',
  missing: '{{amount}} to go',
  reached: 'Reached',
  top: 'You hold the highest rank.',
  vipService: 'Your rank gives you the VIP customer service channel.',
  ranks: 'Ranks and benefits',
  current: 'Your rank',
  rule: 'A rank is reached when both your total deposits and your total valid bets reach its thresholds.',
  rank: {
    minDeposits: 'Total deposits',
    minValidBets: 'Total valid bets',
    rebateBoost: 'Cashback boost',
    rebateBoostValue: '+{{percent}} %',
    withdraw: 'Daily withdrawals',
    withdrawValue: 'up to {{amount}}, {{count}} times',
    birthday: 'Birthday bonus',
    service: 'VIP customer service',
    none: 'None',
    yes: 'Yes',
    no: 'No',
  },
};

/** Every language's VIP strings have the English ones' keys. */
export type VipStrings = typeof vipEn;
