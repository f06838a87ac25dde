import { startBootLoads } from './boot-loads.ts';
import { applyLanguage, initialLanguage } from '@/lib/language.ts';

/**
 * main.tsx imports this module before anything else, so its body runs before the rest of the
 * app's code is evaluated (the app's charts, the router, React's first render): the boot's three
 * calls leave while that work goes on, instead of after it, and the first page waits for their
 * answers only as long as the network takes. The boot chart takes these answers on its first
 * attempt (boot.actor.ts); a retry asks again.
 *
 * The language is decided here, once, because the calls carry it (`Language`); main.tsx starts
 * the translations with the same one.
 */

/** The flows viewer's paths: an app of its own, which never boots the site. */
export const flowsPath = /^\/flows(\/|$)/;

export const firstLanguage = applyLanguage(initialLanguage());

export const earlyBootLoads = flowsPath.test(window.location.pathname)
  ? undefined
  : startBootLoads();
