import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from '@xstate/react';
import type { LaunchTarget } from '@his/machines/game-launch';
import { Button } from '@/components/ui/button.tsx';
import { site } from '@/config/site.ts';
import { errorKey } from '@/lib/i18n.ts';
import { LobbyActor } from '../lobby-filter.actor.ts';
import type { CategoryPageKey } from '../lobby-routes.ts';
import { categoryPageTypes, categoryTitles } from '../lobby-routes.ts';
import { VendorTile } from './vendor-tile.tsx';
import styles from './category-page.module.css';

interface CategoryPageProps {
  category: CategoryPageKey;
  /** What a vendor click does: the app's launch. */
  onOpen: (target: LaunchTarget) => void;
}

/**
 * A category page (SPEC §2: `/elott`, `/sports`, `/esports`, `/cockfight`): the vendor cards of
 * its lanes (lottery and e-lottery together), each opening through the launch.
 */
export const CategoryPage = ({ category, onOpen }: CategoryPageProps) => {
  const { t } = useTranslation();
  const listId = useId();
  const lobby = LobbyActor.useActorRef();
  const { lanes, loading, error } = LobbyActor.useSelector(
    (snapshot) => ({
      lanes: snapshot.context.lanes,
      loading: snapshot.hasTag('lanesLoading'),
      error: snapshot.context.lanesError,
    }),
    shallowEqual,
  );
  const types = categoryPageTypes[category];
  const vendors = (lanes ?? [])
    .filter((lane) => types.includes(lane.title))
    .flatMap((lane) => lane.cards);
  const title = t(categoryTitles[category]);

  return (
    <>
      <title>{`${site.brand} · ${title}`}</title>
      <header className={[styles.hero, styles[category]].join(' ')}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t('lobby.category.lead')}</p>
      </header>
      <section aria-labelledby={listId}>
        <h2 id={listId} className="visually-hidden">
          {t('lobby.category.providers')}
        </h2>
        {loading && (
          <ul className={styles.grid} aria-busy="true" aria-label={t('lobby.category.loading')}>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className={styles.placeholder} aria-hidden="true" />
            ))}
          </ul>
        )}
        {error && (
          <div className={styles.message} role="alert">
            <p>
              <strong>{t('lobby.category.failed')}</strong> {t(errorKey(error))}
            </p>
            <Button variant="primary" onClick={() => lobby.send({ type: 'retry' })}>
              {t('lobby.retry')}
            </Button>
          </div>
        )}
        {lanes && vendors.length === 0 && (
          <p className={styles.message}>{t('lobby.category.empty')}</p>
        )}
        {vendors.length > 0 && (
          <ul className={styles.grid} aria-labelledby={listId}>
            {vendors.map((vendor) => (
              // One vendor may hold cards in two lanes (TCG: VN lottery and SEA lottery).
              <li key={`${vendor.gameType}-${vendor.vassalage}`}>
                <VendorTile vendor={vendor} onOpen={() => onOpen({ kind: 'vendor', vendor })} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
};
