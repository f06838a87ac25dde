import { callApi } from '@/lib/api.ts';
import type { FavouriteBody } from './add-favourite.ts';

/** `MCSFE_removeFavoriteGameV2` (DELETE with a JSON body): un-stars a game. */
export const removeFavourite = async (body: FavouriteBody): Promise<void> => {
  await callApi('removeFavourite', { body });
};
