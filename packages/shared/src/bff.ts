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

/** Every state-changing call from the browser carries this header (CSRF defence, DESIGN §4.6). */
export const csrfHeader = { name: 'x-csrf', value: '1' } as const;

export const bffPaths = {
  session: '/bff/session',
  /** A fresh proof-of-work verification challenge (ALTCHA), issued and later checked by the bff. */
  challenge: '/bff/challenge',
  health: '/bff/health',
  ready: '/bff/ready',
} as const;
