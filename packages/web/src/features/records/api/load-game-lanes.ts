import { launchPlatform } from '@his/shared/constants';
import type { Lane } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

/** `GCSGAME_newGameVendor`: the categories and their vendors, for the records' filters. */
export const loadGameLanes = async (): Promise<Lane[]> =>
  (await callApi('gameVendors', { query: { platform: launchPlatform } })).data.lanes;
