import {
  clientType,
  launchPlatform,
  seaLotteryAccountType,
  trialAccountType,
  vnLotteryAccountType,
  type Language,
} from '@his/shared/constants';
import type {
  Game,
  GameType,
  LaunchGameQuery,
  PvpRoom,
  VendorCard,
} from '@his/shared/schemas/games';

/** What the player clicked: a game of a list, or a vendor card of a lane. */
export type LaunchTarget = { kind: 'game'; game: Game } | { kind: 'vendor'; vendor: VendorCard };

/** Who clicked: a visitor (no session), a trial account (type 4) or a real member. */
export type Viewer = 'visitor' | 'trial' | 'member';

/** The viewer a logged-in member (or nobody: null) is. */
export const viewerOf = (member: { type: number } | null): Viewer => {
  if (member === null) return 'visitor';
  return member.type === trialAccountType ? 'trial' : 'member';
};

/** Input of the `loadVendorGames` actor: the vendor whose games the popup lists. */
export interface VendorGamesInput {
  vassalage: string;
  gameType: GameType;
}

/** The fields routing reads, common to games and vendor cards. */
type TargetFields = Pick<
  Game & VendorCard,
  | 'vassalage'
  | 'gameType'
  | 'accountTypeName'
  | 'gameCode'
  | 'defaultPlayType'
  | 'isGame'
  | 'freeplay'
  | 'maintenance'
>;

const fieldsOf = (target: LaunchTarget): TargetFields =>
  target.kind === 'game' ? target.game : target.vendor;

/** `a=1&b=2`, each value URI-encoded (machines run without DOM types, so no URLSearchParams). */
const queryString = (params: Record<string, string>): string =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

const lotteryGameTypes: readonly GameType[] = ['LOTT', 'ELOTT'];

/**
 * The lottery page a target opens (SPEC §4 "Game launch"), or null for a third-party game.
 * `TCG_SEA` → `/seaLottery`; `TCG_LOTTO_VN` → `/vnlottery`; any other LOTT or ELOTT target →
 * `/lottery`, with `gameCode` and `playType` only when both are known. The account type names
 * decide before the game type: the platform's TCG cards are the lottery lobbies themselves.
 */
export const routeOf = (target: LaunchTarget): string | null => {
  const fields = fieldsOf(target);
  if (fields.accountTypeName === seaLotteryAccountType) return '/seaLottery';
  if (fields.accountTypeName === vnLotteryAccountType) return '/vnlottery';
  if (!lotteryGameTypes.includes(fields.gameType)) return null;
  const { gameCode, defaultPlayType } = fields;
  if (gameCode === null || gameCode === '' || defaultPlayType === null || defaultPlayType === '')
    return '/lottery';
  return `/lottery?${queryString({ gameCode, playType: defaultPlayType })}`;
};

/** A lottery target: betting there needs a real account. */
export const isLotteryTarget = (target: LaunchTarget): boolean => routeOf(target) !== null;

/**
 * Whether a trial account must be refused before anything runs: the target is not open to free
 * play (`freeplay: false`) or it is a lottery (betting is real-account-only).
 */
export const needsRealAccount = (target: LaunchTarget, viewer: Viewer): boolean =>
  viewer === 'trial' && (!fieldsOf(target).freeplay || isLotteryTarget(target));

/** Under maintenance: the launch fails with `game.maintenance` without a call. */
export const isUnderMaintenance = (target: LaunchTarget): boolean => fieldsOf(target).maintenance;

/** `isGame: 'VASSALAGE'`: a click lists the vendor's games in the game popup. */
export const isVassalageTarget = (target: LaunchTarget): boolean =>
  fieldsOf(target).isGame === 'VASSALAGE';

/** The `/:game` lobby of each category that has one (the router's game lobbies). */
const lobbyOfType: Partial<Record<GameType, string>> = {
  RNG: 'rng',
  FISH: 'fish',
  BINGO: 'bingo',
  PVP: 'pvp',
  LIVE: 'live',
  INHOUSE: 'inhouse',
};

