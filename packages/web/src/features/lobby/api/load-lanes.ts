import { launchPlatform } from '@his/shared/constants';
import type { Lane } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

/** `GCSGAME_newGameVendor`: the vendor lanes, one per game type, in the platform's order. */
export const loadLanes = async (signal?: AbortSignal): Promise<Lane[]> => {
  const value = await callApi('gameVendors', { query: { platform: launchPlatform }, signal });
  return value.data.lanes;
};
