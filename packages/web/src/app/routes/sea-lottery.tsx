import { useTranslation } from 'react-i18next';
import { site } from '@/config/site.ts';
import { AreaLottery } from '@/features/games/components/lottery/area-lottery.tsx';

/** `/seaLottery` (SPEC §2): the SEA lotteries. */
export const Component = () => {
  const { t } = useTranslation();
  const title = t('pages.titles.seaLottery');
  return (
    <>
      <title>{`${site.brand} · ${title}`}</title>
      <AreaLottery area="SEA" title={title} lead={t('games.lottery.seaLead')} />
    </>
  );
};
