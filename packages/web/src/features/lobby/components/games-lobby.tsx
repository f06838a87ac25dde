import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LaunchTarget } from '@his/machines/game-launch';
import type { GameType } from '@his/shared/schemas/games';
import { site } from '@/config/site.ts';
import { useLanes } from '../hooks/use-lanes.ts';
import { LobbyActor } from '../lobby-filter.actor.ts';
import type { LobbyKey } from '../lobby-routes.ts';
import { categoryTitles, lobbyFilters, vendorOfLobby } from '../lobby-routes.ts';
import { OpenTargetContext } from '../open-target.ts';
import { ClassChips } from './class-chips.tsx';
import { GameGrid } from './game-grid.tsx';
import { HotGames } from './hot-games.tsx';
import { SearchBox } from './search-box.tsx';
import { VendorStrip } from './vendor-strip.tsx';
import styles from './games-lobby.module.css';

/**
 * Keeps the session's lobby actor on what the address shows: the lobby's category and the
 * vendor of `?page=` (the header may have selected them already), and asks for the
 * category's hot games whenever the lobby opens.
 */
const useLobbyFromAddress = (category: GameType, vendor: string) => {
  const lobby = LobbyActor.useActorRef();
  useEffect(() => {
    const { context } = lobby.getSnapshot();
    if (context.category !== category) lobby.send({ type: 'category.select', category, vendor });
    else if (context.vendor !== vendor) lobby.send({ type: 'vendor.select', vendor });
  }, [lobby, category, vendor]);
  useEffect(() => {
    lobby.send({ type: 'hot.load' });
  }, [lobby, category]);
};

interface GamesLobbyProps {
  lobby: LobbyKey;
  /** What a game or vendor click does: the app's launch. */
  onOpen: (target: LaunchTarget) => void;
}

/**
 * A `/:game` vendor lobby (SPEC §2): the category's vendors (All or `?page=VENDOR`), its hot
 * games, game-class chips, a search over the names of every listed vendor, and the game grid.
 */
export const GamesLobby = ({ lobby, onOpen }: GamesLobbyProps) => {
  const { t } = useTranslation();
  const gridTitleId = useId();
  const [params] = useSearchParams();
  const { category } = lobbyFilters[lobby];
  const vendor = vendorOfLobby(lobby, params.get('page'));
  useLobbyFromAddress(category, vendor);
  const lanes = useLanes();
  const lane = lanes?.find((entry) => entry.title === category);
  const vendors = lane?.cards ?? [];
  const title = t(categoryTitles[lobby]);
  const singleVendor = lobbyFilters[lobby].vendor !== null;
  const shown = singleVendor ? vendors.filter((card) => card.vassalage === vendor) : vendors;
  const gameCount = singleVendor ? (shown[0]?.gameCount ?? 0) : (lane?.gameCount ?? 0);

  return (
    <OpenTargetContext value={onOpen}>
      <title>{`${site.brand} · ${title}`}</title>
      <header className={[styles.hero, styles[category.toLowerCase()]].join(' ')}>
        <h1 className={styles.title}>{title}</h1>
        {/* There while the vendors load too (a dash for each figure): nothing below moves. */}
        <dl className={styles.stats} aria-busy={!lane}>
          <div>
            <dt>{t('lobby.stats.games')}</dt>
            <dd>{lane ? gameCount : '–'}</dd>
          </div>
          {!singleVendor && (
            <div>
              <dt>{t('lobby.stats.providers')}</dt>
              <dd>{lane ? vendors.length : '–'}</dd>
            </div>
          )}
        </dl>
      </header>
      {!singleVendor && (
        <div className={styles.vendors}>
          <VendorStrip lobby={lobby} vendors={vendors} selected={vendor} />
        </div>
      )}
      <HotGames />
      <section className={styles.games} aria-labelledby={gridTitleId}>
        <div className={styles.toolbar}>
          <h2 id={gridTitleId} className={styles.gridTitle}>
            {t('lobby.grid.title')}
          </h2>
          <SearchBox />
        </div>
        <ClassChips category={category} vendor={vendor} />
        <GameGrid titleId={gridTitleId} />
      </section>
    </OpenTargetContext>
  );
};
