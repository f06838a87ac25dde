import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { navItems } from './nav-items.ts';
import styles from './main-nav.module.css';

interface MainNavProps {
  label: string;
  orientation: 'horizontal' | 'vertical';
  className?: string;
  onNavigate?: () => void;
}

/** The site's navigation list, laid out in the header or in the side menu. */
export const MainNav = ({ label, orientation, className, onNavigate }: MainNavProps) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className={className}>
      <ul className={[styles.list, styles[orientation]].join(' ')}>
        {navItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={styles.link} onClick={onNavigate}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