/** Vendors with a lobby of their own (`/kh19games` lists RNG games of KH19 only). */
const lobbyOfVendor: Record<string, string> = { KH19: 'kh19games' };

/**
 * The lobby a vendor card opens (`/<lobby>?page=<VENDOR>`): a card without a `gameId` of a
 * category with a `/:game` lobby. Null for games, for cards that launch a game directly and for
 * categories without a game lobby (sports books, lotteries).
 */
export const vendorLobbyOf = (target: LaunchTarget): string | null => {
  if (target.kind !== 'vendor') return null;
  const { vendor } = target;
  if (vendor.gameId !== null && vendor.gameId !== '') return null;
  const lobby = lobbyOfVendor[vendor.vassalage] ?? lobbyOfType[vendor.gameType];
  if (lobby === undefined) return null;
  return `/${lobby}?${queryString({ page: vendor.vassalage })}`;
};

/** Input of the `loadRooms` actor: the PVP game whose rooms (tables) the room list shows. */
export interface RoomsInput {
  vassalage: string;
  gameId: string;
}

/**
 * A PVP game not yet seated (SPEC §7 `GLS2_roomList`): the player picks a room before the
 * launch. A game with its room already chosen, or a vendor card, launches as it is.
 */
export const needsRoom = (target: LaunchTarget): boolean =>
  target.kind === 'game' &&
  target.game.gameType === 'PVP' &&
  (target.game.roomId === null || target.game.roomId === '');

export const roomsInputOf = (target: LaunchTarget): RoomsInput => {
  if (target.kind !== 'game') throw new Error('gameLaunch: rooms are listed for games only');
  return { vassalage: target.game.vassalage, gameId: target.game.gameId };
};

/** A room with a free seat: a full one cannot be chosen (the platform refuses it too). */
export const hasFreeSeat = (room: PvpRoom): boolean => room.players < room.maxPlayers;

/** The target seated at a room: the same game, launched with the room's id. */
export const seatedAt = (target: LaunchTarget, room: PvpRoom): LaunchTarget => {
  if (target.kind !== 'game') throw new Error('gameLaunch: only a game is seated');
  return { kind: 'game', game: { ...target.game, roomId: room.roomId } };
};

/** Input of `loadVendorGames` for a vassalage target. */
export const vendorGamesInputOf = (target: LaunchTarget): VendorGamesInput => {
  const { vassalage, gameType } = fieldsOf(target);
  return { vassalage, gameType };
};

const present = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;

/**
 * The `launchGame` query of a third-party launch (SPEC §3 "Game launch payload"): launchMode
 * GLS, platform `html5-desktop`, clientType 3, `accountType` '0' (demo credit) for a trial
 * account and '1' otherwise, `confirmTrans` '0', and the target's ids. Username and token are
 * added by the bff.
 */
export const launchQueryOf = (
  target: LaunchTarget,
  viewer: Viewer,
  language?: Language | null,
): LaunchGameQuery => {
  const query: LaunchGameQuery = {
    launchMode: 'GLS',
    platform: launchPlatform,
    clientType,
    accountType: viewer === 'trial' ? '0' : '1',
    confirmTrans: '0',
    vassalage: fieldsOf(target).vassalage,
  };
  const ids =
    target.kind === 'game'
      ? { nodeId: target.game.nodeId, gameId: target.game.gameId, roomId: target.game.roomId }
      : { nodeId: target.vendor.nodeId, gameId: target.vendor.gameId, roomId: null };
  const nodeId = present(ids.nodeId);
  const gameId = present(ids.gameId);
  const roomId = present(ids.roomId);
  if (nodeId !== undefined) query.nodeId = nodeId;
  if (gameId !== undefined) query.gameId = gameId;
  if (roomId !== undefined) query.roomId = roomId;
  if (language !== null && language !== undefined) query.language = language;
  return query;
};

/** Display name of a target (for the failure message and the game bar). */
export const targetNameOf = (target: LaunchTarget): string =>
  target.kind === 'game' ? target.game.displayName : target.vendor.displayName;
