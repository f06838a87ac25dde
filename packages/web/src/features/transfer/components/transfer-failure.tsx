import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-failure.tsx';
import { ApiError } from '@/lib/api.ts';
import { errorKey } from '@/lib/i18n.ts';
import { useMoney } from '../use-money.ts';

const numberIn = (value: unknown, key: string): number | null => {
  if (typeof value !== 'object' || value === null || !(key in value)) return null;
  const found: unknown = (value as Record<string, unknown>)[key];
  return typeof found === 'number' ? found : null;
};

/**
 * A transfer's failure as its coded text, with what the code carries: the attempts left after
 * a wrong payment password and the unlock time of a locked one.
 */
export const TransferFailure = ({ error }: { error: unknown }) => {
  const { t } = useTranslation('memberCenter');
  const { t: tSite } = useTranslation();
  const { moment } = useMoney();
  if (error === null || error === undefined) return null;
  const code = error instanceof ApiError ? error.code : 'internal.error';
  const value = error instanceof ApiError ? error.value : null;
  const lockedUntil = code === 'payment.password.locked' ? numberIn(value, 'lockedUntil') : null;
  const remaining = code === 'invalid.payment.pw' ? numberIn(value, 'remaining') : null;
  return (
    <FormAlert>
      {tSite(errorKey(code))}
      {lockedUntil !== null && ` ${t('transfer.lockedUntil', { time: moment(lockedUntil) })}`}
      {remaining !== null && ` ${t('transfer.attemptsLeft', { count: remaining })}`}
    </FormAlert>
  );
};
