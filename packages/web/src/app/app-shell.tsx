import { Outlet } from 'react-router-dom';
import { NoticeRegion } from '@/components/notice-region.tsx';
import { GameLaunchLayer } from '@/features/games/components/game-launch-layer.tsx';
import { FavouritesFailure } from '@/features/lobby/components/favourites-failure.tsx';
import { LobbyProvider } from '@/features/lobby/components/lobby-provider.tsx';
import { MemberCenterLayer } from '@/features/member-center/components/member-center-layer.tsx';
import { ModalHost } from './modal-host.tsx';

/**
 * The root route: every layout below it, the modal host, the member center and the game
 * launch's dialogs above them all, a refused favourite, the notices; the lobby (vendor lanes, game grid) lives for the
 * whole browser session.
 */
export const AppShell = () => (
  <LobbyProvider>
    <Outlet />
    <ModalHost />
    <MemberCenterLayer />
    <GameLaunchLayer />
    <FavouritesFailure />
    <NoticeRegion />
  </LobbyProvider>
);
