import {
  lotteryGameListSchema,
  lotteryMenuQuerySchema,
  lotteryMenusSchema,
  memberLotteryBetsSchema,
  openedNumbersQuerySchema,
  openedNumbersSchema,
  popularLotteryQuerySchema,
} from '../schemas/lottery.ts';
import { base, defineCall, type CallDef } from './define.ts';

/** The lottery gateway: menus, popular lotteries, opened numbers, the member’s bets. */
export const lotteryCalls = {
  // Lottery gateway (UPSTREAM.md §4.4): raw JSON answers, no envelope.
  lotteryMenus: defineCall({
    ...base,
    path: '/lgw/games/game_menus',
    method: 'GET',
    answer: 'raw',
    query: lotteryMenuQuerySchema,
    value: lotteryMenusSchema,
  }),
  vnLotteryMenu: defineCall({
    ...base,
    path: '/lgw/vn/games/game_menu',
    method: 'GET',
    answer: 'raw',
    query: lotteryMenuQuerySchema,
    value: lotteryMenusSchema,
  }),
  recentLotteryMenu: defineCall({
    ...base,
    path: '/lgw/vn/games/game_menu/recent',
    method: 'GET',
    auth: 'required',
    answer: 'raw',
    value: lotteryGameListSchema,
  }),
  popularLotteries: defineCall({
    ...base,
    path: '/lgw/games/popular',
    method: 'GET',
    modId: 'AGEANNOUNCE3',
    answer: 'raw',
    query: popularLotteryQuerySchema,
    value: lotteryGameListSchema,
  }),
  openedNumbers: defineCall({
    ...base,
    path: '/lgw/vn/numeros/opened/game',
    method: 'GET',
    modId: 'AGEANNOUNCE3',
    answer: 'raw',
    query: openedNumbersQuerySchema,
    value: openedNumbersSchema,
  }),
  memberLotteryBets: defineCall({
    ...base,
    path: '/lotto/lgw/games/opened/numero',
    method: 'GET',
    auth: 'required',
    answer: 'raw',
    value: memberLotteryBetsSchema,
  }),
} as const satisfies Record<string, CallDef>;
