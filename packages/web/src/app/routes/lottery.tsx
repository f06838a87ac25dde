import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { site } from '@/config/site.ts';
import { LotteryBetting } from '@/features/games/components/lottery/lottery-betting.tsx';
import { LotteryLobby } from '@/features/games/components/lottery/lottery-lobby.tsx';

const gameCodePattern = /^[A-Z0-9_]{1,40}$/;

/**
 * `/lottery` (SPEC §2): with `gameCode` (and `playType`) that game's betting page; without it
 * the lottery lobby.
 */
export const Component = () => {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const gameCode = query.get('gameCode');
  return (
    <>
      <title>{`${site.brand} · ${t('pages.titles.lottery')}`}</title>
      {gameCode !== null && gameCodePattern.test(gameCode) ? (
        <LotteryBetting gameCode={gameCode} />
      ) : (
        <LotteryLobby />
      )}
    </>
  );
};
