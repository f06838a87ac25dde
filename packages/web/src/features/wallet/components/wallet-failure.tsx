import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-failure.tsx';
import { errorKey } from '@/lib/i18n.ts';
import { formatMoment } from '../format.ts';

const numberIn = (value: unknown, key: string): number | null => {
  if (typeof value !== 'object' || value === null || !(key in value)) return null;
  const found: unknown = (value as Record<string, unknown>)[key];
  return typeof found === 'number' ? found : null;
};

/**
 * A wallet call's failure as its coded text, with what the code carries: the unlock time of a
 * locked payment password (`lockedUntil`) and the attempts left after a wrong one (`remaining`).
 */
export const WalletFailure = ({ error }: { error: unknown }) => {
  const { t, i18n } = useTranslation('memberCenter');
  const { t: tSite } = useTranslation();
  if (error === null || error === undefined) return null;
  // An ApiError, or a chart's `{ code, value }` of one.
  const failure = typeof error === 'object' ? (error as { code?: unknown; value?: unknown }) : {};
  const code = typeof failure.code === 'string' ? failure.code : 'internal.error';
  const value = failure.value ?? null;
  const lockedUntil = code === 'payment.password.locked' ? numberIn(value, 'lockedUntil') : null;
  const remaining = code === 'invalid.payment.pw' ? numberIn(value, 'remaining') : null;
  return (
    <FormAlert>
      {tSite(errorKey(code))}
      {lockedUntil !== null &&
        ` ${t('wallet.lockedUntil', { time: formatMoment(lockedUntil, i18n.language) })}`}
      {remaining !== null && ` ${t('wallet.attemptsLeft', { count: remaining })}`}
    </FormAlert>
  );
};
