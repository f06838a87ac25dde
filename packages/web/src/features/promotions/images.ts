import luckyRaffle from './images/lucky-raffle.svg';
import lunarReload from './images/lunar-reload.svg';
import slotsTournament from './images/slots-tournament.svg';
import waterFestival from './images/water-festival.svg';
import weekendReload from './images/weekend-reload.svg';
import welcomeBonus from './images/welcome-bonus.svg';

/**
 * The site's own pictures of the promotions, by the key the platform names (never a URL from
 * the platform, so no image comes from elsewhere). An unknown key shows the welcome picture.
 */
const pictures: Record<string, string> = {
  'welcome-bonus': welcomeBonus,
  'weekend-reload': weekendReload,
  'lucky-raffle': luckyRaffle,
  'slots-tournament': slotsTournament,
  'lunar-reload': lunarReload,
  'water-festival': waterFestival,
};

export const pictureOf = (key: string): string => pictures[key] ?? welcomeBonus;
