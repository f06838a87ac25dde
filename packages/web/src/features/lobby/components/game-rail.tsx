import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@his/shared/schemas/games';
import { Button } from '@/components/ui/button.tsx';
import type { Loaded } from '@/lib/use-load.ts';
import { GameCardPlaceholder } from './game-card.tsx';
import { LobbyGameCards } from './lobby-game-cards.tsx';
import { ChevronIcon } from './lobby-icons.tsx';
import styles from './game-rail.module.css';

/** How many placeholder cards show while a rail loads. */
const placeholderCount = 6;

/**
 * Cards a rail renders at once: more than the widest screen shows. The hot rail holds about
 * fifty games, some 750 elements, and rendering them all was the home page's largest main-thread
 * task on a phone; the next batch renders as the rail scrolls towards its end.
 */
export const railBatch = 12;

/**
 * How many of `total` cards to render, and the element to place after them: when it comes
 * within half a rail's width of view (scrolling, or tabbing to the last card), a batch more.
 * Where IntersectionObserver is missing, every card at once.
 */
const useRevealed = (total: number) => {
  const [count, setCount] = useState(() =>
    typeof IntersectionObserver === 'undefined' ? total : railBatch,
  );
  const sentinel = useRef<HTMLLIElement>(null);
  const shown = Math.min(count, total);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || shown >= total) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setCount(shown + railBatch);
      },
      { root: element.closest('[data-rail-viewport]'), rootMargin: '0px 50%' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, total]);
  return { shown, sentinel };
};

interface GameRailProps {
  title: string;
  icon?: ReactNode;
  /** The rail's content ({@link RailGames}); it may load again while the rail stays. */
  children: ReactNode;
}

/**
 * A titled row of game cards that scrolls sideways: by touch, by the arrow buttons (shown
 * when there are games), or by tabbing through its cards (no drag-only control).
 */
export const GameRail = ({ title, icon, children }: GameRailProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    const element = viewport.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section className={styles.rail} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          {title}
        </h2>
        <div className={styles.arrows}>
          <Button variant="ghost" onClick={() => scroll(-1)}>
            <ChevronIcon direction="left" />
            <span className="visually-hidden">{t('lobby.rail.previous', { title })}</span>
          </Button>
          <Button variant="ghost" onClick={() => scroll(1)}>
            <ChevronIcon direction="right" />
            <span className="visually-hidden">{t('lobby.rail.next', { title })}</span>
          </Button>
        </div>
      </div>
      <div ref={viewport} className={styles.viewport} data-rail-viewport>
        {children}
      </div>
    </section>
  );
};

interface RailGamesProps {
  games: Loaded<Game[]>;
  /** Shown when the list is empty. */
  emptyText: string;
  onRetry: () => void;
}

/** A rail's games: placeholders while they load, the cards, or why there are none. */
export const RailGames = ({ games, emptyText, onRetry }: RailGamesProps) => {
  const { t } = useTranslation();
  if (games.status === 'loading') {
    return (
      <ul className={styles.placeholders} aria-busy="true" aria-label={t('lobby.rail.loading')}>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <li key={index} className={styles.item} aria-hidden="true">
            <GameCardPlaceholder />
          </li>
        ))}
      </ul>
    );
  }
  // Not an alert: a side list that failed on its own is no reason to interrupt the reader.
  if (games.status === 'failed') {
    return (
      <div className={styles.message}>
        <p>{t('lobby.rail.failed')}</p>
        <Button onClick={onRetry}>{t('lobby.retry')}</Button>
      </div>
    );
  }
  if (games.value.length === 0) return <p className={styles.message}>{emptyText}</p>;
  return <RailTrack games={games.value} />;
};

const RailTrack = ({ games }: { games: Game[] }) => {
  const { shown, sentinel } = useRevealed(games.length);
  return (
    <ul className={styles.track}>
      <LobbyGameCards games={games.slice(0, shown)} itemClassName={styles.item} />
      {shown < games.length && <li ref={sentinel} aria-hidden="true" />}
    </ul>
  );
};
