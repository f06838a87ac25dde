import { solveChallenge } from 'altcha-lib/v1';
import { bffPaths } from '@his/shared/bff';
import { altchaChallengeSchema } from '@his/shared/schemas/challenge';

/**
 * Does what the browser does: fetches `/bff/challenge` with the given getter (inject or real
 * HTTP), finds the number with altcha-lib's solver and returns the base64 payload to send as
 * the `challenge` field. Tests configure a low CHALLENGE_MAX_NUMBER so this takes milliseconds.
 */
export const solveChallengeFrom = async (
  getJson: (path: string) => Promise<unknown>,
): Promise<string> => {
  const challenge = altchaChallengeSchema.parse(await getJson(bffPaths.challenge));
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('the challenge has no solution in its range');
  const { algorithm, salt, signature } = challenge;
  const payload = {
    algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt,
    signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
};
