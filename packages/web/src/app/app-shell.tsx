import { Outlet } from 'react-router-dom';
import { NoticeRegion } from '@/components/notice-region.tsx';
import { GameLaunchLayer } from '@/features/games/components/game-launch-layer.tsx';
import { LobbyProvider } from '@/features/lobby/components/lobby-provider.tsx';
import { CenterLayer } from '@/features/member-center/components/member-center-layer.tsx';
import { BootGate } from './boot-gate.tsx';
import { LazyPart } from './layout/lazy-part.tsx';
import { ModalHost } from './modal-host.tsx';

// The missions' count beside the member center's "Mission activity": a chunk of its own, asked
// for only while the center's menu shows.
const loadMissionBadge = () =>
  import('@/features/missions/components/mission-badge.tsx').then((module) => module.MissionBadge);
const memberCenterBadges = {
  missionLeaderboard: <LazyPart name="mission-badge" load={loadMissionBadge} />,
};

// A refused favourite is rare: its message is a chunk of its own (the favourites chart holds
// the failure until it arrives).
const loadFavouritesFailure = () =>
  import('@/features/lobby/components/favourites-failure.tsx').then(
    (module) => module.FavouritesFailure,
  );

// The popup notices (a guest at home, a member after login): a chunk of its own, with the
// sanitiser, loaded after the first screen.
const loadNoticePopups = () =>
  import('@/features/announcements/components/notice-popups.tsx').then(
    (module) => module.NoticePopups,
  );

/**
 * The root route: the boot gate (a loading, maintenance, restriction or failure page until the
 * app runs the session), then every layout below it, the modal host, the member and agent centers
 * and the game launch's dialogs above them all, a refused favourite, the notices; the lobby (vendor
 * lanes, game grid) lives for the whole browser session.
 */
export const AppShell = () => (
  <BootGate>
    <LobbyProvider>
      <Outlet />
      <ModalHost />
      <CenterLayer audience="members" menuBadges={memberCenterBadges} />
      <CenterLayer audience="agents" />
      <GameLaunchLayer />
      <LazyPart name="favourites-failure" load={loadFavouritesFailure} />
      <LazyPart name="notice-popups" load={loadNoticePopups} />
      <NoticeRegion />
    </LobbyProvider>
  </BootGate>
);
