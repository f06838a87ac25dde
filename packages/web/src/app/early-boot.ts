import { startBootLoads } from './boot-loads.ts';
import { applyLanguage, initialLanguage } from '@/lib/language.ts';
import { loadCatalogue } from '@/lib/load-catalogue.ts';

/**
 * main.tsx imports this module before anything else, so its body runs before the rest of the
 * app's code is evaluated (the app's charts, the router, React's first render): the boot's three
 * calls leave while that work goes on, instead of after it, and the first page waits for their
 * answers only as long as the network takes. The boot chart takes these answers on its first
 * attempt (boot.actor.ts); a retry asks again.
 *
 * The language is decided here, once, because the calls carry it (`Language`); its catalogue
 * (a chunk of its own, English too) starts downloading here as well, and main.tsx starts the
 * translations with it.
 */

/** The flows viewer's paths: an app of its own, which never boots the site. */
export const flowsPath = /^\/flows(\/|$)/;

export const firstLanguage = applyLanguage(initialLanguage());

export const earlyBootLoads = flowsPath.test(window.location.pathname)
  ? undefined
  : startBootLoads();

/** The first language's catalogue, marked handled: main.tsx awaits it, and a failure falls back. */
export const firstCatalogue = earlyBootLoads ? loadCatalogue(firstLanguage) : undefined;
firstCatalogue?.catch(() => undefined);
