import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { bffPaths, callRoutes, csrfHeader } from '@his/shared/call-routes';
import type { Envelope } from '@his/shared/envelope';
import { altchaChallengeSchema, type AltchaChallenge } from '@his/shared/schemas/challenge';
import type { LoginBody } from '@his/shared/schemas/session';

// A login for tests whose subject is not the login: the same calls the login form makes (the
// bff's proof of work solved, the platform's login through the bff), from the test's side with
// the page's own cookie jar (`page.request`), so the next page the test opens finds the session
// as a returning player's would. The login form itself is tested by the session's path tests
// and the login end-to-end tests; here it would cost every test a page load and a login.

/** The secret number: the challenge's hash of the salt and the number is the challenge. */
const solve = ({ algorithm, challenge, salt, maxnumber = 1_000_000 }: AltchaChallenge): number => {
  const hash = algorithm.replace('-', '').toLowerCase();
  for (let number = 0; number <= maxnumber; number += 1) {
    if (createHash(hash).update(`${salt}${number}`).digest('hex') === challenge) return number;
  }
  throw new Error('the bff challenge has no solution in its range');
};

/** Logs `username` in through the bff's API, in the page's browser context. */
export const logInThroughApi = async (page: Page, username: string, password: string) => {
  const issued = await page.request.get(bffPaths.challenge);
  expect(issued.ok()).toBe(true);
  const challenge = altchaChallengeSchema.parse(await issued.json());
  const solution = Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solve(challenge),
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
  const login: LoginBody = { username, password, type: 'username', challenge: solution };
  const answer = await page.request.post(callRoutes.login.path, {
    headers: { [csrfHeader.name]: csrfHeader.value, origin: new URL(issued.url()).origin },
    data: login,
  });
  const { success } = (await answer.json()) as Partial<Envelope<unknown>>;
  expect({ status: answer.status(), success }).toEqual({
    status: 200,
    success: true,
  });
};

/**
 * Opens `path` as demo_player, logged in through the API (see above), and waits for the
 * header's balance. The page may be slow to show it on a busy machine.
 */
export const openAsDemoPlayer = async (page: Page, path = '/') => {
  await logInThroughApi(page, 'demo_player', 'Demo1234');
  await page.goto(path);
  await expect(page.getByTestId('balance')).toHaveText('10,000.00', { timeout: 30_000 });
};
