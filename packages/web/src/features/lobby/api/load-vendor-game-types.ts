import type { z } from 'zod';
import type { vendorGameTypesSchema } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

/** `content[GAMETYPE][VENDOR]`: each vendor's game classes, the filter chips of a lobby. */
export type VendorGameTypes = z.infer<typeof vendorGameTypesSchema>['content'];

/** `GCSGAME_getVassGameType`: the game classes of every vendor, by game type. */
export const loadVendorGameTypes = async (signal?: AbortSignal): Promise<VendorGameTypes> => {
  const value = await callApi('vendorGameTypes', { query: { typeId: '1' }, signal });
  return value.content;
};
