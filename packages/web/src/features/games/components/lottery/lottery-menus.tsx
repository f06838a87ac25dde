import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryMenus as Menus } from '@his/shared/schemas/lottery';
import { useKnownNames } from '@/lib/known-names.ts';
import { LotteryGames } from './lottery-games.tsx';
import styles from './lottery.module.css';

/** The lottery groups of a menu answer, each with its games. */
export const LotteryMenus = ({ menus }: { menus: Menus }) => {
  const { t } = useTranslation();
  const names = useKnownNames();
  const groups = Object.values(menus).filter((group) => group.gameMenus.length > 0);
  if (groups.length === 0) return <p className={styles.note}>{t('games.lottery.noGames')}</p>;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <MenuGroup
          key={group.gameGroupCode}
          name={names.lotteryGroup(group.gameGroupCode, group.gameGroupName)}
        >
          <LotteryGames games={group.gameMenus} />
        </MenuGroup>
      ))}
    </div>
  );
};

const MenuGroup = ({ name, children }: { name: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupTitle}>
        {name}
      </h3>
      {children}
    </section>
  );
};
