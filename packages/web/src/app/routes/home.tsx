import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { modules, site } from '@/config/site.ts';
import { HomeBanners } from '@/features/announcements/components/home-banners.tsx';
import { useLaunchGame } from '@/features/games/use-launch-game.ts';
import { MarketingPitch } from '@/features/home/components/marketing-pitch.tsx';
import { HomeRails } from '@/features/lobby/components/home-rails.tsx';
import { ModalsActor, SessionActor, useModuleOn } from '@/lib/actors.ts';

/** `/register` is home with the register modal open, for visitors when direct register is on. */
const useRegisterOnArrival = () => {
  const { pathname } = useLocation();
  const modals = ModalsActor.useActorRef();
  const visitor = SessionActor.useSelector((snapshot) => snapshot.hasTag('visitor'));
  const directRegister = useModuleOn(modules.directRegister);
  useEffect(() => {
    if (pathname === '/register' && visitor && directRegister) {
      modals.send({ type: 'modal.open', name: 'registerModal' });
    }
  }, [pathname, visitor, directRegister, modals]);
};

/** `/` and its aliases (SPEC §2): the home banners, the pitch, the game rails, winners, jackpots. */
export const Component = () => {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  useRegisterOnArrival();
  return (
    <>
      <title>{`${site.brand} · ${t('nav.home')}`}</title>
      <HomeBanners />
      <MarketingPitch />
      <HomeRails onOpen={launch} />
    </>
  );
};
