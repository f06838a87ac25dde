import { bffPaths } from '@his/shared/call-routes';
import type { AltchaChallenge } from '@his/shared/schemas/challenge';
import { ApiError, getBffJson, loadAlongside } from '../api.ts';

/** Code of a challenge nobody could solve: the bff would refuse it the same way. */
const unsolved = 'challenge.invalid';

/**
 * The verification challenge (ALTCHA proof of work, self-hosted): fetches a fresh challenge
 * from the bff, solves it in the browser and resolves the payload the bff checks, the base64
 * JSON that altcha-lib's `verifySolution` reads. Nothing is dragged or clicked, so keyboard and
 * screen-reader users pass it like everyone else; no third party is contacted. The solver (with
 * altcha-lib) downloads alongside the challenge: a page that never asks for one never carries it.
 */
export const verifyChallenge = async (signal: AbortSignal = new AbortController().signal) => {
  const solver = loadAlongside(() => import('./solve-challenge.ts'));
  const challenge = await getBffJson<AltchaChallenge>(bffPaths.challenge, 'challenge', signal);
  const solution = await (await solver).solve(challenge, signal);
  if (!solution) throw new ApiError(unsolved, 0);
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: solution.took,
    }),
  );
};
