import { fromPromise } from 'xstate';
import { favouritesMachine } from '@his/machines/favourites';
import { addFavourite } from './api/add-favourite.ts';
import { loadFavouriteIds } from './api/load-favourite-ids.ts';
import { removeFavourite } from './api/remove-favourite.ts';

/**
 * The member's favourite games with their calls; the app runs it, loading the ids when a real
 * member is on screen and dropping them when the session ends.
 */
export const favouritesLogic = favouritesMachine.provide({
  actors: {
    loadIds: fromPromise(({ signal }) => loadFavouriteIds(signal)),
    addFavourite: fromPromise(({ input }) => addFavourite(input)),
    removeFavourite: fromPromise(({ input }) => removeFavourite(input)),
  },
});
