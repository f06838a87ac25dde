import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaunchTarget } from '@his/machines/game-launch';
import { loadFavouriteGames } from '../api/load-favourite-games.ts';
import { loadHotGames } from '../api/load-hot-games.ts';
import { loadRecentGames } from '../api/load-recent-games.ts';
import { FavouritesActor } from '@/lib/actors.ts';
import { useViewer } from '@/lib/viewer.ts';
import { OpenTargetContext } from '../open-target.ts';
import { JackpotList } from './jackpot-list.tsx';
import { LoadedRail } from './loaded-rail.tsx';
import { ClockIcon, FlameIcon, StarIcon } from './lobby-icons.tsx';
import { WinnerBoard } from './winner-board.tsx';
import styles from './home-rails.module.css';

const loadAllHotGames = (signal: AbortSignal) => loadHotGames({}, signal);

/**
 * The member's favourites rail. It loads again once a star change has reached the server (not
 * while it is on its way, or the list would miss it).
 */
const FavouritesRail = () => {
  const { t } = useTranslation();
  const synced = FavouritesActor.useSelector((snapshot) =>
    snapshot.hasTag('ready') && !snapshot.hasTag('saving') ? snapshot.context.ids.join(',') : null,
  );
  const [reloadKey, setReloadKey] = useState(synced);
  if (synced !== null && synced !== reloadKey) setReloadKey(synced);
  return (
    <LoadedRail
      title={t('lobby.home.favourites')}
      icon={<StarIcon filled />}
      emptyText={t('lobby.home.favouritesEmpty')}
      load={loadFavouriteGames}
      reloadKey={reloadKey}
    />
  );
};

/**
 * The home page's game rails (SPEC §2, §7): hot games; a real member's favourites; recently
 * played for a logged-in player; the winner board and the jackpots.
 */
export const HomeRails = ({ onOpen }: { onOpen: (target: LaunchTarget) => void }) => {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <OpenTargetContext value={onOpen}>
      <div className={styles.rails}>
        <LoadedRail
          title={t('lobby.home.hot')}
          icon={<FlameIcon />}
          emptyText={t('lobby.grid.empty')}
          load={loadAllHotGames}
        />
        {viewer === 'member' && <FavouritesRail />}
        {viewer !== 'visitor' && (
          <LoadedRail
            title={t('lobby.home.recent')}
            icon={<ClockIcon />}
            emptyText={t('lobby.home.recentEmpty')}
            load={loadRecentGames}
          />
        )}
        <div className={styles.boards}>
          <WinnerBoard />
          <JackpotList />
        </div>
      </div>
    </OpenTargetContext>
  );
};
