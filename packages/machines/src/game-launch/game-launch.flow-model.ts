import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import type { PvpRoom } from '@his/shared/schemas/games';
import { apiError, game, vendorCard } from '../testing/fixtures.ts';
import { gameLaunchMachine, type GameLaunchTag, type LaunchTarget } from './game-launch.machine.ts';

/** An RNG slot open to free play. */
export const slot: LaunchTarget = { kind: 'game', game: game({ nodeId: '101' }) };
/** A live table that trial accounts may not play. */
export const liveTable: LaunchTarget = {
  kind: 'game',
  game: game({ nodeId: '201', vassalage: 'N2', gameType: 'LIVE', freeplay: false }),
};
/** A lottery game with code and play type (open to free play, still real-account-only). */
export const lotteryGame: LaunchTarget = {
  kind: 'game',
  game: game({
    nodeId: '301',
    vassalage: 'TCG',
    gameType: 'LOTT',
    gameCode: 'VNC',
    defaultPlayType: 'PT1',
  }),
};
/** A slot under maintenance. */
export const brokenSlot: LaunchTarget = {
  kind: 'game',
  game: game({ nodeId: '401', maintenance: true }),
};
/** A fishing vendor whose click lists its games in the game popup. */
export const popupVendor: LaunchTarget = {
  kind: 'vendor',
  vendor: vendorCard({ vassalage: 'FG', gameType: 'FISH', isGame: 'VASSALAGE' }),
};
/** A slot vendor without a direct game: its lobby opens. */
export const lobbyVendor: LaunchTarget = {
  kind: 'vendor',
  vendor: vendorCard({ vassalage: 'PG' }),
};
/** The SV3 sports book: a card that launches its game directly (trial accounts refused). */
export const sportsBook: LaunchTarget = {
  kind: 'vendor',
  vendor: vendorCard({
    vassalage: 'SV3',
    gameType: 'SPORTS',
    gameId: 'SV3-BOOK',
    nodeId: '501',
    freeplay: false,
  }),
};

/** A PVP card game played at a room (table) the player picks first. */
export const cardGame: LaunchTarget = {
  kind: 'game',
  game: game({ nodeId: '701', vassalage: 'CDL', gameType: 'PVP' }),
};

/** A room of the card game; `players` of `maxPlayers` seats taken. */
const room = (roomId: string, players: number, maxPlayers = 6): PvpRoom => ({
  roomId,
  roomName: `Game 701 ${roomId}`,
  vassalage: 'CDL',
  gameId: 'G701',
  nodeId: '701',
  minBet: 1,
  players,
  maxPlayers,
});
const openRoom = room('R1', 2);
const fullRoom = room('R2', 4, 4);

const tags: GameLaunchTag[] = [
  'idle',
  'awaitingLogin',
  'loadingPopup',
  'choosingGame',
  'loadingRooms',
  'choosingRoom',
  'launching',
  'failed',
  'realAccountNeeded',
];

const labelOf = (target: LaunchTarget | null): string | null =>
  target === null
    ? null
    : target.kind === 'game'
      ? `game ${target.game.nodeId}`
      : `vendor ${target.vendor.vassalage}`;

/**
 * Model of a launch: every viewer (visitor, trial, member) against every kind of target
 * (slot, real-account-only live table, lottery, maintenance, popup vendor, lobby vendor, sports
 * book, PVP card game with rooms), the login wait, the popup, the room list, the launch call's
 * answers and the failure message.
 */
