import { useEffect, useRef } from 'react';

/**
 * A panel that opens under a long table (a transfer, a member's contracts) is scrolled into view
 * with its heading focused, so a keyboard or screen-reader user and a phone's reader land on it.
 */
export const useFocusOnShow = <T extends HTMLElement>() => {
  const heading = useRef<T>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  return heading;
};
