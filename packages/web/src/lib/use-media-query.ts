import { useSyncExternalStore } from 'react';

/**
 * The header's breakpoint (global.css `.only-wide` / `.only-narrow`): at it and above, the inline
 * sign-in form and the main navigation.
 */
export const wideScreen = '(min-width: 900px)';

/** Whether `query` matches now; false where the environment has no `matchMedia`. */
export const matchesMedia = (query: string): boolean =>
  typeof matchMedia === 'function' && matchMedia(query).matches;

/**
 * Whether a media query matches, kept current as the window changes. For parts that only one
 * kind of screen shows: rendering them only there spares the other the work (a phone built and
 * styled the wide header's whole navigation, menus included, only to hide it).
 */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia !== 'function') return () => undefined;
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchesMedia(query),
    () => false,
  );