export const gameLaunchFlowModel: FlowModel<typeof gameLaunchMachine> = {
  machine: gameLaunchMachine,
  inputs: { default: undefined },
  events: {
    'visitor opens slot': { type: 'game.open', target: slot, viewer: 'visitor' },
    'member opens slot': { type: 'game.open', target: slot, viewer: 'member', language: 'KM' },
    'trial opens slot': { type: 'game.open', target: slot, viewer: 'trial' },
    'trial opens live table': { type: 'game.open', target: liveTable, viewer: 'trial' },
    'trial opens lottery': { type: 'game.open', target: lotteryGame, viewer: 'trial' },
    'member opens lottery': { type: 'game.open', target: lotteryGame, viewer: 'member' },
    'member opens maintenance slot': { type: 'game.open', target: brokenSlot, viewer: 'member' },
    'member opens popup vendor': { type: 'game.open', target: popupVendor, viewer: 'member' },
    'member opens lobby vendor': { type: 'game.open', target: lobbyVendor, viewer: 'member' },
    'member opens sports book': { type: 'game.open', target: sportsBook, viewer: 'member' },
    'member opens card game': { type: 'game.open', target: cardGame, viewer: 'member' },
    rooms: doneEvent('loadRooms', [openRoom, fullRoom]),
    'no rooms': doneEvent('loadRooms', []),
    'rooms fail': errorEvent('loadRooms', apiError('system.busy')),
    'choose open room': { type: 'room.choose', room: openRoom },
    'choose full room': { type: 'room.choose', room: fullRoom },
    'close rooms': { type: 'rooms.close' },
    'room full': errorEvent('launchGame', apiError('game.room.full')),
    'logged in as member': { type: 'session.loggedIn', viewer: 'member' },
    'logged in as trial': { type: 'session.loggedIn', viewer: 'trial' },
    'login cancelled': { type: 'login.cancelled' },
    'vendor games': doneEvent('loadVendorGames', [
      game({ nodeId: '601', vassalage: 'FG', gameType: 'FISH' }),
      game({ nodeId: '602', vassalage: 'FG', gameType: 'FISH', maintenance: true }),
    ]),
    'vendor games fail': errorEvent('loadVendorGames', apiError('system.busy')),
    'choose popup game': {
      type: 'popup.choose',
      game: game({ nodeId: '601', vassalage: 'FG', gameType: 'FISH' }),
    },
    'choose popup game in maintenance': {
      type: 'popup.choose',
      game: game({ nodeId: '602', vassalage: 'FG', gameType: 'FISH', maintenance: true }),
    },
    'close popup': { type: 'popup.close' },
    'confirm warning': { type: 'warning.confirm' },
    'game url': doneEvent('launchGame', 'http://127.0.0.1:8081/play/slot?ticket=t1&lang=EN'),
    'previous game unfinished': errorEvent('launchGame', apiError('game.unfinished')),
    'dismiss failure': { type: 'failure.dismiss' },
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      target: labelOf(context.target),
      viewer: context.viewer,
      popup: context.popupGames.length,
      rooms: context.rooms.length,
      seated: context.target?.kind === 'game' ? context.target.game.roomId : null,
      error: context.error,
    }),
  invariants: [
    {
      name: 'exactly one tag',
      holds: (snapshot) => tags.filter((tag) => snapshot.hasTag(tag)).length === 1,
    },
    {
      name: 'a target ⇔ not idle',
      holds: (snapshot) => (snapshot.context.target === null) === snapshot.hasTag('idle'),
    },
    {
      name: 'an error code ⇔ failed',
      holds: (snapshot) => (snapshot.context.error !== null) === snapshot.hasTag('failed'),
    },
    {
      name: 'only visitors wait for the login, only trial accounts get the warning',
      holds: (snapshot) =>
        (!snapshot.hasTag('awaitingLogin') || snapshot.context.viewer === 'visitor') &&
        (!snapshot.hasTag('realAccountNeeded') || snapshot.context.viewer === 'trial'),
    },
    {
      name: 'a launch runs only for a logged-in viewer and a target not under maintenance',
      holds: (snapshot) => {
        if (!snapshot.hasTag('launching')) return true;
        const { target, viewer } = snapshot.context;
        const fields = target?.kind === 'game' ? target.game : target?.vendor;
        return viewer !== 'visitor' && fields?.maintenance === false;
      },
    },
    {
      name: 'each call runs exactly in its state',
      holds: (snapshot) =>
        'launchGame' in snapshot.children === snapshot.hasTag('launching') &&
        'loadVendorGames' in snapshot.children === snapshot.hasTag('loadingPopup') &&
        'loadRooms' in snapshot.children === snapshot.hasTag('loadingRooms'),
    },
    {
      name: 'a PVP game with rooms launches only seated at a room with a free seat',
      holds: (snapshot) => {
        const { target } = snapshot.context;
        if (!snapshot.hasTag('launching') || target?.kind !== 'game') return true;
        if (target.game.gameType !== 'PVP') return true;
        return target.game.roomId === null || target.game.roomId === openRoom.roomId;
      },
    },
    {
      name: 'the room list holds rooms only while choosing',
      holds: (snapshot) => snapshot.context.rooms.length === 0 || snapshot.hasTag('choosingRoom'),
    },
    {
      name: 'the popup lists games only while choosing (or after a choice)',
      holds: (snapshot) =>
        snapshot.context.popupGames.length === 0 ||
        snapshot.hasTag('choosingGame') ||
        snapshot.hasTag('launching') ||
        snapshot.hasTag('failed') ||
        snapshot.hasTag('realAccountNeeded'),
    },
  ],
  waivers: [],
  maxPaths: 300,
};
