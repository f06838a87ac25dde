export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the browser reaches each call of `calls.ts` (path, method, body encoding, answer shape,
 * CSRF need), without the call's zod schemas: the web's first load calls the platform through
 * this table and fetches the schemas (`calls.ts`) alongside the first answer, so zod stays out
 * of the home page's initial JS. `call-routes.test.ts` fails when it and `calls` differ.
 */
export interface CallRoute {
  /** Path on the platform, identical on the bff. */
  path: string;
  method: HttpMethod;
  bodyType: 'none' | 'json' | 'form';
  /** `wps`: `{success,value,message,errorCode}`; `raw`: lottery gateway JSON; `text`: plain text. */
  answer: 'wps' | 'raw' | 'text';
  /**
   * A GET that changes something (issues a game ticket, mints a captcha): the web sends the
   * CSRF header with it and the bff checks it like a POST, so a cross-site page cannot make it.
   */
  sideEffects: boolean;
}

export const callRoutes = {
  systemStatus: {
    path: '/wps/system/status',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  whitelabel: {
    path: '/wps/system/whitelabel',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  registerSettings: {
    path: '/wps/system/setting/register',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  countryList: {
    path: '/wps/system/country',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  helpCenter: {
    path: '/wps/system/helpCenter',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  captcha: {
    path: '/wps/captcha',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: true,
  },
  rsaKey: {
    path: '/wps/session/key/rsa',
    method: 'GET',
    bodyType: 'none',
    answer: 'text',
    sideEffects: false,
  },
  login: {
    path: '/wps/session/login',
    method: 'POST',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  freePlay: {
    path: '/wps/session/login/freeplay',
    method: 'POST',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  logout: {
    path: '/wps/session/logout',
    method: 'DELETE',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  memberInfo: {
    path: '/wps/member/info',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  bettingRecord: {
    path: '/wps/relay/ODS2_BetHistory',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  transactionHistory: {
    path: '/wps/relay/ODS2_MemberTransaction',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  transactionTypes: {
    path: '/wps/relay/GLS2_TxCodeList',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  personalProfit: {
    path: '/wps/relay/ODSFE2_MemPNL',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  bonusDetails: {
    path: '/wps/relay/ODSFE2_MemBonusDet',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  balance: {
    path: '/wps/v2/wallets/balance',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  merchantWallet: {
    path: '/wps/relay/GCS_merchantWallet',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  hasWithdrawalPassword: {
    path: '/wps/member/hasWithdrawalPassword',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  setPaymentPassword: {
    path: '/wps/member/paymentPassword',
    method: 'PUT',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  changePaymentPassword: {
    path: '/wps/member/paymentPassword',
    method: 'POST',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  bankCards: {
    path: '/wps/relay/MCS2_bankCards',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  withdrawBanks: {
    path: '/wps/relay/MCS2_withdrawBanks',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  addBankCard: {
    path: '/wps/member/bankCard',
    method: 'PUT',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  removeBankCard: {
    path: '/wps/member/bankCard',
    method: 'DELETE',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  withdrawSettings: {
    path: '/wps/relay/MCSFE_getWithdrawSettings',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  withdraw: {
    path: '/wps/transaction/withdraw',
    method: 'POST',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  withdrawReport: {
    path: '/wps/relay/MCS2_WithdrawTransactionReport',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  paymentConfirmationList: {
    path: '/wps/relay/MCSFE_getPaymentConfirmationList',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  processC2CTransaction: {
    path: '/wps/relay/MCSFE_processC2CTransaction',
    method: 'POST',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  depositSettings: {
    path: '/wps/relay/MCSFE_getDepositSettings',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  depositCreate: {
    path: '/wps/relay/MCS2_depositPaymentGateway',
    method: 'POST',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  depositReport: {
    path: '/wps/relay/MCS2_depositTransactioNReport',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },

  register: {
    path: '/wps/member/register',
    method: 'PUT',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  registerMobile: {
    path: '/wps/member/register/mobile',
    method: 'PUT',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  affiliateCheck: {
    path: '/wps/agent/affiliate',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  smsNoLogin: {
    path: '/wps/verification/sms/noLogin',
    method: 'POST',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  smsRegister: {
    path: '/wps/verification/sms/register',
    method: 'POST',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  changePassword: {
    path: '/wps/member/password',
    method: 'POST',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  resetPasswordBySms: {
    path: '/wps/member/password/verification',
    method: 'POST',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  resetPasswordByEmail: {
    path: '/wps/member/password/email',
    method: 'POST',
    bodyType: 'form',
    answer: 'wps',
    sideEffects: false,
  },
  gameVendors: {
    path: '/wps/relay/GCSGAME_newGameVendor',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  vendorGameTypes: {
    path: '/wps/relay/GCSGAME_getVassGameType',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  gameList: {
    path: '/wps/relay/GCSGAME_gameList',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  hotGames: {
    path: '/wps/relay/GCSGAME_hotGamesV2',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  winnerBoard: {
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  rankList: {
    path: '/wps/relay/GCSGAME_getRankList',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  jackpots: {
    path: '/wps/relay/VIS_getJackpot',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  favouriteIds: {
    path: '/wps/relay/MCSFE_getFavoriteGames',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  favouriteList: {
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  addFavourite: {
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    method: 'POST',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  removeFavourite: {
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    method: 'DELETE',
    bodyType: 'json',
    answer: 'wps',
    sideEffects: false,
  },
  recentGames: {
    path: '/wps/relay/GCS_recentGame',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  pvpRooms: {
    path: '/wps/relay/GLS2_roomList',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: false,
  },
  launchGame: {
    path: '/wps/game/launchGame',
    method: 'GET',
    bodyType: 'none',
    answer: 'wps',
    sideEffects: true,
  },
  lotteryMenus: {
    path: '/lgw/games/game_menus',
    method: 'GET',
    bodyType: 'none',
    answer: 'raw',
    sideEffects: false,
  },
  vnLotteryMenu: {
    path: '/lgw/vn/games/game_menu',
    method: 'GET',
    bodyType: 'none',
    answer: 'raw',
    sideEffects: false,
  },
  recentLotteryMenu: {
    path: '/lgw/vn/games/game_menu/recent',
    method: 'GET',
    bodyType: 'none',
    answer: 'raw',
    sideEffects: false,
  },
  popularLotteries: {
    path: '/lgw/games/popular',
    method: 'GET',
    bodyType: 'none',
    answer: 'raw',
    sideEffects: false,
  },
  openedNumbers: {
    path: '/lgw/vn/numeros/opened/game',
    method: 'GET',
    bodyType: 'none',
    answer: 'raw',
    sideEffects: false,
  },
  memberLotteryBets: {
    path: '/lotto/lgw/games/opened/numero',
    method: 'GET',
    bodyType: 'none',
    answer: 'raw',
    sideEffects: false,
  },
} as const satisfies Record<string, CallRoute>;

/** Every state-changing call from the browser carries this header (CSRF defence, DESIGN §4.6). */
export const csrfHeader = { name: 'x-csrf', value: '1' } as const;

export const bffPaths = {
  session: '/bff/session',
  /** A fresh proof-of-work verification challenge (ALTCHA), issued and later checked by the bff. */
  challenge: '/bff/challenge',
  health: '/bff/health',
  ready: '/bff/ready',
} as const;
