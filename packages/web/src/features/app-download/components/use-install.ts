import { useState, useSyncExternalStore } from 'react';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { installOffers } from '@/pwa/install.ts';

/**
 * What the install area shows: the site already runs as the app (`standalone`), the browser
 * installed it, an offer to take (`offer`), the browser's dialog open (`asking`), a declined
 * offer, or no offer at all (Safari, Firefox, a browser that installed it before).
 */
export type InstallView = 'standalone' | 'installed' | 'offer' | 'asking' | 'dismissed' | 'none';

/** iOS's own flag for a web app opened from the Home Screen. */
const iosStandalone = (): boolean =>
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export const useInstall = (): { view: InstallView; install: () => Promise<void> } => {
  const { offer, installed } = useSyncExternalStore(
    installOffers.subscribe,
    installOffers.current,
    installOffers.current,
  );
  const standalone = useMediaQuery('(display-mode: standalone)') || iosStandalone();
  const [answer, setAnswer] = useState<'asking' | 'accepted' | 'dismissed' | null>(null);

  const install = async () => {
    const taken = installOffers.take();
    if (!taken) return;
    setAnswer('asking');
    try {
      await taken.prompt();
      const { outcome } = await taken.userChoice;
      setAnswer(outcome);
    } catch {
      // The browser withdrew its offer: the guides below still apply.
      setAnswer(null);
    }
  };

  const view: InstallView = standalone
    ? 'standalone'
    : installed || answer === 'accepted'
      ? 'installed'
      : offer
        ? 'offer'
        : answer === 'asking' || answer === 'dismissed'
          ? answer
          : 'none';
  return { view, install };
};
