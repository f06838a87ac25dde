import type { MessageKey } from '@/lib/i18n.ts';

export interface NavItem {
  to: string;
  label: MessageKey;
}

/**
 * Header navigation (SPEC §2): home, one entry per game category, app download, promotions.
 * The game categories come from the platform's vendor lanes (only those with vendors), between
 * these two groups.
 */
export const leadingNavItems: readonly NavItem[] = [{ to: '/', label: 'nav.home' }];

export const trailingNavItems: readonly NavItem[] = [
  { to: '/down', label: 'nav.download' },
  { to: '/promotions', label: 'nav.promotions' },
];
