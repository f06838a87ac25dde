import { useTranslation } from 'react-i18next';
import { LazyPart } from './lazy-part.tsx';
import { MainNav } from './main-nav.tsx';
import styles from './side-menu.module.css';

const loadServiceEntry = () =>
  import('./customer-service-bar.tsx').then((module) => module.CustomerServiceEntry);

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The side menu of narrow screens: the same navigation as the header, opened by the menu
 * button and closed by choosing an entry. Its entries render only while it is open: the
 * navigation is some 240 elements that a closed menu would lay out for nothing at every load.
 */
export const SideMenu = ({ open, onClose }: SideMenuProps) => {
  const { t } = useTranslation();
  return (
    <div id="side-menu" className={['only-narrow', styles.menu].join(' ')} hidden={!open}>
      {open && (
        <>
          <MainNav label={t('nav.side')} orientation="vertical" onNavigate={onClose} />
          <LazyPart name="customer-service-entry" load={loadServiceEntry} />
        </>
      )}
    </div>
  );
};
