import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@his/shared/schemas/games';
import shimmer from '@/styles/shimmer.module.css';
import { LazyImage } from './lazy-image.tsx';
import { PlayIcon, StarIcon } from './lobby-icons.tsx';
import styles from './game-card.module.css';

/** Intrinsic size of a game thumbnail (the platform's square icons). */
const thumbSize = 240;

/** The cards of a list that can be on its first screen (a wide row): their images load at once. */
export const firstScreenCards = 6;

export interface GameCardProps {
  game: Game;
  /** The vendor's display name (its code until the lanes arrive). */
  vendorName: string;
  /** The star's state: starred by the member (false for others); null shows no star. */
  favourite: boolean | null;
  /** Opens the game; one function for a whole list, given the card's game. */
  onOpen: (game: Game) => void;
  /** Presses the star; one function for a whole list, given the card's game. */
  onFavourite: (game: Game) => void;
  /** One of the first cards of its list: its image loads at once (`LazyImage` `eager`). */
  eager?: boolean;
}

/**
 * One game of a grid or rail: a thumbnail that keeps its box while it loads, the name (the
 * button that opens the game), the vendor, hot/new/maintenance badges and the favourite star.
 * Memoised: a list's change renders only the cards whose props changed.
 */
export const GameCard = memo(function GameCard({
  game,
  vendorName,
  favourite,
  onOpen,
  onFavourite,
  eager = false,
}: GameCardProps) {
  const { t } = useTranslation();
  const name = game.displayName;
  return (
    <article className={[styles.card, game.maintenance ? styles.down : ''].join(' ')}>
      <button type="button" className={styles.open} onClick={() => onOpen(game)}>
        <LazyImage
          className={styles.thumb}
          src={game.iconUrl}
          alt=""
          width={thumbSize}
          height={thumbSize}
          eager={eager}
        />
        <span className={styles.play} aria-hidden="true">
          <PlayIcon />
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      <span className={styles.vendor}>{vendorName}</span>
      {(game.isHot || game.isNew || game.maintenance) && (
        <ul className={styles.badges} aria-label={t('lobby.card.badges')}>
          {game.maintenance && (
            <li className={[styles.badge, styles.badgeDown].join(' ')}>
              {t('lobby.card.maintenance')}
            </li>
          )}
          {game.isHot && (
            <li className={[styles.badge, styles.badgeHot].join(' ')}>{t('lobby.card.hot')}</li>
          )}
          {game.isNew && (
            <li className={[styles.badge, styles.badgeNew].join(' ')}>{t('lobby.card.new')}</li>
          )}
        </ul>
      )}
      {favourite !== null && (
        <button
          type="button"
          className={styles.star}
          aria-pressed={favourite}
          aria-label={t('lobby.card.favourite', { name })}
          onClick={() => onFavourite(game)}
        >
          <StarIcon filled={favourite} />
        </button>
      )}
    </article>
  );
});

/**
 * A card's stand-in while its game is on the way: a card's own box (square thumbnail, two lines
 * of name, the vendor line) from the card's own rules, so a rail or grid keeps its height when
 * the games arrive and nothing under it moves (CLS).
 */
export const GameCardPlaceholder = () => (
  <div className={[styles.card, styles.placeholder].join(' ')} aria-hidden="true">
    <span className={[styles.thumb, shimmer.shimmer].join(' ')} />
    <span className={styles.name}>{'\u00a0'}</span>
    <span className={styles.vendor}>{'\u00a0'}</span>
  </div>
);
