import type { z } from 'zod';
import { jackpotListSize } from '@his/shared/constants';
import type { jackpotSchema } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

export type Jackpot = z.infer<typeof jackpotSchema>['list'][number];

/** `VIS_getJackpot`: the jackpot pools on show (SPEC §9: 50). */
export const loadJackpots = async (signal?: AbortSignal): Promise<Jackpot[]> => {
  const value = await callApi('jackpots', { query: { limitNum: jackpotListSize }, signal });
  return value.list;
};
