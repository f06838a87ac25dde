import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from '@xstate/react';
import { LobbyActor } from '../lobby-filter.actor.ts';
import { useProgressiveCount } from '@/lib/use-progressive-count.ts';
import { firstScreenCards, GameCardPlaceholder } from './game-card.tsx';
import { LobbyGameCards } from './lobby-game-cards.tsx';
import { FlameIcon } from './lobby-icons.tsx';
import styles from './hot-games.module.css';

/** Cards the widest hot rail shows at once. */
const placeholderCount = 7;

/**
 * The lobby's hot games (SPEC §7: a loading cover shows during the hot-game call). The cover
 * lies over the previous list while another category's hot games load; with none to show the
 * section stays out of the way. Before the lobby has asked for them (its first render, the
 * chart's `hot.idle`) the section is there already, covered: the games below do not jump down
 * when the call starts.
 */
export const HotGames = () => {
  const { t } = useTranslation();
  const titleId = useId();
  const { hot, loading } = LobbyActor.useSelector(
    (snapshot) => ({
      hot: snapshot.context.hot,
      loading: snapshot.hasTag('hotLoading') || snapshot.matches({ hot: 'idle' }),
    }),
    shallowEqual,
  );
  const shown = useProgressiveCount(hot.length, firstScreenCards);
  if (!loading && hot.length === 0) return null;
  return (
    <section className={styles.hot} aria-labelledby={titleId} aria-busy={loading}>
      <h2 id={titleId} className={styles.title}>
        <span className={styles.icon} aria-hidden="true">
          <FlameIcon />
        </span>
        {t('lobby.hot.title')}
      </h2>
      <div className={styles.body}>
        {hot.length > 0 ? (
          <ul className={styles.track}>
            <LobbyGameCards games={hot.slice(0, shown)} itemClassName={styles.item} />
          </ul>
        ) : (
          // Card-shaped stand-ins as many as the widest rail shows: the section is as high
          // while it loads as with its games, so the lobby under it does not move.
          <ul className={styles.track} aria-hidden="true">
            {Array.from({ length: placeholderCount }, (_, index) => (
              <li key={index} className={styles.item}>
                <GameCardPlaceholder />
              </li>
            ))}
          </ul>
        )}
        {loading && (
          <div className={styles.cover} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span>{t('lobby.hot.loading')}</span>
          </div>
        )}
      </div>
    </section>
  );
};
