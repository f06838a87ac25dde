import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { currentLanguage } from '@/lib/language.ts';
import { loadLotteryMenus } from '../../api/load-lottery-menus.ts';
import { bettingQueryOf, gamesOf } from '../../lottery-modes.ts';
import { useLeave } from '../../use-leave.ts';
import { Remote } from '../remote.tsx';
import { LotteryPlay } from './lottery-play.tsx';

/**
 * `/lottery?gameCode=&playType=`: that game's betting page (launchMode LOTT, lottoView
 * betting) in a frame, under the game's name from the menus (its code if they fail).
 */
export const LotteryBetting = ({ gameCode }: { gameCode: string }) => {
  const { t } = useTranslation();
  const leave = useLeave('/lottery');
  const play = (name: string) => (
    <LotteryPlay query={bettingQueryOf(gameCode, currentLanguage())} name={name} onClose={leave} />
  );
  return (
    <Remote
      key={gameCode}
      load={loadLotteryMenus}
      placeholder={<PageLoading label={t('games.frame.opening')} />}
      failure={() => play(gameCode)}
    >
      {(menus) =>
        play(gamesOf(menus).find((game) => game.gameCode === gameCode)?.gameName ?? gameCode)
      }
    </Remote>
  );
};
