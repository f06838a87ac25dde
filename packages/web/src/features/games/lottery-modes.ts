import type { LaunchGameQuery } from '@his/shared/schemas/games';
import type {
  LotteryDraw,
  LotteryGame,
  LotteryMenus,
  prizeModes,
} from '@his/shared/schemas/lottery';
import { clientType, launchPlatform, openedNumbersCount } from '@his/shared/constants';
import type { Language } from '@his/shared/constants';

export type PrizeMode = (typeof prizeModes)[number];

/** The lottery areas with a page of their own (SPEC §2 `/vnlottery`, `/seaLottery`). */
export type LotteryArea = 'VN' | 'SEA';

/** Prize modes of each area: VN has the Lott and ZY families, SEA its own. */
export const areaPrizeModes: Record<LotteryArea, readonly PrizeMode[]> = {
  VN: ['Lott', 'ZY'],
  SEA: ['SEA'],
};

/** One list of groups from several menu answers, in the order they came. */
export const mergeMenus = (menus: readonly LotteryMenus[]): LotteryMenus =>
  Object.assign({}, ...menus) as LotteryMenus;

/** The latest draws of several answers, newest first, at most `openedNumbersCount`. */
export const mergeDraws = (lists: readonly LotteryDraw[][]): LotteryDraw[] =>
  lists
    .flat()
    .sort((a, b) => b.drawTime - a.drawTime)
    .slice(0, openedNumbersCount);

/** Every game of the menus, in group order. */
export const gamesOf = (menus: LotteryMenus): LotteryGame[] =>
  Object.values(menus).flatMap((group) => group.gameMenus);

/** `/lottery?gameCode=&playType=`: the route of one lottery game's betting page. */
export const lotteryGamePath = (game: Pick<LotteryGame, 'gameCode' | 'defaultPlayType'>): string =>
  `/lottery?${new URLSearchParams({ gameCode: game.gameCode, playType: game.defaultPlayType }).toString()}`;

const launchBase = (language: Language) =>
  ({ launchMode: 'LOTT', platform: launchPlatform, clientType, language }) as const;

/** The LOTT launch of one game's betting view. */
export const bettingQueryOf = (gameCode: string, language: Language): LaunchGameQuery => ({
  ...launchBase(language),
  lottoGameCode: gameCode,
  lottoView: 'betting',
});

/** The LOTT launch of an area's lottery lobby. */
export const areaLobbyQueryOf = (area: LotteryArea, language: Language): LaunchGameQuery => ({
  ...launchBase(language),
  lottoArea: area,
  lottoView: 'lobby',
});
