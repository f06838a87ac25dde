import type { LaunchGameQuery } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

/**
 * `GET /wps/game/launchGame`: the URL of the game page (another origin, carrying a short-lived
 * game ticket, never the platform token).
 */
export const launchGame = async (query: LaunchGameQuery, signal?: AbortSignal): Promise<string> => {
  const { content } = await callApi('launchGame', { query, signal });
  return content.game_url;
};
