import { useTranslation } from 'react-i18next';
import type { Lane } from '@his/shared/schemas/games';
import type { RecordQuery } from '../record-query.ts';
import { useFormats } from '../use-formats.ts';
import { ChoiceFilter } from './range-filter.tsx';

interface GameFiltersProps {
  query: Pick<RecordQuery, 'category' | 'vendor'>;
  /** The catalogue's categories and their vendors (none when they could not be read). */
  lanes: readonly Lane[];
  onChange: (change: Partial<Pick<RecordQuery, 'category' | 'vendor'>>) => void;
}

/**
 * The bets' category and vendor filters: the vendors offered are the chosen category's (every
 * category's without one), and another category clears the vendor.
 */
export const GameFilters = ({ query, lanes, onChange }: GameFiltersProps) => {
  const { t } = useTranslation('memberCenter');
  const { category } = useFormats();
  const shown = lanes.filter((lane) => lane.cards.length > 0);
  const vendors = shown
    .filter((lane) => query.category === null || lane.title === query.category)
    .flatMap((lane) => lane.cards)
    .map((card) => ({ value: card.vassalage, label: card.displayName }))
    .filter((card, index, all) => all.findIndex((other) => other.value === card.value) === index);
  return (
    <>
      <ChoiceFilter
        label={t('records.category')}
        value={query.category}
        options={shown.map((lane) => ({ value: lane.title, label: category(lane.title) }))}
        onChange={(value) => onChange({ category: value, vendor: null })}
      />
      <ChoiceFilter
        label={t('records.vendor')}
        value={query.vendor}
        options={vendors}
        onChange={(value) => onChange({ vendor: value })}
      />
    </>
  );
};
