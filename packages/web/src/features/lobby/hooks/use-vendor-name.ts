import { LobbyActor } from '../lobby-filter.actor.ts';

/** A vendor's display name from the lanes; its code until they arrive (or if not listed). */
export const useVendorName = (code: string): string =>
  LobbyActor.useSelector(
    (snapshot) =>
      snapshot.context.lanes?.flatMap((lane) => lane.cards).find((card) => card.vassalage === code)
        ?.displayName ?? code,
  );
