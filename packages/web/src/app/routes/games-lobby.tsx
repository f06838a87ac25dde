import { useLocation } from 'react-router-dom';
import { vendorLobbies } from '@/config/site.ts';
import { useLaunchGame } from '@/features/games/use-launch-game.ts';
import { GamesLobby } from '@/features/lobby/components/games-lobby.tsx';
import { Component as NotFound } from './not-found.tsx';

type Lobby = (typeof vendorLobbies)[number];

const isLobby = (segment: string): segment is Lobby =>
  (vendorLobbies as readonly string[]).includes(segment);

/** `/:game` vendor lobbies (SPEC §2): `rng, inhouse, bingo, fish, live, pvp, kh19games`. */
export const Component = () => {
  const { pathname } = useLocation();
  const launch = useLaunchGame();
  // Paths match without regard to case (`/RNG` is the slots lobby too).
  const lobby = (pathname.split('/')[1] ?? '').toLowerCase();
  if (!isLobby(lobby)) return <NotFound />;
  // Another lobby is another page: its grid and filters start afresh.
  return <GamesLobby key={lobby} lobby={lobby} onOpen={launch} />;
};
