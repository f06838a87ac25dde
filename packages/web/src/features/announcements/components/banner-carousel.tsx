import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Banner } from '@his/shared/schemas/announcements';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useAnnouncementsText } from '../use-announcements-text.ts';
import styles from './banner-carousel.module.css';

/** How long a slide shows before the next one, while the carousel rotates. */
const slideMs = 6000;

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** A banner's picture, as a link when it leads somewhere. */
const Slide = ({ banner, eager }: { banner: Banner; eager: boolean }) => {
  const { t } = useAnnouncementsText();
  const image = (
    <img
      className={styles.image}
      src={banner.imageUrl}
      alt={banner.linkageType === 'none' ? banner.title : ''}
      width={1200}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
  if (banner.linkageType === 'internal') {
    return (
      <Link className={styles.link} to={banner.url} aria-label={banner.title}>
        {image}
      </Link>
    );
  }
  if (banner.linkageType === 'external') {
    return (
      <a
        className={styles.link}
        href={banner.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('carousel.opens', { title: banner.title })}
      >
        {image}
      </a>
    );
  }
  return image;
};

/**
 * The banners of a group as a carousel (WAI-ARIA APG, tabbed carousel): a region named for its
 * place (`aria-roledescription` carousel), a rotation button first, previous and next, and a
 * slide picker (tabs named after the banners, arrow keys move between them). It rotates every
 * 6 s, stops while the pointer is over it, stops for good once focus enters it (until the
 * rotation button starts it again), and never rotates under `prefers-reduced-motion` (no
 * rotation button then). The box keeps the pictures' 3:1 ratio, so nothing moves while they
 * load; the first picture loads at once, the others lazily.
 */
export const BannerCarousel = ({ banners, label }: { banners: Banner[]; label: string }) => {
  const { t } = useAnnouncementsText();
  const id = useId();
  const still = useMediaQuery(reducedMotion);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = banners.length;
  const rotating = count > 1 && playing && !still && !hovered;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), slideMs);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const show = (index: number, focusTab = false) => {
    const next = (index + count) % count;
    setCurrent(next);
    if (focusTab) tabs.current[next]?.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  if (count === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setPlaying(false)}
    >
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            id={`${id}-slide-${index}`}
            role={count > 1 ? 'tabpanel' : 'group'}
            aria-roledescription={t('carousel.slideRole')}
            aria-label={t('carousel.slide', { number: index + 1, total: count })}
            className={styles.slide}
            hidden={index !== current}
          >
            <Slide banner={banner} eager={index === 0} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {!still && (
            <button
              type="button"
              className={styles.control}
              aria-label={playing ? t('carousel.pause') : t('carousel.play')}
              onClick={() => setPlaying((on) => !on)}
              onFocus={(event) => event.stopPropagation()}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          )}
          <button
            type="button"
            className={`${styles.control} ${styles.step}`}
            aria-label={t('carousel.previous')}
            onClick={() => show(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div role="tablist" aria-label={t('carousel.choose')} className={styles.picker}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                className={styles.dot}
                aria-label={banner.title}
                aria-selected={index === current}
                aria-controls={`${id}-slide-${index}`}
                tabIndex={index === current ? 0 : -1}
                onClick={() => show(index)}
                onKeyDown={onTabKey}
              />
            ))}
          </div>
          <button
            type="button"
            className={`${styles.control} ${styles.step}`}
            aria-label={t('carousel.next')}
            onClick={() => show(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
};
