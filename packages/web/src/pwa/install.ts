/**
 * The installable app's side in the first load: the service worker's registration, once the
 * page has loaded (its download and precaching never compete with the first screen), and the
 * browser's install offer, kept for the app download page (`/down`), which may open long after
 * the browser made it. Kept small: the page's own code comes with its chunk.
 */

/** Chromium's install offer (`beforeinstallprompt`); not in TypeScript's DOM library. */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser's offer, while it can still be shown. */
  offer: InstallOffer | null;
  /** The browser reported the app installed (`appinstalled`) while this page was open. */
  installed: boolean;
}

let state: InstallState = { offer: null, installed: false };
const listeners = new Set<() => void>();

const update = (next: InstallState) => {
  state = next;
  for (const listener of listeners) listener();
};

/** The install offer as a store (`useSyncExternalStore`). */
export const installOffers = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  current: (): InstallState => state,
  /** The offer, handed out once: the browser shows its dialog only once per offer. */
  take: (): InstallOffer | null => {
    const { offer } = state;
    if (offer) update({ ...state, offer: null });
    return offer;
  },
};

/**
 * Keeps the install offer (instead of the browser's own banner: the site offers installation on
 * its app download page) and registers the service worker in production builds. The dev server
 * has no worker: nothing is registered there.
 */
export const startInstallableApp = (): void => {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    update({ offer: event as InstallOffer, installed: false });
  });
  window.addEventListener('appinstalled', () => update({ offer: null, installed: true }));
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A site without its worker still works: it only loses the offline start.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};
