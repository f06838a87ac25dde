import { callApi } from '@/lib/api.ts';

/** How many favourites one call brings back: every one a member is likely to have. */
const favouriteIdsPageSize = 500;

/** `MCSFE_getFavoriteGames`: the node ids of the member's favourite games. */
export const loadFavouriteIds = (signal?: AbortSignal): Promise<string[]> =>
  callApi('favouriteIds', { query: { pageNo: 1, pageSize: favouriteIdsPageSize }, signal });
