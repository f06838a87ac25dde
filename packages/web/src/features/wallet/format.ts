import { formatInstant } from '@/lib/date-format.ts';

/**
 * A decimal-string amount (`"1234.5"`) as the site writes money (`1,234.50`), from its digits:
 * amounts never pass through a float (issue 14).
 */
export const formatAmount = (amount: string): string => {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};

/** A moment (epoch ms) with date and seconds in the reader's language. */
export const formatMoment = (epochMs: number, language: string): string =>
  formatInstant(language, epochMs, {
    dateStyle: 'short',
    timeStyle: 'medium',
    numberingSystem: 'latn',
  });

/** Milliseconds left as `m:ss` (`h:mm:ss` from an hour). */
export const formatCountdown = (ms: number): string => {
  const seconds = Math.ceil(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};
