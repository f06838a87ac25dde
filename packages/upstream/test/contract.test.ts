import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { CallName } from '@his/shared/calls';
import { calls } from '@his/shared/calls';
import { envelopeSchema } from '@his/shared/envelope';
import type { TestUpstream } from './helpers/upstream.ts';
import {
  encryptedLogin,
  encryptedSend,
  get,
  loginToken,
  send,
  startTestUpstream,
} from './helpers/upstream.ts';
import { newPlayer, registerWith, resetByEmail, sendSms, smsCode } from './helpers/accounts.ts';
import { inhouseNodeId } from './helpers/players.ts';
import { bindWithCode, sendBindSms } from './helpers/profile.ts';
import {
  agentAuth,
  contractInForce,
  contracts,
  flatTerms,
  offer,
  offeredId,
  respond,
  terminate,
} from './helpers/contracts.ts';
import { readyTransferrer, transferUpline, uplineInfo } from './helpers/transfers.ts';
import { claimRebate, convertPoints, grantPoints, redeemReward } from './helpers/points.ts';
import { agentGet, registerDownline, transferDownline } from './helpers/agent-center.ts';
import { claimLoginMission } from './helpers/missions.ts';
import { recallAll, setWalletMode, walletTransfer } from './helpers/wallets.ts';
import {
  applyFor,
  approvedBonus,
  claimRaffle,
  claimReward,
  joinEvent,
  promotionId,
  schedulePromotionsAt,
} from './helpers/promotions.ts';
import { deleteOne, qaSend, readAll, readOne } from './helpers/messages.ts';
import type { Withdrawer } from './helpers/withdrawals.ts';
import {
  answerReceipt,
  encryptedCall,
  newKey,
  paymentPassword,
  qaPost,
  readyWithdrawer,
  tinyPng,
  withdraw,
} from './helpers/withdrawals.ts';

let up: TestUpstream;
let token: string;

beforeAll(async () => {
  up = await startTestUpstream();
  token = await loginToken(up.app, 'demo_player', 'Demo1234');
});
afterAll(() => up.close());

const auth = () => ({ Authorization: token });

// The withdrawal calls act for demo_agent, so demo_player's balance stays the seeded one.
let agent: Promise<Withdrawer> | null = null;
const withdrawer = () => (agent ??= readyWithdrawer(up.app, 'demo_agent'));
const releasedWithdrawal = async () => {
  const who = await withdrawer();
  const asked = (await withdraw(up.app, who, '20')).json<{ value: { id: number } }>();
  await qaPost(up.app, '/qa/withdrawals/release', { id: asked.value.id });
  return { who, id: asked.value.id };
};

// The profile writes act for demo_down1, so demo_player's profile stays the seeded one.
let down: Promise<{ Authorization: string }> | null = null;
const downAuth = () =>
  (down ??= loginToken(up.app, 'demo_down1', 'Demo1234').then((own) => ({ Authorization: own })));

