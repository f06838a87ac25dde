import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordRangeMaxDays } from '@his/shared/schemas/records';
import {
  presetDays,
  rangePresets,
  rangeProblemOf,
  type RangePreset,
  type RecordQuery,
} from '../record-query.ts';
import styles from './records.module.css';

interface RangeFilterProps {
  /** The query's range (the rest of the query is the page's filters'). */
  query: Pick<RecordQuery, 'preset' | 'from' | 'to'>;
  onChange: (range: Pick<RecordQuery, 'preset' | 'from' | 'to'>) => void;
  /** The page's own filters (category, vendor, type), after the range. */
  children?: ReactNode;
}

/**
 * The date range (today, yesterday, 7 days, 30 days, custom) and the page's filters. A custom
 * range is asked for once both days make a range the platform takes (in order, at most 90 days).
 */
export const RangeFilter = ({ query, onChange, children }: RangeFilterProps) => {
  const { t } = useTranslation('memberCenter');
  const [custom, setCustom] = useState({ from: query.from, to: query.to });
  const [preset, setPreset] = useState<RangePreset>(query.preset);
  const problem = preset === 'custom' ? rangeProblemOf(custom.from, custom.to) : null;

  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    if (next === 'custom') return;
    const days = presetDays(next, Date.now());
    setCustom(days);
    onChange({ preset: next, ...days });
  };
  const changeDay = (field: 'from' | 'to', day: string) => {
    const next = { ...custom, [field]: day };
    setCustom(next);
    if (rangeProblemOf(next.from, next.to) === null) onChange({ preset: 'custom', ...next });
  };

  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t('records.filters')}</legend>
      <label className={styles.field}>
        {t('records.range')}
        <select
          value={preset}
          onChange={(event) => choosePreset(event.target.value as RangePreset)}
        >
          {rangePresets.map((entry) => (
            <option key={entry} value={entry}>
              {t(`records.presets.${entry}`)}
            </option>
          ))}
        </select>
      </label>
      {preset === 'custom' && (
        <>
          <label className={styles.field}>
            {t('records.from')}
            <input
              type="date"
              value={custom.from}
              max={custom.to || undefined}
              onChange={(event) => changeDay('from', event.target.value)}
            />
          </label>
          <label className={styles.field}>
            {t('records.to')}
            <input
              type="date"
              value={custom.to}
              min={custom.from || undefined}
              onChange={(event) => changeDay('to', event.target.value)}
            />
          </label>
        </>
      )}
      {children}
      {problem && (
        <p role="alert" className={styles.problem}>
          {t(`records.rangeProblem.${problem}`, { days: recordRangeMaxDays })}
        </p>
      )}
    </fieldset>
  );
};

interface ChoiceFilterProps {
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
}

/** One of the page's filters (category, vendor, type): "All" or one value. */
export const ChoiceFilter = ({ label, value, options, onChange }: ChoiceFilterProps) => {
  const { t } = useTranslation('memberCenter');
  return (
    <label className={styles.field}>
      {label}
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t('records.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
};
