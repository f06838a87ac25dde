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

type Days = Pick<RecordQuery, 'from' | 'to'>;

/**
 * The two days of a custom range, from the days given; `onRange` hears them once they make a
 * range the platform takes (in order, at most 90 days), and until then the problem shows.
 */
export const CustomDays = ({
  initial,
  onRange,
}: {
  initial: Days;
  onRange: (days: Days) => void;
}) => {
  const { t } = useTranslation('memberCenter');
  const [custom, setCustom] = useState(initial);
  const problem = rangeProblemOf(custom.from, custom.to);
  const changeDay = (field: 'from' | 'to', day: string) => {
    const next = { ...custom, [field]: day };
    setCustom(next);
    if (rangeProblemOf(next.from, next.to) === null) onRange(next);
  };
  return (
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
      {problem && (
        <p role="alert" className={styles.problem}>
          {t(`records.rangeProblem.${problem}`, { days: recordRangeMaxDays })}
        </p>
      )}
    </>
  );
};

/**
 * The date range (today, yesterday, 7 days, 30 days, custom) and the page's filters. A custom
 * range starts from the days shown and is asked for once its days make a range.
 */
export const RangeFilter = ({ query, onChange, children }: RangeFilterProps) => {
  const { t } = useTranslation('memberCenter');
  const [preset, setPreset] = useState<RangePreset>(query.preset);

  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    if (next !== 'custom') onChange({ preset: next, ...presetDays(next, Date.now()) });
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
        <CustomDays
          initial={{ from: query.from, to: query.to }}
          onRange={(days) => onChange({ preset: 'custom', ...days })}
        />
      )}
      {children}
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
