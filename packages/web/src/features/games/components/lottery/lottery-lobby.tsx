import { useTranslation } from 'react-i18next';
import { loadLotteryMenus } from '../../api/load-lottery-menus.ts';
import { loadOpenedNumbers } from '../../api/load-opened-numbers.ts';
import { loadPopularLotteries } from '../../api/load-popular-lotteries.ts';
import { Remote } from '../remote.tsx';
import { LotteryGames, LotteryGamesPlaceholder } from './lottery-games.tsx';
import { LotteryMenus } from './lottery-menus.tsx';
import { LotterySection } from './lottery-section.tsx';
import { OpenedNumbers, OpenedNumbersPlaceholder } from './opened-numbers.tsx';
import styles from './lottery.module.css';

/**
 * `/lottery` without a game: the popular games (20), every lottery by group and the latest
 * results (100). Visitors see it all; a game's betting page asks them to log in.
 */
export const LotteryLobby = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('pages.titles.lottery')}</h1>
        <p className={styles.lead}>{t('games.lottery.lobbyLead')}</p>
      </header>
      <LotterySection title={t('games.lottery.popular')}>
        <Remote load={loadPopularLotteries} placeholder={<LotteryGamesPlaceholder />}>
          {(games) => <LotteryGames games={games} />}
        </Remote>
      </LotterySection>
      <LotterySection title={t('games.lottery.allGames')}>
        <Remote load={loadLotteryMenus} placeholder={<LotteryGamesPlaceholder />}>
          {(menus) => <LotteryMenus menus={menus} />}
        </Remote>
      </LotterySection>
      <LotterySection title={t('games.lottery.results')}>
        <Remote
          load={(signal) => loadOpenedNumbers(null, signal)}
          placeholder={<OpenedNumbersPlaceholder />}
        >
          {(draws) => <OpenedNumbers draws={draws} />}
        </Remote>
      </LotterySection>
    </div>
  );
};
