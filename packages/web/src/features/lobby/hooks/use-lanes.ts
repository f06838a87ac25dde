import { useMemo } from 'react';
import type { HeaderCategory } from '@his/machines/lobby-filter';
import { headerCategories } from '@his/machines/lobby-filter';
import type { Lane } from '@his/shared/schemas/games';
import { LobbyActor } from '../lobby-filter.actor.ts';

/** The vendor lanes (esports and cockfight split out), or null while they load. */
export const useLanes = (): Lane[] | null =>
  LobbyActor.useSelector((snapshot) => snapshot.context.lanes);

/** The header's categories (SPEC §2 order, only those with vendors); none until lanes load. */
export const useHeaderCategories = (): HeaderCategory[] => {
  const lanes = useLanes();
  return useMemo(() => (lanes ? headerCategories(lanes) : []), [lanes]);
};
