import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { shallowEqual } from '@xstate/react';
import type { lobbyFilterMachine } from '@his/machines/lobby-filter';
import { gameListFirstPageSize, gameListPageSize } from '@his/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { errorKey } from '@/lib/i18n.ts';
import { useProgressiveCount } from '@/lib/use-progressive-count.ts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import { LobbyActor } from '../lobby-filter.actor.ts';
import { firstScreenCards, GameCardPlaceholder } from './game-card.tsx';
import { LobbyGameCards } from './lobby-game-cards.tsx';
import { Pager } from './pager.tsx';
import styles from './game-grid.module.css';

/** What the grid shows; every decision behind it was the lobby machine's. */
const selectGrid = (snapshot: SnapshotFrom<typeof lobbyFilterMachine>) => ({
  games: snapshot.context.games,
  mode: snapshot.context.mode,
  pageNo: snapshot.context.pageNo,
  totalPages: snapshot.context.totalPages,
  totalCount: snapshot.context.totalCount,
  search: snapshot.context.search.trim(),
  error: snapshot.context.error,
  loading: snapshot.hasTag('loading'),
  loadingMore: snapshot.hasTag('loadingMore'),
  ready: snapshot.hasTag('ready'),
  end: snapshot.hasTag('end'),
  failed: snapshot.hasTag('failed'),
  searching: snapshot.matches({ games: 'debouncing' }),
});

const Placeholders = ({ count }: { count: number }) =>
  Array.from({ length: count }, (_, index) => (
    <li key={`placeholder-${index}`} aria-hidden="true">
      <GameCardPlaceholder />
    </li>
  ));

/**
 * The lobby's games: placeholders while page 1 loads, then the cards; more arrive by infinite
 * scroll (a sentinel below the grid, and a button for those who do not scroll) or by the
 * pager. Empty and failed lists say so, the failure with a retry.
 */
export const GameGrid = ({ titleId }: { titleId: string }) => {
  const { t } = useTranslation();
  const lobby = LobbyActor.useActorRef();
  const grid = LobbyActor.useSelector(selectGrid, shallowEqual);
  const top = useRef<HTMLDivElement>(null);
  // The first screen's cards render at once, the rest in a deferred render; more are asked for
  // only once every card is shown (until then the end of the grid is in view).
  const shown = useProgressiveCount(grid.games.length, firstScreenCards);
  const scrollMore =
    grid.mode === 'scroll' && grid.ready && !grid.end && shown === grid.games.length;
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => lobby.send({ type: 'page.more' }),
    scrollMore,
  );

  // A pager page replaces the grid: bring its first row into view.
  const shownPage = grid.mode === 'pager' ? grid.pageNo : 0;
  const firstPage = useRef(true);
  useEffect(() => {
    if (shownPage === 0) return;
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [shownPage]);

  const gridClass = [styles.grid, styles[grid.mode]].join(' ');
  const settled = grid.ready || grid.failed;
  const status = grid.loading
    ? t('lobby.grid.loading')
    : grid.loadingMore
      ? t('lobby.grid.loadingMore')
      : grid.searching
        ? t('lobby.grid.searching')
        : settled && grid.games.length > 0
          ? t('lobby.grid.count', { shown: grid.games.length, total: grid.totalCount })
          : '';

  return (
    <div ref={top} className={styles.wrap}>
      <p className={styles.status} role="status">
        {status}
      </p>
      {grid.loading ? (
        <ul className={gridClass} aria-label={t('lobby.grid.loading')} aria-busy="true">
          <Placeholders count={grid.mode === 'scroll' ? gameListFirstPageSize : gameListPageSize} />
        </ul>
      ) : (
        grid.games.length > 0 && (
          <ul
            className={[gridClass, grid.searching ? styles.stale : ''].join(' ')}
            aria-labelledby={titleId}
            aria-busy={grid.loadingMore}
          >
            <LobbyGameCards games={grid.games.slice(0, shown)} itemClassName={styles.cell} />
            {grid.loadingMore && <Placeholders count={6} />}
          </ul>
        )
      )}
      {grid.failed && (
        <div className={styles.message} role="alert">
          <p>
            <strong>{t('lobby.grid.failed')}</strong> {grid.error && t(errorKey(grid.error))}
          </p>
          <Button variant="primary" onClick={() => lobby.send({ type: 'retry' })}>
            {t('lobby.retry')}
          </Button>
        </div>
      )}
      {grid.ready && grid.games.length === 0 && (
        <p className={styles.message}>
          {grid.search ? t('lobby.grid.emptySearch', { text: grid.search }) : t('lobby.grid.empty')}
        </p>
      )}
      {grid.mode === 'scroll' && grid.ready && grid.games.length > 0 && (
        <div className={styles.more}>
          {grid.end ? (
            <p className={styles.end}>{t('lobby.grid.end')}</p>
          ) : (
            <>
              <div ref={sentinel} className={styles.sentinel} />
              <Button onClick={() => lobby.send({ type: 'page.more' })}>
                {t('lobby.grid.loadMore')}
              </Button>
            </>
          )}
        </div>
      )}
      {/* It stays while a page loads, so focus stays on the page number pressed. */}
      {grid.mode === 'pager' && (grid.ready || grid.loading) && (
        <Pager
          pageNo={grid.pageNo}
          totalPages={grid.totalPages}
          onPage={(pageNo) => lobby.send({ type: 'page.go', pageNo })}
        />
      )}
    </div>
  );
};
