import { z } from 'zod';
import { text } from '../patterns.ts';

/**
 * `GET /bff/challenge` (plain JSON, not enveloped): an ALTCHA proof-of-work challenge as
 * `altcha-lib`'s `createChallenge` makes it. The browser looks for the `number` ≤ `maxnumber`
 * whose `algorithm(salt + number)` in hex equals `challenge`; the salt carries its own expiry
 * (`?expires=`), and the signature lets the bff check the answer without remembering it.
 */
export const altchaChallengeSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: text().regex(/^[0-9a-f]+$/),
  maxnumber: z.number().int().positive().max(100_000_000).optional(),
  salt: text().min(1).max(1024),
  signature: text().regex(/^[0-9a-f]+$/),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
