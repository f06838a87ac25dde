import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual, useSelector } from '@xstate/react';
import { dialingCodeOf } from '@his/machines/registration';
import type { RegistrationRef } from '../../registration-view.ts';
import styles from './register-form.module.css';

interface RegisterCountryFieldProps {
  registration: RegistrationRef;
}

/**
 * "Country code": a select-only combobox (WAI-ARIA APG) whose list follows the registration
 * machine: it opens on focus and closes 200 ms after blur (SPEC §2), so a click on an option
 * still lands. Arrow keys move through the list, Enter or Space picks, Escape keeps the
 * current code and closes the list without closing the modal.
 */
export const RegisterCountryField = ({ registration }: RegisterCountryFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (code: string) => `${id}-${code}`;
  const view = useSelector(
    registration,
    (snapshot) => ({
      open: snapshot.hasTag('countryOpen'),
      countries: snapshot.context.countries,
      selected: snapshot.context.countryCode,
    }),
    shallowEqual,
  );
  // Which option the keyboard points at while the list is open: view state only, the
  // selection itself lives in the machine.
  const [pointed, setPointed] = useState<string | null>(null);
  const current = pointed ?? view.selected;
  const select = (code: string) => {
    setPointed(null);
    registration.send({ type: 'country.select', code });
  };
  const open = () => {
    setPointed(null);
    registration.send({ type: 'country.focus' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const codes = view.countries.map((country) => country.countryCode);
    const index = codes.indexOf(current);
    const move: Record<string, number> = {
      ArrowDown: Math.min(index + 1, codes.length - 1),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: codes.length - 1,
    };
    if (!view.open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        open();
      }
      return;
    }
    const target = move[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setPointed(codes[target] ?? null);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(current);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      select(view.selected);
    }
  };

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {t('register.countryCode')}
      </span>
      <div className={styles.combo}>
        <div
          role="combobox"
          tabIndex={0}
          className={styles.comboValue}
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-controls={listId}
          aria-expanded={view.open}
          aria-activedescendant={view.open ? optionId(current) : undefined}
          onFocus={() => registration.send({ type: 'country.focus' })}
          onBlur={() => registration.send({ type: 'country.blur' })}
          onClick={() => !view.open && open()}
          onKeyDown={onKeyDown}
        >
          {dialingCodeOf(view.countries, view.selected)}
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('register.countries')}
          className={styles.listbox}
          hidden={!view.open}
        >
          {view.countries.map((country) => (
            <li
              key={country.countryCode}
              id={optionId(country.countryCode)}
              role="option"
              aria-selected={country.countryCode === view.selected}
              className={country.countryCode === current ? styles.pointed : undefined}
              // Keeps the focus on the combobox, so picking with the mouse is not a blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => select(country.countryCode)}
            >
              {`${country.countryName} (${country.countryDialingCode})`}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
