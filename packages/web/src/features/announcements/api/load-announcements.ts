import type { Announcements, AnnouncementsQuery } from '@his/shared/schemas/announcements';
import { callApi } from '@/lib/api.ts';

/**
 * `GET MCSFE_getListAnnouncements` (platform W): what is in force now, in the language on
 * screen. The bff adds the member's session when there is one.
 */
export const loadAnnouncements = (
  query: AnnouncementsQuery,
  signal?: AbortSignal,
): Promise<Announcements> =>
  callApi('announcements', { query: { platform: 'W', ...query }, signal });
