import type { LaunchTarget } from '@his/machines/game-launch';
import { targetNameOf } from '@his/machines/game-launch';
import { isGameType } from '@his/shared/constants';
import type { GameAddress } from './api/find-game.ts';

/** What the `/game` page keeps in history state: the launched URL (never in the address). */
export interface GameFrameState {
  url: string;
  name: string;
}

export const isGameFrameState = (state: unknown): state is GameFrameState =>
  typeof state === 'object' &&
  state !== null &&
  'url' in state &&
  typeof state.url === 'string' &&
  /^https?:\/\//.test(state.url) &&
  'name' in state &&
  typeof state.name === 'string';

/**
 * The `/game` address of a launched target: enough to find and launch it again after a reload
 * (`nodeId`, or `gameId` for a card that has none, with its vendor and game type, and the room
 * of a PVP game). The game URL and its ticket stay out of the address bar and the history list.
 */
export const gamePathOf = (target: LaunchTarget): string => {
  const fields = target.kind === 'game' ? target.game : target.vendor;
  const query = new URLSearchParams();
  if (fields.nodeId) query.set('nodeId', fields.nodeId);
  else if (fields.gameId) query.set('gameId', fields.gameId);
  query.set('vassalage', fields.vassalage);
  query.set('gameType', fields.gameType);
  if (target.kind === 'game' && target.game.roomId) query.set('roomId', target.game.roomId);
  return `/game?${query.toString()}`;
};

export const gameFrameStateOf = (url: string, target: LaunchTarget): GameFrameState => ({
  url,
  name: targetNameOf(target),
});

const vendorPattern = /^[A-Z0-9_]{1,32}$/;
const nodeIdPattern = /^[0-9]{1,12}$/;
const roomIdPattern = /^[A-Za-z0-9_-]{1,40}$/;

/** The game a `/game` query names, or null when it names none (or nothing valid). */
export const gameAddressOf = (query: URLSearchParams): GameAddress | null => {
  const nodeId = query.get('nodeId');
  const gameId = query.get('gameId');
  const vassalage = query.get('vassalage') ?? '';
  const gameType = query.get('gameType');
  if (!isGameType(gameType) || !vendorPattern.test(vassalage)) return null;
  const room = query.get('roomId');
  const roomId = room !== null && roomIdPattern.test(room) ? room : null;
  if (nodeId !== null && nodeIdPattern.test(nodeId)) {
    return { nodeId, gameId: null, vassalage, gameType, roomId };
  }
  if (gameId !== null && gameId.length > 0 && gameId.length <= 64) {
    return { nodeId: null, gameId, vassalage, gameType, roomId };
  }
  return null;
};
