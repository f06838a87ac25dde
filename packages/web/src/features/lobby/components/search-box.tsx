import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LobbyActor } from '../lobby-filter.actor.ts';
import { SearchIcon } from './lobby-icons.tsx';
import styles from './search-box.module.css';

/** The lobby's search over game names of every listed vendor; the machine waits for a pause. */
export const SearchBox = () => {
  const { t } = useTranslation();
  const id = useId();
  const lobby = LobbyActor.useActorRef();
  const text = LobbyActor.useSelector((snapshot) => snapshot.context.search);
  return (
    <div className={styles.search} role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('lobby.filter.search')}
      </label>
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon />
      </span>
      <input
        id={id}
        className={styles.input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={60}
        placeholder={t('lobby.filter.searchPlaceholder')}
        value={text}
        onChange={(event) => lobby.send({ type: 'search.change', text: event.target.value })}
      />
    </div>
  );
};
