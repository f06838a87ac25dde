import type { MessageKey } from '@/lib/i18n.ts';
import { gameCategories } from '@/config/site.ts';

export interface NavItem {
  to: string;
  label: MessageKey;
}

/**
 * Header navigation (SPEC §2): home, one entry per game category, app download, promotions.
 * The spec shows a category only when the platform's sorting data lists vendors for it; that
 * data arrives with the games release, so every category shows until then.
 */
export const navItems: readonly NavItem[] = [
  { to: '/', label: 'nav.home' },
  ...gameCategories.map((category): NavItem => ({
    to: `/${category}`,
    label: `nav.categories.${category}`,
  })),
  { to: '/down', label: 'nav.download' },
  { to: '/promotions', label: 'nav.promotions' },
];
