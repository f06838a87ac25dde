import { useTranslation } from 'react-i18next';
import { site } from '@/config/site.ts';
import { AreaLottery } from '@/features/games/components/lottery/area-lottery.tsx';

/** `/vnlottery` (SPEC §2): the Vietnamese lotteries (prize modes Lott and ZY). */
export const Component = () => {
  const { t } = useTranslation();
  const title = t('pages.titles.vnlottery');
  return (
    <>
      <title>{`${site.brand} · ${title}`}</title>
      <AreaLottery area="VN" title={title} lead={t('games.lottery.vnLead')} />
    </>
  );
};
