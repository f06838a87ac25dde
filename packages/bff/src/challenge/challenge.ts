import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { z } from 'zod';
import { BffError } from '../errors.ts';
import type { CounterStore } from '../stores/counter-store.ts';

/** How long a challenge may be solved and redeemed (ISSUE 3: five minutes). */
export const challengeLifetimeMs = 5 * 60_000;

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** The solution the browser sends: base64 of the ALTCHA (v1) payload JSON. */
const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: hex64,
  number: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  salt: z.string().min(1).max(256),
  signature: hex64,
});
type Payload = z.infer<typeof payloadSchema>;

const decode = (solution: string): Payload | null => {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(solution, 'base64').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export interface ChallengeOptions {
  hmacKey: string;
  maxNumber: number;
  /** Remembers redeemed solutions until they expire (shared between instances with Redis). */
  store: CounterStore;
  now: () => number;
}

/**
 * Self-hosted proof of work (ALTCHA, protocol v1 of `altcha-lib`): the bff signs a challenge
 * (SHA-256 of salt + a secret number up to `maxNumber`, HMAC-signed, expiring via the salt's
 * `expires` parameter), the browser finds the number, and the bff checks the signature, the
 * expiry (on its own clock) and that the solution was never redeemed before. No third party.
 */
export class ChallengeService {
  readonly #options: ChallengeOptions;

  constructor(options: ChallengeOptions) {
    this.#options = options;
  }

  create(): Promise<Challenge> {
    const { hmacKey, maxNumber, now } = this.#options;
    return createChallenge({
      algorithm: 'SHA-256',
      hmacKey,
      maxnumber: maxNumber,
      expires: new Date(now() + challengeLifetimeMs),
    });
  }

  /**
   * Accepts a solution once: missing → 400 `challenge.required`; malformed, wrongly signed,
   * expired or already redeemed → 400 `challenge.invalid`; the store down → 503 (fail closed).
   */
  async redeem(solution: string | undefined): Promise<void> {
    if (solution === undefined || solution === '') throw new BffError('challenge.required');
    const payload = decode(solution);
    if (!payload) throw new BffError('challenge.invalid');
    const expiresAt = Number(extractParams(payload).expires) * 1000;
    const remainingMs = expiresAt - this.#options.now();
    if (!Number.isFinite(remainingMs) || remainingMs <= 0) throw new BffError('challenge.invalid');
    // Expiry was checked above on the bff's clock; the library would use the wall clock.
    if (!(await verifySolution(payload, this.#options.hmacKey, false))) {
      throw new BffError('challenge.invalid');
    }
    let uses: number;
    try {
      ({ count: uses } = await this.#options.store.hit(
        `challenge:${payload.challenge}`,
        remainingMs,
      ));
    } catch (error) {
      throw new BffError('session.store.unavailable', { cause: error });
    }
    if (uses > 1) throw new BffError('challenge.invalid');
  }
}
