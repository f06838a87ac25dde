import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@his/shared/constants';
import type { ErrorCode } from '@his/shared/errors';
import type { Game, LaunchGameQuery, PvpRoom } from '@his/shared/schemas/games';
import { errorCodeOf } from '../common/error-code.ts';
import {
  hasFreeSeat,
  isUnderMaintenance,
  isVassalageTarget,
  launchQueryOf,
  needsRealAccount,
  needsRoom,
  roomsInputOf,
  routeOf,
  seatedAt,
  vendorGamesInputOf,
  vendorLobbyOf,
  type LaunchTarget,
  type RoomsInput,
  type VendorGamesInput,
  type Viewer,
} from './game-launch.logic.ts';

export {
  hasFreeSeat,
  isLotteryTarget,
  isUnderMaintenance,
  isVassalageTarget,
  launchQueryOf,
  needsRealAccount,
  routeOf,
  targetNameOf,
  vendorGamesInputOf,
  vendorLobbyOf,
  viewerOf,
  type LaunchTarget,
  type RoomsInput,
  type VendorGamesInput,
  type Viewer,
} from './game-launch.logic.ts';

export interface GameLaunchContext {
  /** What is being opened; null when idle. */
  target: LaunchTarget | null;
  /** Who opens it (updated by `session.loggedIn`). */
  viewer: Viewer;
  /** Language sent with the launch, if the web gave one with `game.open`. */
  language: Language | null;
  /** The vendor's games listed by the game popup (vassalage targets). */
  popupGames: Game[];
  /** The rooms (tables) of a PVP game, listed before its launch. */
  rooms: PvpRoom[];
  /** Code of the failure shown (`game.maintenance`, `game.unfinished`, `account.trial` …). */
  error: string | null;
}

export type GameLaunchEvent =
  | { type: 'game.open'; target: LaunchTarget; viewer: Viewer; language?: Language }
  | { type: 'session.loggedIn'; viewer: Viewer }
  | { type: 'login.cancelled' }
  | { type: 'popup.choose'; game: Game }
  | { type: 'popup.close' }
  | { type: 'room.choose'; room: PvpRoom }
  | { type: 'rooms.close' }
  | { type: 'warning.confirm' }
  | { type: 'failure.dismiss' };

export type GameLaunchTag =
  | 'idle'
  | 'awaitingLogin'
  | 'loadingPopup'
  | 'choosingGame'
  | 'loadingRooms'
  | 'choosingRoom'
  | 'launching'
  | 'failed'
  | 'realAccountNeeded';

