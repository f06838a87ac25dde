import { createActorContext } from '@xstate/react';
import { favouritesMachine } from '@his/machines/favourites';

/** The member's favourite games, one actor for the app (mounted by `FavouritesProvider`). */
export const FavouritesActor = createActorContext(favouritesMachine);
