import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button.tsx';
import { currentLanguage } from '@/lib/language.ts';
import { loadOpenedNumbers } from '../../api/load-opened-numbers.ts';
import { loadVnLotteryMenu } from '../../api/load-vn-lottery-menu.ts';
import type { LotteryArea } from '../../lottery-modes.ts';
import { areaLobbyQueryOf, areaPrizeModes, mergeDraws, mergeMenus } from '../../lottery-modes.ts';
import { useLeave } from '../../use-leave.ts';
import { Remote } from '../remote.tsx';
import { LotteryGamesPlaceholder } from './lottery-games.tsx';
import { LotteryMenus } from './lottery-menus.tsx';
import { LotteryPlay } from './lottery-play.tsx';
import { LotterySection } from './lottery-section.tsx';
import { OpenedNumbers, OpenedNumbersPlaceholder } from './opened-numbers.tsx';
import styles from './lottery.module.css';

interface AreaLotteryProps {
  area: LotteryArea;
  /** The page's title (`Vietnam Lottery`, `SEA Lottery`). */
  title: string;
  lead: string;
}

/** The area's games of every prize mode it has, one call per mode. */
const loadAreaMenus = (area: LotteryArea) => (signal: AbortSignal) =>
  Promise.all(areaPrizeModes[area].map((mode) => loadVnLotteryMenu(mode, signal))).then(mergeMenus);

/** The area's latest draws over its prize modes, newest first. */
const loadAreaDraws = (area: LotteryArea) => (signal: AbortSignal) =>
  Promise.all(areaPrizeModes[area].map((mode) => loadOpenedNumbers(mode, signal))).then(mergeDraws);

/**
 * `/vnlottery` and `/seaLottery`: the area's lotteries by group, its latest results and a Play
 * button that opens the platform's lottery lobby of that area (`?play=lobby`, in a frame).
 */
export const AreaLottery = ({ area, title, lead }: AreaLotteryProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const leave = useLeave(pathname);

  if (query.get('play') === 'lobby') {
    return (
      <LotteryPlay query={areaLobbyQueryOf(area, currentLanguage())} name={title} onClose={leave} />
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        <Link className={buttonClass('primary', styles.play)} to="?play=lobby">
          {t('games.lottery.play', { name: title })}
        </Link>
      </header>
      <LotterySection title={t('games.lottery.allGames')}>
        <Remote load={loadAreaMenus(area)} placeholder={<LotteryGamesPlaceholder />}>
          {(menus) => <LotteryMenus menus={menus} />}
        </Remote>
      </LotterySection>
      <LotterySection title={t('games.lottery.results')}>
        <Remote load={loadAreaDraws(area)} placeholder={<OpenedNumbersPlaceholder />}>
          {(draws) => <OpenedNumbers draws={draws} />}
        </Remote>
      </LotterySection>
    </div>
  );
};
