import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-failure.tsx';
import { ApiError } from '@/lib/api.ts';
import { errorKey } from '@/lib/i18n.ts';

const detailsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * A redemption's or conversion's failure as its coded text, with what the code carries (the
 * minimum of a conversion, the attempts left after a wrong payment password).
 */
export const PointsFailure = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  const code = error instanceof ApiError ? error.code : 'internal.error';
  const details = detailsOf(error instanceof ApiError ? error.value : null);
  const min = typeof details.min === 'number' ? details.min : '';
  return <FormAlert>{t(errorKey(code), { min })}</FormAlert>;
};
