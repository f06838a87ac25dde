import { useTranslation } from 'react-i18next';
import { allVendors } from '@his/machines/lobby-filter';
import type { GameType } from '@his/shared/schemas/games';
import { loadVendorGameTypes } from '../api/load-vendor-game-types.ts';
import type { VendorGameTypes } from '../api/load-vendor-game-types.ts';
import { useKnownNames } from '@/lib/known-names.ts';
import { useLoad } from '@/lib/use-load.ts';
import { LobbyActor } from '../lobby-filter.actor.ts';
import styles from './class-chips.module.css';

/** One class of a vendor, as the platform answers it. */
type GameClass = VendorGameTypes[string][string][number];

/**
 * The game classes of a category: one vendor's, or those of every vendor of the category
 * (counts added up) when the lobby lists them all.
 */
export const classesOf = (
  content: VendorGameTypes,
  category: GameType,
  vendor: string,
): GameClass[] => {
  const byVendor = content[category] ?? {};
  if (vendor !== allVendors) return byVendor[vendor] ?? [];
  const merged = new Map<string, GameClass>();
  for (const classes of Object.values(byVendor)) {
    for (const entry of classes) {
      const known = merged.get(entry.key);
      merged.set(
        entry.key,
        known ? { ...known, gameCount: known.gameCount + entry.gameCount } : { ...entry },
      );
    }
  }
  return [...merged.values()];
};

/** Filter chips of the lobby's game classes (slots, table, arcade …); hidden when none. */
export const ClassChips = ({ category, vendor }: { category: GameType; vendor: string }) => {
  const { t } = useTranslation();
  const names = useKnownNames();
  const lobby = LobbyActor.useActorRef();
  const selected = LobbyActor.useSelector((snapshot) => snapshot.context.classify);
  const types = useLoad(loadVendorGameTypes);
  if (types.status === 'loading') return <div className={styles.reserve} aria-hidden="true" />;
  if (types.status === 'failed') return null;
  const classes = classesOf(types.value, category, vendor);
  if (classes.length < 2) return null;
  const chip = (key: string | null, label: string) => (
    <li key={key ?? ''}>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={selected === key}
        onClick={() => lobby.send({ type: 'classify.select', classify: key })}
      >
        {label}
      </button>
    </li>
  );
  return (
    <ul className={styles.chips} aria-label={t('lobby.filter.classes')}>
      {chip(null, t('lobby.filter.allClasses'))}
      {classes.map((entry) => chip(entry.key, names.gameClass(entry.key, entry.displayName)))}
    </ul>
  );
};
