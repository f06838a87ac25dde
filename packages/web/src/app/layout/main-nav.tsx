import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useLaunchGame } from '@/features/games/use-launch-game.ts';
import { CategoryNavItem } from '@/features/lobby/components/category-nav-item.tsx';
import { useHeaderCategories } from '@/features/lobby/hooks/use-lanes.ts';
import type { NavItem } from './nav-items.ts';
import { leadingNavItems, trailingNavItems } from './nav-items.ts';
import styles from './main-nav.module.css';

interface MainNavProps {
  label: string;
  orientation: 'horizontal' | 'vertical';
  className?: string;
  onNavigate?: () => void;
}

/**
 * The site's navigation list, laid out in the header or in the side menu: home, the game
 * categories that have vendors (each with its vendor dropdown), app download, promotions.
 * Until the vendor lanes arrive the categories are left out; the row keeps its height.
 */
export const MainNav = ({ label, orientation, className, onNavigate }: MainNavProps) => {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const categories = useHeaderCategories();
  const plain = (item: NavItem) => (
    <li key={item.to}>
      <NavLink to={item.to} end className={styles.link} onClick={onNavigate}>
        {t(item.label)}
      </NavLink>
    </li>
  );
  return (
    <nav aria-label={label} className={className}>
      <ul className={[styles.list, styles[orientation]].join(' ')}>
        {leadingNavItems.map(plain)}
        {categories.map((category, index) => (
          <CategoryNavItem
            key={category.key}
            category={category}
            orientation={orientation}
            linkClassName={styles.link ?? ''}
            align={index < categories.length / 2 ? 'start' : 'end'}
            onOpen={launch}
            onNavigate={onNavigate}
          />
        ))}
        {trailingNavItems.map(plain)}
      </ul>
    </nav>
  );
};
