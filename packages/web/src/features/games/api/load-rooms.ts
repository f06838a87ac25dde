import type { RoomsInput } from '@his/machines/game-launch';
import type { PvpRoom } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

/** `GLS2_roomList` of one PVP game: its rooms (tables) with seats and minimum stakes. */
export const loadRooms = (input: RoomsInput, signal?: AbortSignal): Promise<PvpRoom[]> =>
  callApi('pvpRooms', { query: input, signal }).then((answer) => answer.list);
