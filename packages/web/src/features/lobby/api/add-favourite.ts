import type { z } from 'zod';
import type { favouriteBodySchema } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

export type FavouriteBody = z.input<typeof favouriteBodySchema>;

/** `MCSFE_addFavoriteGameV2`: stars a game (idempotent on the platform). */
export const addFavourite = async (body: FavouriteBody): Promise<void> => {
  await callApi('addFavourite', { body });
};