/** One successful request per registry call. */
const requests: Record<CallName, () => Promise<LightMyRequestResponse>> = {
  systemStatus: () => get(up.app, '/wps/system/status?url=localhost'),
  whitelabel: () => get(up.app, '/wps/system/whitelabel'),
  registerSettings: () => get(up.app, '/wps/system/setting/register'),
  countryList: () => get(up.app, '/wps/system/country'),
  domainRoute: () => get(up.app, '/wps/system/domainRoute?domain=localhost'),
  helpCenter: () => get(up.app, '/wps/system/helpCenter?device=WEB', { language: 'KM' }),
  captcha: () => get(up.app, `/wps/captcha?t=${Date.now()}`),
  rsaKey: () => get(up.app, '/wps/session/key/rsa?t=1'),
  login: () =>
    encryptedLogin(up.app, { username: 'demo_agent', password: 'Demo1234', type: 'username' }),
  freePlay: () =>
    send(up.app, 'POST', '/wps/session/login/freeplay', { os: 'linux', platform: 'W' }),
  logout: async () => {
    const own = await loginToken(up.app, 'demo_down1', 'Demo1234');
    return send(up.app, 'DELETE', '/wps/session/logout', undefined, { Authorization: own });
  },
  memberInfo: () => get(up.app, '/wps/member/info', auth()),
  bettingRecord: () =>
    get(
      up.app,
      '/wps/relay/ODS2_BetHistory?from=2026-01-01&to=2026-01-31&page=1&pageSize=20',
      auth(),
    ),
  transactionHistory: () =>
    get(
      up.app,
      '/wps/relay/ODS2_MemberTransaction?from=2026-01-01&to=2026-01-31&type=ADJUSTMENT',
      auth(),
    ),
  transactionTypes: () => get(up.app, '/wps/relay/GLS2_TxCodeList', auth()),
  personalProfit: () =>
    get(up.app, '/wps/relay/ODSFE2_MemPNL?from=2026-01-01&to=2026-01-31', auth()),
  bonusDetails: () =>
    get(up.app, '/wps/relay/ODSFE2_MemBonusDet?from=2026-01-01&to=2026-01-31', auth()),
  balance: () => get(up.app, '/wps/v2/wallets/balance?typeId=0', auth()),
  merchantWallet: () => get(up.app, '/wps/relay/GCS_merchantWallet', auth()),
  hasWithdrawalPassword: () => get(up.app, '/wps/member/hasWithdrawalPassword', auth()),
  setPaymentPassword: async () => {
    const own = await loginToken(up.app, 'demo_down2', 'Demo1234');
    return encryptedCall(
      up.app,
      'PUT',
      '/wps/member/paymentPassword',
      { password: '246810', confirmPassword: '246810' },
      { Authorization: own },
    );
  },
  changePaymentPassword: async () =>
    encryptedCall(
      up.app,
      'POST',
      '/wps/member/paymentPassword',
      {
        oldPassword: paymentPassword,
        newPassword: paymentPassword,
        confirmNewPassword: paymentPassword,
      },
      (await withdrawer()).auth,
    ),
  bankCards: async () => get(up.app, '/wps/relay/MCS2_bankCards', (await withdrawer()).auth),
  withdrawBanks: () => get(up.app, '/wps/relay/MCS2_withdrawBanks', auth()),
  addBankCard: async () =>
    encryptedCall(
      up.app,
      'PUT',
      '/wps/member/bankCard',
      {
        bankCode: 'WING',
        accountName: 'Demo Agent',
        accountNumber: '99887766',
        password: paymentPassword,
      },
      { ...(await withdrawer()).auth, 'Idempotency-Key': newKey() },
    ),
  removeBankCard: async () => {
    const who = await readyWithdrawer(up.app, 'demo_agent', '5544332211');
    const cards = (await get(up.app, '/wps/relay/MCS2_bankCards', who.auth)).json<{
      value: { id: number }[];
    }>();
    const last = cards.value.at(-1)?.id ?? 0;
    return encryptedCall(
      up.app,
      'DELETE',
      '/wps/member/bankCard',
      { bankCardId: last, password: paymentPassword },
      { ...who.auth, 'Idempotency-Key': newKey() },
    );
  },
  withdrawSettings: async () =>
    get(up.app, '/wps/relay/MCSFE_getWithdrawSettings', (await withdrawer()).auth),
  withdraw: async () => withdraw(up.app, await withdrawer(), '25.50'),
  withdrawReport: async () =>
    get(
      up.app,
      '/wps/relay/MCS2_WithdrawTransactionReport?page=1&pageSize=5',
      (await withdrawer()).auth,
    ),
  paymentConfirmationList: async () => {
    const { who } = await releasedWithdrawal();
    return get(up.app, '/wps/relay/MCSFE_getPaymentConfirmationList', who.auth);
  },
  processC2CTransaction: async () => {
    const { who, id } = await releasedWithdrawal();
    return answerReceipt(up.app, who, { withdrawalId: id, received: true });
  },
  register: () => registerWith(up.app, { ...newPlayer('contract01'), affiliateCode: 'AGENT01' }),
  registerMobile: async () => {
    const verificationCode = await smsCode(up.app, 'register', '0961234567');
    return registerWith(
      up.app,
      {
        mobileNum: '0961234567',
        countryDialingCode: '+855',
        verificationCode,
        password: 'Secret123',
        confirmPassword: 'Secret123',
      },
      { mode: 'mobile' },
    );
  },
  affiliateCheck: () => get(up.app, '/wps/agent/affiliate?code=AGENT01&domain=localhost'),
  smsNoLogin: () => sendSms(up.app, 'noLogin', '012345678'),
  smsRegister: () => sendSms(up.app, 'register', '0961111111'),
  changePassword: async () => {
    const own = await loginToken(up.app, 'demo_down2', 'Demo1234');
    return encryptedSend(
      up.app,
      'POST',
      '/wps/member/password',
      { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' },
      { Authorization: own },
    );
  },
  resetPasswordBySms: async () => {
    const verificationCode = await smsCode(up.app, 'noLogin', '0987654321');
    return encryptedSend(up.app, 'POST', '/wps/member/password/verification', {
      newPassword: 'Agent5678',
      mobileNum: '0987654321',
      verificationCode,
    });
  },
  resetPasswordByEmail: () => resetByEmail(up.app, 'demo_player', 'demo_player@example.com'),
  gameVendors: () => get(up.app, '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop'),
  vendorGameTypes: () => get(up.app, '/wps/relay/GCSGAME_getVassGameType?typeId=1'),
  gameList: () => get(up.app, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=21'),
  hotGames: () => get(up.app, '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2'),
  jackpots: () => get(up.app, '/wps/relay/VIS_getJackpot?limitNum=50'),
  favouriteIds: () => get(up.app, '/wps/relay/MCSFE_getFavoriteGames', auth()),
  favouriteList: () => get(up.app, '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1', auth()),
  addFavourite: () =>
    send(up.app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: '118001' }, auth()),
  removeFavourite: () =>
    send(up.app, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { nodeId: '118001' }, auth()),
  recentGames: () => get(up.app, '/wps/relay/GCS_recentGame?page=1&pageSize=18', auth()),
  pvpRooms: () => get(up.app, '/wps/relay/GLS2_roomList', auth()),
  lotteryMenus: () => get(up.app, '/lgw/games/game_menus'),
  vnLotteryMenu: () => get(up.app, '/lgw/vn/games/game_menu?device=WEB'),
  popularLotteries: () => get(up.app, '/lgw/games/popular?count=20'),
  winnerBoard: () => get(up.app, '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&limitNum=20'),
  rankList: () => get(up.app, '/wps/relay/GCSGAME_getRankList?gameCategory=RNG&limitNum=20'),
  launchGame: async () =>
    get(
      up.app,
      `/wps/game/launchGame?launchMode=GLS&nodeId=${await inhouseNodeId(up.db, 'slot')}`,
      auth(),
    ),
  recentLotteryMenu: () => get(up.app, '/lgw/vn/games/game_menu/recent', auth()),
  openedNumbers: () => get(up.app, '/lgw/vn/numeros/opened/game?count=100'),
  memberLotteryBets: () => get(up.app, '/lotto/lgw/games/opened/numero', auth()),
  depositSettings: () => get(up.app, '/wps/relay/MCSFE_getDepositSettings', auth()),
  depositCreate: () =>
    send(
      up.app,
      'POST',
      '/wps/relay/MCS2_depositPaymentGateway',
      { channelId: 'QR_KHQR', amount: '25.50' },
      { ...auth(), 'Idempotency-Key': 'contract-deposit-0001' },
    ),
  depositReport: () =>
    get(up.app, '/wps/relay/MCS2_depositTransactioNReport?pageNo=1&pageSize=10', auth()),
  changeNickname: async () =>
    send(up.app, 'PUT', '/wps/member/info/nickname', { nickname: 'Lucky Star' }, await downAuth()),
  playerAvatar: () => get(up.app, '/wps/relay/MCSFE_getPlayerAvatar', auth()),
  memberIcon: () => get(up.app, '/wps/member/info/icon', auth()),
  setAvatar: async () =>
    send(
      up.app,
      'PUT',
      '/wps/member/info/icon',
      { avatarType: 'CUSTOM', image: tinyPng },
      await downAuth(),
    ),
  securityConfig: () => get(up.app, '/wps/member/securityConfig', auth()),
  bindEmail: async () =>
    send(up.app, 'PUT', '/wps/member/info/email', { email: 'down1@example.com' }, await downAuth()),
  smsBind: async () => sendBindSms(up.app, await downAuth(), '0961230001'),
  bindMobile: async () => bindWithCode(up.app, await downAuth(), '0961230002'),
  transferUplineInfo: async () => uplineInfo(up.app, await readyTransferrer(up.app, 'demo_down3')),
  transferUpline: async () =>
    transferUpline(up.app, await readyTransferrer(up.app, 'demo_down3'), '12.34', {
      remark: 'contract',
    }),
  // The points mall and cashback: demo_down3 with granted points; demo_team1a has seeded rounds.
  pointBalance: () => get(up.app, '/wps/relay/MCS2_getPointBalance', auth()),
  pointConfig: () => get(up.app, '/wps/relay/MCS2_getPointConfig', auth()),
  pointRewards: () => get(up.app, '/wps/relay/MCS2_getPointReward', auth()),
  redeemPointList: () => get(up.app, '/wps/relay/MCS2_getRedeemPointList?page=1', auth()),
  redeemPointReward: async () => {
    const own = await readyTransferrer(up.app, 'demo_down3');
    await grantPoints(up.app, 'demo_down3', 30);
    return redeemReward(up.app, own, 2);
  },
  convertPoint: async () => {
    const own = await readyTransferrer(up.app, 'demo_down3');
    await grantPoints(up.app, 'demo_down3', 5);
    return convertPoints(up.app, own, '5');
  },
  rebateDue: () => get(up.app, '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', auth()),
  rebateClaim: async () =>
    claimRebate(up.app, { Authorization: await loginToken(up.app, 'demo_team1a', 'Demo1234') }),
  rebateHistory: () => get(up.app, '/wps/relay/MCSFE_getManualRebateHistory', auth()),
  // The wallet moves act for demo_down2; the merchant goes multi for the transfer and back.
  walletTransfer: async () => {
    const [vendor] = await setWalletMode(up.app, 'multi');
    const own = { Authorization: await loginToken(up.app, 'demo_down2', 'Demo1234') };
    const body = { from: 2, to: vendor?.accountTypeId, amount: '5.25' };
    const response = await walletTransfer(up.app, own, body);
    await setWalletMode(up.app, 'single');
    return response;
  },
  // demo_agent and its sub-agent demo_sub1, one kind of contract per call.
  contractFlags: () => get(up.app, '/wps/member/info/funds/consolidated', auth()),
  contractList: async () => contracts(up.app, await agentAuth(up.app, 'demo_agent')),
  contractOffer: async () =>
    offer(up.app, await agentAuth(up.app, 'demo_agent'), 'demo_sub1', flatTerms('dividend', '20')),
  contractRespond: async () => {
    const upline = await agentAuth(up.app, 'demo_agent');
    const terms = flatTerms('hourlySalary', '0.5');
    const id = await offeredId(await offer(up.app, upline, 'demo_sub1', terms));
    return respond(up.app, await agentAuth(up.app, 'demo_sub1'), id, true);
  },
  contractTerminate: async () => {
    const [upline, downline] = [
      await agentAuth(up.app, 'demo_agent'),
      await agentAuth(up.app, 'demo_sub1'),
    ];
    const terms = flatTerms('realtimeSalary', '0.2');
    const id = await contractInForce(up.app, upline, downline, 'demo_sub1', terms);
    return terminate(up.app, downline, id);
  },
  contractSettlements: async () =>
    get(up.app, '/wps/agent/contracts/settlements', await agentAuth(up.app, 'demo_sub1')),
  agentIncome: async () =>
    get(
      up.app,
      '/wps/agent/income?from=2026-01-01&to=2026-01-10',
      await agentAuth(up.app, 'demo_sub1'),
    ),
  // The agent center: demo_agent's team (demo_down1 … 3, demo_sub1, demo_sub2).
  agentNotices: async () => agentGet(up.app, 'agentNotices', await agentAuth(up.app, 'demo_agent')),
  agentTeamOverview: async () =>
    agentGet(up.app, 'agentTeamOverview', await agentAuth(up.app, 'demo_agent'), {
      period: 'thisMonth',
    }),
  agentRegisterDownline: async () =>
    registerDownline(up.app, await agentAuth(up.app, 'demo_agent'), {
      username: 'contract_down',
      password: 'Demo1234',
      accountType: 'agent',
    }),
  agentTeamMembers: async () =>
    agentGet(up.app, 'agentTeamMembers', await agentAuth(up.app, 'demo_agent'), {
      account: 'demo',
    }),
  agentTransferDownline: async () =>
    transferDownline(up.app, await readyTransferrer(up.app, 'demo_agent'), 'demo_sub2', '0.01'),
  agentTeamBets: async () =>
    agentGet(up.app, 'agentTeamBets', await agentAuth(up.app, 'demo_agent'), {
      account: 'demo_down1',
    }),
  agentUserLoss: async () =>
    agentGet(up.app, 'agentUserLoss', await agentAuth(up.app, 'demo_agent')),
  agentTeamTransactions: async () =>
    agentGet(up.app, 'agentTeamTransactions', await agentAuth(up.app, 'demo_agent'), {
      type: 'TRANSFER_IN',
    }),
  vipStatus: () => get(up.app, '/wps/vip/status', auth()),
  referral: () => get(up.app, '/wps/member/referral?page=1&pageSize=10', auth()),
  memberMessages: () =>
    get(up.app, '/wps/relay/CSP_getInbox?filter=unread&category=system', auth()),
  readMessage: async () =>
    readOne(up.app, auth(), await qaSend(up.app, { account: 'demo_player' })),
  readAllMessages: () => readAll(up.app, auth()),
  deleteMessage: async () =>
    deleteOne(up.app, auth(), await qaSend(up.app, { account: 'demo_player' })),
  unreadCount: () => get(up.app, '/wps/relay/CSP_unreadCount', auth()),
  announcements: () =>
    get(up.app, '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=A', {
      ...auth(),
      language: 'CN',
    }),
  missionSummary: () => get(up.app, '/wps/relay/MCSFE_getMissionSummaryDetails', auth()),
  missionLeaderboard: () =>
    get(up.app, '/wps/relay/MCSFE_getMissionLeaderboard?period=weekly', auth()),
  missionClaim: async () => claimLoginMission(up.app, await downAuth()),
  walletRecallAll: async () =>
    recallAll(up.app, { Authorization: await loginToken(up.app, 'demo_down2', 'Demo1234') }),
  promotionList: () => get(up.app, '/wps/relay/MCSFE_getPromotionList?category=welcome', auth()),
  promotionDetail: async () =>
    get(
      up.app,
      `/wps/relay/MCSFE_getPromotionDetail?id=${await promotionId(up.db, 'lucky_raffle')}`,
      auth(),
    ),
  promotionApply: async () => {
    await schedulePromotionsAt(up.db, up.clock.now());
    return applyFor(up.app, await downAuth(), {
      promotionId: await promotionId(up.db, 'weekend_reload'),
      remark: 'Order 1234',
      images: [tinyPng],
    });
  },
  promotionJoin: async () => {
    await schedulePromotionsAt(up.db, up.clock.now());
    return joinEvent(up.app, await downAuth(), await promotionId(up.db, 'slots_tournament'));
  },
  claimRafflePromotion: async () => {
    await schedulePromotionsAt(up.db, up.clock.now());
    return claimRaffle(up.app, await downAuth(), await promotionId(up.db, 'lucky_raffle'));
  },
  rewardCenter: () => get(up.app, '/wps/relay/MCSFE_getRewardCenter', auth()),
  claimReward: async () => {
    await schedulePromotionsAt(up.db, up.clock.now());
    const own = await downAuth();
    return claimReward(up.app, own, (await approvedBonus(up.app, up.db, own)).id);
  },
  feedback: async () =>
    send(
      up.app,
      'PUT',
      '/wps/feedback',
      { type: 'games', content: 'The lobby loads slowly at night.', image: tinyPng },
      { ...(await downAuth()), 'Idempotency-Key': newKey() },
    ),
  agentApply: () =>
    send(up.app, 'POST', '/wps/agent/apply', {
      name: 'Contract Test',
      email: 'contract.test@example.com',
      experience: 'A shop front with a hundred regular players.',
    }),
};

describe('every registry call answers what its schema says', () => {
  it('has a request for every call', () => {
    expect(Object.keys(requests).sort()).toEqual(Object.keys(calls).sort());
  });

  for (const [name, call] of Object.entries(calls)) {
    it(`${call.method} ${call.path}`, async () => {
      const response = await requests[name as CallName]();
      expect(response.statusCode, response.body).toBe(200);
      if (call.answer === 'text') {
        expect(response.headers['content-type']).toMatch(/^text\/plain/);
        expect(call.value.safeParse(response.body).success).toBe(true);
        return;
      }
      if (call.answer === 'raw') {
        const raw = call.value.safeParse(response.json());
        expect(raw.error?.issues ?? []).toEqual([]);
        return;
      }
      const parsed = envelopeSchema(call.value).safeParse(response.json());
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data?.success).toBe(true);
    });
  }
});

