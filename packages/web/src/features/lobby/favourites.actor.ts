import { createActorContext } from '@xstate/react';
import { favouritesMachine } from '@his/machines/favourites';
import { flowInspect } from '@/lib/flow-inspection.ts';

/** The member's favourite games, one actor for the app (mounted by `FavouritesProvider`). */
export const FavouritesActor = createActorContext(favouritesMachine, { inspect: flowInspect });
