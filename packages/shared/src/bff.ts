import { z } from 'zod';

/**
 * The bff's own endpoints (not platform calls). `GET /bff/session` tells the web whether this
 * browser is logged in; it never carries a token.
 */
export const bffSessionSchema = z.object({
  loggedIn: z.boolean(),
  account: z.string().nullable(),
  nickname: z.string().nullable(),
  isAgent: z.number().int().nullable(),
});
export type BffSession = z.infer<typeof bffSessionSchema>;

export { bffPaths, csrfHeader } from './call-routes.ts';
