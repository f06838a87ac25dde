import type { ReactNode } from 'react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { LobbyMode } from '@his/machines/lobby-filter';
import { lobbyFilterMachine } from '@his/machines/lobby-filter';
import { loadGames } from '../api/load-games.ts';
import { loadHotGames } from '../api/load-hot-games.ts';
import { loadLanes } from '../api/load-lanes.ts';
import { LobbyActor } from '../lobby-filter.actor.ts';
import { matchesMedia, wideScreen } from '@/lib/use-media-query.ts';

const lobbyLogic = lobbyFilterMachine.provide({
  actors: {
    loadLanes: fromPromise(({ signal }) => loadLanes(signal)),
    loadGames: fromPromise(({ input, signal }) => loadGames(input, signal)),
    loadHot: fromPromise(({ input, signal }) => loadHotGames(input, signal)),
  },
});

/** Wide screens (the header's breakpoint) page with numbers; phones scroll on and on. */
const modeOfScreen = (): LobbyMode => (matchesMedia(wideScreen) ? 'pager' : 'scroll');

/**
 * One lobby actor for the browser session (SPEC §7: lanes cached for the session): the header,
 * the category pages, the lobbies and the footer read its lanes; the lobby on screen drives its
 * grid. The grid pages with numbers on wide screens and by infinite scroll on phones, decided
 * once when the site opens.
 */
export const LobbyProvider = ({ children }: { children: ReactNode }) => {
  const [mode] = useState(modeOfScreen);
  return (
    <LobbyActor.Provider
      logic={lobbyLogic}
      options={{ input: { category: null, vendor: null, mode } }}
    >
      {children}
    </LobbyActor.Provider>
  );
};