/** Code of a launch refused on the client because the target is under maintenance. */
const maintenanceCode: ErrorCode = 'game.maintenance';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is supplied by the app with gameLaunchMachine.provide`));

const idleContext = {
  target: null,
  popupGames: [],
  rooms: [],
  error: null,
} satisfies Partial<GameLaunchContext>;

/** The target in context; every state but `idle` has one. */
const targetOf = (context: GameLaunchContext): LaunchTarget => {
  if (context.target === null) throw new Error('gameLaunch: no target outside idle');
  return context.target;
};

/**
 * Opening a game or a vendor card (SPEC §4 "Game launch"): the login check first (visitors get
 * the login popup and the launch continues once logged in), the real-account check for trial
 * accounts, maintenance, then the route: lottery pages, the vendor's game popup (VASSALAGE),
 * a vendor's lobby, or a third-party launch whose URL the web shows in a frame. Navigation,
 * popups and the game page are actions the web provides.
 */
export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    tags: {} as GameLaunchTag,
  },
  actors: {
    loadVendorGames: fromPromise<Game[], VendorGamesInput>(notProvided('loadVendorGames')),
    loadRooms: fromPromise<PvpRoom[], RoomsInput>(notProvided('loadRooms')),
    launchGame: fromPromise<string, LaunchGameQuery>(notProvided('launchGame')),
  },
  guards: {
    isVisitor: ({ context }) => context.viewer === 'visitor',
    needsRealAccount: ({ context }) => needsRealAccount(targetOf(context), context.viewer),
    isUnderMaintenance: ({ context }) => isUnderMaintenance(targetOf(context)),
    isLotteryRoute: ({ context }) => routeOf(targetOf(context)) !== null,
    isVassalage: ({ context }) => isVassalageTarget(targetOf(context)),
    isVendorLobby: ({ context }) => vendorLobbyOf(targetOf(context)) !== null,
    needsRoom: ({ context }) => needsRoom(targetOf(context)),
    noRooms: (_, params: { rooms: PvpRoom[] }) => params.rooms.length === 0,
    hasFreeSeat: (_, params: { room: PvpRoom }) => hasFreeSeat(params.room),
  },
  actions: {
    openLoginPopup: () => {},
    showRealAccountWarning: () => {},
    openGamePopup: () => {},
    closeGamePopup: () => {},
    navigate: (_, _params: { to: string }) => {},
    rememberVendor: (_, _params: { vassalage: string }) => {},
    showGame: (_, _params: { url: string; target: LaunchTarget }) => {},
    /** Every `game.open` starts over with the clicked target, whoever sent it and from where. */
    rememberTarget: assign(({ event }) =>
      event.type === 'game.open'
        ? {
            ...idleContext,
            target: event.target,
            viewer: event.viewer,
            language: event.language ?? null,
          }
        : {},
    ),
    rememberViewer: assign((_, params: { viewer: Viewer }) => ({ viewer: params.viewer })),
    rememberPopupGames: assign((_, params: { games: Game[] }) => ({ popupGames: params.games })),
    rememberRooms: assign((_, params: { rooms: PvpRoom[] }) => ({ rooms: params.rooms })),
    takeSeat: assign(({ context }, params: { room: PvpRoom }) => ({
      target: seatedAt(targetOf(context), params.room),
      rooms: [],
    })),
    chooseGame: assign((_, params: { game: Game }) => ({
      target: { kind: 'game', game: params.game } satisfies LaunchTarget,
    })),
    rememberMaintenance: assign({ error: maintenanceCode }),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
    })),
    forgetLaunch: assign(idleContext),
  },
}).createMachine({
  id: 'gameLaunch',
  description: 'Opening a game, a vendor card or a lottery from any list of the site.',
  context: { ...idleContext, viewer: 'visitor', language: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is being opened.',
      tags: ['idle'],
      on: {
        'game.open': {
          target: 'deciding',
          actions: 'rememberTarget',
          description: 'The player clicked a game or a vendor card.',
        },
      },
    },
    deciding: {
      description:
        'Transient: the checks run in order (login, real account, maintenance), then the route.',
      always: [
        {
          guard: 'isVisitor',
          target: 'awaitingLogin',
          actions: 'openLoginPopup',
          description: 'A visitor must log in first: the login popup opens, the target is kept.',
        },
        {
          guard: 'needsRealAccount',
          target: 'realAccountNeeded',
          actions: 'showRealAccountWarning',
          description:
            'A trial account opened a real-account-only target (freeplay false, or a lottery): the warning shows.',
        },
        {
          guard: 'isUnderMaintenance',
          target: 'failed',
          actions: 'rememberMaintenance',
          description:
            'The target is under maintenance: game.maintenance shows, nothing is called.',
        },
        {
          guard: 'isLotteryRoute',
          target: 'idle',
          actions: [
            {
              type: 'navigate',
              params: ({ context }) => ({ to: routeOf(targetOf(context)) ?? '/lottery' }),
            },
            'forgetLaunch',
          ],
          description:
            'A lottery target goes to its page: /seaLottery, /vnlottery or /lottery (with gameCode and playType when both exist).',
        },
        {
          guard: 'isVassalage',
          target: 'loadingPopup',
          description: 'A VASSALAGE target lists its vendor’s games in the game popup.',
        },
        {
          guard: 'isVendorLobby',
          target: 'idle',
          actions: [
            {
              type: 'rememberVendor',
              params: ({ context }) => ({
                vassalage: vendorGamesInputOf(targetOf(context)).vassalage,
              }),
            },
            {
              type: 'navigate',
              params: ({ context }) => ({ to: vendorLobbyOf(targetOf(context)) ?? '/' }),
            },
            'forgetLaunch',
          ],
          description:
            'A vendor card without a game of a category with a lobby: the vendor is remembered and its lobby opens (/rng?page=VENDOR …).',
        },
        {
          guard: 'needsRoom',
          target: 'loadingRooms',
          description: 'A PVP game not yet seated: its rooms (GLS2_roomList) are listed first.',
        },
        {
          target: 'launching',
          description: 'A game, or a card that launches one directly: ask for the game URL.',
        },
      ],
    },
    loadingRooms: {
      description: 'The PVP game’s rooms are loading; the room list shows it is busy.',
      tags: ['loadingRooms'],
      invoke: {
        id: 'loadRooms',
        src: 'loadRooms',
        input: ({ context }) => roomsInputOf(targetOf(context)),
        onDone: [
          {
            guard: { type: 'noRooms', params: ({ event }) => ({ rooms: event.output }) },
            target: 'launching',
            description: 'The game has no rooms: it launches as it is.',
          },
          {
            target: 'choosingRoom',
            actions: { type: 'rememberRooms', params: ({ event }) => ({ rooms: event.output }) },
            description: 'The rooms arrived: the room list shows players, seats and stakes.',
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The room list failed: its code shows.',
        },
      },
      on: {
        'rooms.close': {
          target: 'idle',
          actions: 'forgetLaunch',
          description: 'The player gave up while the rooms loaded.',
        },
      },
    },
    choosingRoom: {
      description: 'The room list shows the game’s tables; other clicks are ignored.',
      tags: ['choosingRoom'],
      on: {
        'room.choose': [
          {
            guard: { type: 'hasFreeSeat', params: ({ event }) => ({ room: event.room }) },
            target: 'deciding',
            actions: { type: 'takeSeat', params: ({ event }) => ({ room: event.room }) },
            description:
              'The player picked a room with a free seat: the game, seated there, goes through the checks and launches.',
          },
          {
            description: 'A full room cannot be chosen: the list stays.',
          },
        ],
        'rooms.close': {
          target: 'idle',
          actions: 'forgetLaunch',
          description: 'The player closed the room list.',
        },
      },
    },
    awaitingLogin: {
      description: 'The login popup is open; the launch continues once the player logs in.',
      tags: ['awaitingLogin'],
      on: {
        'session.loggedIn': {
          target: 'deciding',
          actions: { type: 'rememberViewer', params: ({ event }) => ({ viewer: event.viewer }) },
          description: 'The player logged in: the checks run again with the new viewer.',
        },
        'login.cancelled': {
          target: 'idle',
          actions: 'forgetLaunch',
          description: 'The login popup closed without a login: the launch is dropped.',
        },
        'game.open': {
          target: 'deciding',
          actions: 'rememberTarget',
          description: 'Another target was clicked: it replaces the waiting one.',
        },
      },
    },
    realAccountNeeded: {
      description: 'The real-account warning shows for a trial account.',
      tags: ['realAccountNeeded'],
      on: {
        'warning.confirm': {
          target: 'idle',
          actions: 'forgetLaunch',
          description: 'The player closed the warning.',
        },
        'game.open': {
          target: 'deciding',
          actions: 'rememberTarget',
          description: 'Another target was clicked: the launch starts over with it.',
        },
      },
    },
    loadingPopup: {
      description: 'The vendor’s games are loading for the game popup; clicks are ignored.',
      tags: ['loadingPopup'],
      invoke: {
        id: 'loadVendorGames',
        src: 'loadVendorGames',
        input: ({ context }) => vendorGamesInputOf(targetOf(context)),
        onDone: {
          target: 'choosingGame',
          actions: [
            { type: 'rememberPopupGames', params: ({ event }) => ({ games: event.output }) },
            'openGamePopup',
          ],
          description: 'The games arrived: the game popup lists them.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The list failed: its code shows.',
        },
      },
      on: {
        'popup.close': {
          target: 'idle',
          actions: 'forgetLaunch',
          description: 'The player gave up while the list loaded.',
        },
      },
    },
    choosingGame: {
      description: 'The game popup lists the vendor’s games; other clicks are ignored.',
      tags: ['choosingGame'],
      on: {
        'popup.choose': {
          target: 'deciding',
          actions: [
            'closeGamePopup',
            { type: 'chooseGame', params: ({ event }) => ({ game: event.game }) },
          ],
          description:
            'The player picked a game: the popup closes and that game goes through the checks and launches.',
        },
        'popup.close': {
          target: 'idle',
          actions: ['closeGamePopup', 'forgetLaunch'],
          description: 'The player closed the popup.',
        },
      },
    },
    launching: {
      description: 'The launch call runs (launchMode GLS); clicks are ignored.',
      tags: ['launching'],
      invoke: {
        id: 'launchGame',
        src: 'launchGame',
        input: ({ context }) => launchQueryOf(targetOf(context), context.viewer, context.language),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'showGame',
              params: ({ context, event }) => ({ url: event.output, target: targetOf(context) }),
            },
            'forgetLaunch',
          ],
          description: 'The game URL arrived: the game page shows it.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description:
            'The launch was refused (game.unfinished, game.maintenance, account.trial …): its code shows.',
        },
      },
    },
    failed: {
      description: 'The failure message shows with its code.',
      tags: ['failed'],
      on: {
        'failure.dismiss': {
          target: 'idle',
          actions: 'forgetLaunch',
          description: 'The player closed the message.',
        },
        'game.open': {
          target: 'deciding',
          actions: 'rememberTarget',
          description: 'Another target was clicked: the launch starts over with it.',
        },
      },
    },
  },
});
