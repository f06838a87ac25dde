import type { Announcements, AnnouncementsQuery } from '@his/shared/schemas/announcements';
import { callApi, prefetchCall } from '@/lib/api.ts';

const query = (asked: AnnouncementsQuery) => ({ platform: 'W' as const, ...asked });

/**
 * `GET MCSFE_getListAnnouncements` (platform W): what is in force now, in the language on
 * screen. The bff adds the member's session when there is one.
 */
export const loadAnnouncements = (
  asked: AnnouncementsQuery,
  signal?: AbortSignal,
): Promise<Announcements> => callApi('announcements', { query: query(asked), signal });

/** The same call started ahead of the component that loads it (`prefetchCall`). */
export const prefetchAnnouncements = (asked: AnnouncementsQuery): void =>
  prefetchCall('announcements', query(asked));

/** Every group's banners: one call, each group picks its own (`BannerGroup`). */
export const bannersQuery: AnnouncementsQuery = { types: 'B' };
