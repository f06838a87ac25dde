import type { ReactNode } from 'react';
import { useReducer } from 'react';
import type { Game } from '@his/shared/schemas/games';
import { useLoad } from '@/lib/use-load.ts';
import { GameRail, RailGames } from './game-rail.tsx';

interface RailDataProps {
  emptyText: string;
  load: (signal: AbortSignal) => Promise<Game[]>;
  onRetry: () => void;
}

const RailData = ({ emptyText, load, onRetry }: RailDataProps) => {
  const games = useLoad(load);
  return <RailGames games={games} emptyText={emptyText} onRetry={onRetry} />;
};

interface LoadedRailProps {
  title: string;
  icon?: ReactNode;
  emptyText: string;
  load: (signal: AbortSignal) => Promise<Game[]>;
  /**
   * A new value loads the list again (the favourites changed); null holds the rail on its
   * placeholders until there is one.
   */
  reloadKey?: string | null;
}

/**
 * A game rail that loads its list itself; retry (or a new `reloadKey`) asks again while the
 * rail and its heading stay in place.
 */
export const LoadedRail = ({ title, icon, emptyText, load, reloadKey = '' }: LoadedRailProps) => {
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  return (
    <GameRail title={title} icon={icon}>
      {reloadKey === null ? (
        <RailGames games={{ status: 'loading' }} emptyText={emptyText} onRetry={retry} />
      ) : (
        <RailData
          key={`${reloadKey}#${attempt}`}
          emptyText={emptyText}
          load={load}
          onRetry={retry}
        />
      )}
    </GameRail>
  );
};
