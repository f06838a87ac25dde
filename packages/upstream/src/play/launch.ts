import type { Server } from 'node:http';
import { trialAccountType } from '@his/shared/constants';
import type { LaunchGameValue } from '@his/shared/schemas/games';
import type { GameRow } from '../catalogue/games.ts';
import { findGameByGameId, findGameByNodeId, recordRecentGame } from '../catalogue/games.ts';
import { findPvpRoom, hasPvpRooms, roomPlayers } from '../catalogue/rooms.ts';
import type { LotteryGameRow } from '../catalogue/lottery.ts';
import { findLotteryGame } from '../catalogue/lottery.ts';
import { ApiError } from '../http/api-error.ts';
import type { Services } from '../http/services.ts';
import type { Member } from '../members/members.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { publicUrlOf } from './public-url.ts';
import { settleDueRounds } from './crash-rounds.ts';
import { issueTicket } from './tickets.ts';

/** The launch query as the registry parses it (`launchGameQuerySchema`). */
export interface LaunchQuery {
  gameId?: string | undefined;
  roomId?: string | undefined;
  nodeId?: string | undefined;
  accountType: '0' | '1';
  launchMode: 'GLS' | 'LOTT';
  language?: string | undefined;
  lottoArea?: 'VN' | 'SEA' | undefined;
  lottoPrizeMode?: 'Lott' | 'ZY' | 'Elott' | 'SEA' | undefined;
  lottoGameCode?: string | undefined;
  lottoView?: 'betting' | 'lobby' | undefined;
}

export interface LaunchContext {
  services: Services;
  server: Server;
  merchant: Merchant;
  member: Member;
  /** The `Language` header the bff sends, used when the query names none. */
  headerLanguage: string | undefined;
  /** The site's host as the player's browser named it (the bff's `X-Forwarded-Host`). */
  siteHost: string | undefined;
  now: Date;
}

const languageShape = /^[A-Z]{2}(-[A-Z]{2})?$/;

const languageOf = (query: LaunchQuery, header: string | undefined): string => {
  if (query.language) return query.language;
  const fromHeader = header?.trim().toUpperCase();
  return fromHeader && languageShape.test(fromHeader) ? fromHeader : 'EN';
};

const findGame = async (services: Services, merchantId: number, query: LaunchQuery) => {
  if (query.nodeId) return findGameByNodeId(services.db, merchantId, query.nodeId);
  if (query.gameId) return findGameByGameId(services.db, merchantId, query.gameId);
  throw new ApiError('request_param_err', { fields: ['nodeId'] });
};

interface Target {
  kind: 'slot' | 'dice' | 'crash' | 'lottery';
  game: GameRow | null;
  lottery: LotteryGameRow | null;
  /** The PVP room (the pvp_rooms id) the player sits at. */
  roomId: number | null;
  /** Query of the page besides ticket and language (lottery view hints). */
  extra: Record<string, string>;
}

/**
 * The room of a PVP launch (`GLS2_roomList`): a game with rooms is played at one of them, with a
 * free seat; a game without rooms takes no room id.
 */
const roomOf = async (
  ctx: LaunchContext,
  game: GameRow,
  roomId: string | undefined,
): Promise<number | null> => {
  const { db } = ctx.services;
  if (roomId === undefined) {
    if (await hasPvpRooms(db, game.id))
      throw new ApiError('request_param_err', { fields: ['roomId'] });
    return null;
  }
  const room = await findPvpRoom(db, game.id, roomId);
  if (!room) throw new ApiError('request_param_err', { fields: ['roomId'] });
  if (roomPlayers(room.roomId, room.maxPlayers, ctx.now) >= room.maxPlayers) {
    throw new ApiError('game.room.full');
  }
  return room.id;
};

const gameTarget = async (ctx: LaunchContext, query: LaunchQuery): Promise<Target> => {
  const trial = ctx.member.type === trialAccountType;
  const game = await findGame(ctx.services, ctx.merchant.id, query);
  if (!game) throw new ApiError('not.found');
  if (game.maintenance || game.vendorMaintenance) throw new ApiError('game.maintenance');
  if (trial && !(game.freeplay && game.vendorFreeplay)) throw new ApiError('account.trial');
  // Free play (accountType 0) is what trial accounts do; a real account plays for real.
  if (!trial && query.accountType === '0') {
    throw new ApiError('request_param_err', { fields: ['accountType'] });
  }
  // Sports books have no in-house page (the catalogue gives every other game one).
  if (game.demoKind === null) throw new ApiError('function.not.available');
  if (game.demoKind !== 'lottery') {
    const roomId = await roomOf(ctx, game, query.roomId);
    return { kind: game.demoKind, game, lottery: null, roomId, extra: {} };
  }
  if (trial) throw new ApiError('account.trial');
  const lottery = game.gameCode
    ? await findLotteryGame(ctx.services.db, ctx.merchant.id, game.gameCode)
    : null;
  return { kind: 'lottery', game, lottery, roomId: null, extra: { view: 'betting' } };
};

const lotteryTarget = async (ctx: LaunchContext, query: LaunchQuery): Promise<Target> => {
  if (ctx.member.type === trialAccountType) throw new ApiError('account.trial');
  const lottery = query.lottoGameCode
    ? await findLotteryGame(ctx.services.db, ctx.merchant.id, query.lottoGameCode)
    : null;
  if (query.lottoGameCode && !lottery) throw new ApiError('not.found');
  const extra: Record<string, string> = {
    view: query.lottoView ?? (lottery ? 'betting' : 'lobby'),
  };
  if (query.lottoPrizeMode) extra.prizeMode = query.lottoPrizeMode;
  if (query.lottoArea) extra.area = query.lottoArea;
  return { kind: 'lottery', game: null, lottery, roomId: null, extra };
};

/**
 * `launchGame`: checks the game (maintenance, trial rules), refuses while another game's crash
 * round is unfinished (#734), records the game as recently played and answers the URL of its
 * in-house page on the upstream's public origin with a new game ticket. `launchMode` LOTT opens
 * the lottery page on a game (`lottoGameCode`) or on the lottery lobby.
 */
export const launchGame = async (
  ctx: LaunchContext,
  query: LaunchQuery,
): Promise<LaunchGameValue> => {
  const target =
    query.launchMode === 'GLS' ? await gameTarget(ctx, query) : await lotteryTarget(ctx, query);
  const { db } = ctx.services;
  const open = await settleDueRounds(db, ctx.member.id, ctx.now);
  if (open && open.gameId !== target.game?.id) throw new ApiError('game.unfinished');
  const language = languageOf(query, ctx.headerLanguage);
  const ticket = await db.transaction(async (tx) => {
    if (target.game) await recordRecentGame(tx, ctx.member.id, target.game.id, ctx.now);
    return issueTicket(tx, {
      merchantId: ctx.merchant.id,
      memberId: ctx.member.id,
      kind: target.kind,
      gameId: target.game?.id ?? null,
      lotteryGameId: target.lottery?.id ?? null,
      roomId: target.roomId,
      language,
      now: ctx.now,
    });
  });
  const page = `${publicUrlOf(ctx.services.config, ctx.server, ctx.siteHost)}/play/${target.kind}`;
  const search = new URLSearchParams({ ticket, lang: language, ...target.extra });
  return { content: { game_url: `${page}?${search.toString()}` } };
};
