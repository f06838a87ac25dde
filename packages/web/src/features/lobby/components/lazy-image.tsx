import { useEffect, useRef, useState } from 'react';
import { lazyImage } from '@his/shared/constants';
import shimmer from '@/styles/shimmer.module.css';
import styles from './lazy-image.module.css';

/**
 * Sources that loaded lately (SPEC §9 lazy image cache: 200). A card that mounts again (the
 * grid re-rendered after a filter) shows its image at once instead of waiting for the observer.
 */
const loaded = new Set<string>();

const remember = (src: string) => {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > lazyImage.cache) {
    const oldest = loaded.values().next().value;
    if (oldest !== undefined) loaded.delete(oldest);
  }
};

// The observer starts loading a little before an image scrolls in (preload factor 1.3).
const rootMargin = `${Math.round((lazyImage.preloadFactor - 1) * 100)}% 0px`;

interface LazyImageProps {
  src: string;
  /** Empty when the image only decorates a control whose name is text. */
  alt: string;
  /** Intrinsic size: the box is reserved before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  className?: string;
  /**
   * On the first screen (the first cards of a list): asked for at once rather than once an
   * observer has seen it, and shown as it draws rather than faded in after its load. Both steps
   * waited for a main-thread task on a busy phone, and the largest image of a lobby is its
   * largest paint (LCP).
   */
  eager?: boolean;
}

/**
 * An image loaded when it comes into view (IntersectionObserver, threshold 0.1), retried up to
 * three times after an error with a growing pause, then replaced by a placeholder.
 */
export const LazyImage = ({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
}: LazyImageProps) => {
  const boxRef = useRef<HTMLSpanElement>(null);
  // Without an observer (old browsers) every image loads at once.
  const [visible, setVisible] = useState(
    () => eager || loaded.has(src) || typeof IntersectionObserver === 'undefined',
  );
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'waiting' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    const box = boxRef.current;
    if (visible || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: lazyImage.threshold, rootMargin },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (state !== 'waiting') return;
    const timer = setTimeout(
      () => {
        setAttempt((value) => value + 1);
        setState('loading');
      },
      lazyImage.throttleMs * (attempt + 1),
    );
    return () => clearTimeout(timer);
  }, [state, attempt]);

  const failed = state === 'failed';
  return (
    <span
      ref={boxRef}
      // Shimmers only while its image is on the way: a box still out of view waits unmoving.
      className={[styles.box, state === 'loading' && visible && shimmer.shimmer, className]
        .filter(Boolean)
        .join(' ')}
      data-state={state}
      data-visible={visible || undefined}
    >
      {failed ? (
        <span
          className={styles.placeholder}
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
        >
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path
              d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      ) : (
        visible &&
        state !== 'waiting' && (
          // A new element per attempt: the browser asks again instead of reusing the failure.
          <img
            key={attempt}
            className={[styles.image, eager || state === 'loaded' ? styles.shown : ''].join(' ')}
            src={src}
            alt={alt}
            width={width}
            height={height}
            decoding="async"
            onLoad={() => {
              remember(src);
              setState('loaded');
            }}
            onError={() => setState(attempt < lazyImage.retries ? 'waiting' : 'failed')}
          />
        )
      )}
    </span>
  );
};
