import { Outlet } from 'react-router-dom';
import { NoticeRegion } from '@/components/notice-region.tsx';
import { GameLaunchProvider } from '@/features/games/components/game-launch-provider.tsx';
import { FavouritesProvider } from '@/features/lobby/components/favourites-provider.tsx';
import { LobbyProvider } from '@/features/lobby/components/lobby-provider.tsx';
import { ModalHost } from './modal-host.tsx';

/**
 * The root route: every layout below it, the modal host above them all, the notices; the game
 * launch wraps them, so any page can open a game, and the lobby (vendor lanes, game grid) and
 * favourites live for the whole browser session.
 */
export const AppShell = () => (
  <GameLaunchProvider>
    <LobbyProvider>
      <FavouritesProvider>
        <Outlet />
        <ModalHost />
        <NoticeRegion />
      </FavouritesProvider>
    </LobbyProvider>
  </GameLaunchProvider>
);
