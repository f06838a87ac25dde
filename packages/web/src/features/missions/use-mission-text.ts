import { useTranslation } from 'react-i18next';
import type { Mission } from '@his/shared/schemas/missions';
import { formatDecimal } from '@/lib/format-money.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { formatInstant } from '@/lib/date-format.ts';

/** A mission's words in the language on screen: what to do, the progress, money and moments. */
export const useMissionText = () => {
  const { t, i18n } = useTranslation('memberCenter');
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  const money = (amount: string) => formatDecimal(amount, language);
  const measured = (mission: Mission, value: string) =>
    mission.measure === 'money' ? money(value) : value;
  return {
    money,
    moment: (at: number) => formatInstant(language, at, { dateStyle: 'short', timeStyle: 'short' }),
    title: (mission: Mission): string => {
      const game = mission.game ? t(`missions.games.${mission.game}`) : null;
      switch (mission.kind) {
        case 'login':
          return t('missions.title.login');
        case 'deposit':
          return t('missions.title.deposit', { amount: money(mission.target) });
        case 'bet':
          return game
            ? t('missions.title.betGame', { amount: money(mission.target), game })
            : t('missions.title.bet', { amount: money(mission.target) });
        case 'rounds':
          return game
            ? t('missions.title.roundsGame', { count: Number(mission.target), game })
            : t('missions.title.rounds', { count: Number(mission.target) });
      }
    },
    progress: (mission: Mission): string =>
      t('missions.progressOf', {
        progress: measured(mission, mission.progress),
        target: measured(mission, mission.target),
      }),
  };
};
