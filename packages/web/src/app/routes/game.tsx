import { useTranslation } from 'react-i18next';
import { site } from '@/config/site.ts';
import { GamePage } from '@/features/games/components/game-page.tsx';

/** `/game` (SPEC §2): the game iframe page. */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${site.brand} · ${t('pages.titles.game')}`}</title>
      <GamePage />
    </>
  );
};