describe('answers a player sees', () => {
  it('reports the seeded balance of demo_player from the ledger', async () => {
    const value = (await get(up.app, '/wps/v2/wallets/balance', auth())).json().value;
    expect(value).toEqual({
      sumBalance: 10000,
      balance: [{ accountTypeId: 2, availBalance: 10000 }],
      currency: 'USD',
      currencySymbol: '$',
    });
  });

  it('describes demo_player with a masked mobile number', async () => {
    const value = (await get(up.app, '/wps/member/info', auth())).json().value;
    expect(value).toMatchObject({
      account: 'demo_player',
      nickname: 'Demo Player',
      type: 0,
      toUpline: false,
      mobile: '01234****',
      clubLabel: { labelName: 'VIP1', rankLevel: 1 },
    });
  });

  it('serves the status with the footer and messenger resources, a loopback location in KH and the module tree', async () => {
    const value = (await get(up.app, '/wps/system/status')).json().value;
    expect(value.location).toEqual({ ip: '127.0.0.1', country: 'KH' });
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.info.resources.map((r: { labelNameEn: string }) => r.labelNameEn)).toEqual([
      'About Company',
      'Contact Us',
      'General Terms and Conditions',
      'Responsible Gaming',
      'Privacy Policy',
      'Affiliates',
      'Refund Policy',
      'Telegram',
      'WhatsApp',
    ]);
    expect(value.info.whitelabel.modId).toBe('COMM3');
    expect(value.info.register.username).toMatchObject({
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    });
  });

  it('sees the visitor behind the bff through X-Forwarded-For', async () => {
    const value = (
      await get(up.app, '/wps/system/status', { 'X-Forwarded-For': '203.0.113.9' })
    ).json().value;
    expect(value.location).toEqual({ ip: '203.0.113.9', country: 'ZZ' });
  });

  it('lists Cambodia first with its dialing code', async () => {
    const value = (await get(up.app, '/wps/system/country')).json().value;
    expect(value[0]).toEqual({
      countryCode: 'KH',
      countryDialingCode: '+855',
      countryName: 'Cambodia',
    });
    expect(value.map((c: { countryCode: string }) => c.countryCode)).toEqual(
      expect.arrayContaining(['CN', 'TH', 'VN', 'MY', 'PH', 'ID', 'US', 'GB']),
    );
  });

  it('serves the RSA modulus as 256 bare lower-case hex digits', async () => {
    const response = await get(up.app, '/wps/session/key/rsa');
    expect(response.body).toMatch(/^[0-9a-f]{256}$/);
  });
});
