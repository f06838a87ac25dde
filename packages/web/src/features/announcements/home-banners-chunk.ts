import type { ComponentType } from 'react';
import { preloadChunk } from '@/lib/use-chunk.ts';
import { bannersQuery, prefetchAnnouncements } from './api/load-announcements.ts';

type Group = ComponentType<{ group: 'w_home' }>;

/** The home page's carousel, a chunk of its own (`HomeBanners`), and its name for `useChunk`. */
export const bannerGroupChunk = 'banner-group';
export const loadBannerGroup = (): Promise<Group> =>
  import('./components/banner-group.tsx').then((module) => module.BannerGroup);

/**
 * Starts what the home page's banners need, for the router to call with the home page's own
 * chunk: their first picture is the page's largest (its LCP), and it waited for the page's
 * chunk, then the carousel's, then the banners' call, one after the other. A chunk that fails
 * here is asked for again by `HomeBanners`.
 */
export const prefetchHomeBanners = (): void => {
  prefetchAnnouncements(bannersQuery);
  preloadChunk(bannerGroupChunk, loadBannerGroup);
};
