import { createActorContext } from '@xstate/react';
import { lobbyFilterMachine } from '@his/machines/lobby-filter';
import { flowInspect } from '@/lib/flow-inspection.ts';

/**
 * The lobby's one actor for the browser session (mounted by `LobbyProvider`): the vendor lanes
 * of the header, category pages and footer, and the game grid of the lobby on screen.
 */
export const LobbyActor = createActorContext(lobbyFilterMachine, { inspect: flowInspect });
