import { useEffect, useRef } from 'react';
import { infiniteScroll } from '@his/shared/constants';

/**
 * Calls `onMore` when the returned sentinel comes into view (SPEC §9 infinite scroll: distance
 * 0, throttle 200 ms). The observer is made again each time `enabled` turns on (a page has
 * arrived), so a sentinel still in view asks for the next page at once.
 */
export const useInfiniteScroll = <T extends Element>(onMore: () => void, enabled: boolean) => {
  const sentinel = useRef<T>(null);
  const latest = useRef(onMore);
  const lastCall = useRef(0);
  useEffect(() => {
    latest.current = onMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fire = () => {
      timer = undefined;
      lastCall.current = Date.now();
      latest.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || timer !== undefined) return;
        const wait = lastCall.current + infiniteScroll.throttleMs - Date.now();
        if (wait <= 0) fire();
        else timer = setTimeout(fire, wait);
      },
      { rootMargin: `0px 0px ${infiniteScroll.distance}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [enabled]);
  return sentinel;
};
