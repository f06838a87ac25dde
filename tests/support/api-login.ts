import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { bffPaths, callRoutes, csrfHeader } from '@his/shared/call-routes';

// A login for tests whose subject is not the login: the same calls the login form makes (the
// bff's proof of work solved, the platform's login through the bff), from the test's side with
// the page's own cookie jar (`page.request`), so the next page the test opens finds the session
// as a returning player's would. The login form itself is tested by the session's path tests
// and the login end-to-end tests; here it would cost every test a page load and a login.

/** `GET /bff/challenge`: an ALTCHA (v1) challenge, the fields the solution names. */
interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

/** The secret number: SHA-256 of the salt and the number is the challenge (ALTCHA v1). */
const solve = ({ challenge, salt, maxnumber = 1_000_000 }: Challenge): number => {
  for (let number = 0; number <= maxnumber; number += 1) {
    if (createHash('sha256').update(`${salt}${number}`).digest('hex') === challenge) return number;
  }
  throw new Error('the bff challenge has no solution in its range');
};

/** Logs `username` in through the bff's API, in the page's browser context. */
export const logInThroughApi = async (page: Page, username: string, password: string) => {
  const issued = await page.request.get(bffPaths.challenge);
  expect(issued.ok()).toBe(true);
  const challenge = (await issued.json()) as Challenge;
  const solution = Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solve(challenge),
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
  const answer = await page.request.post(callRoutes.login.path, {
    headers: { [csrfHeader.name]: csrfHeader.value, origin: new URL(issued.url()).origin },
    data: { username, password, type: 'username', challenge: solution },
  });
  const body = (await answer.json()) as { success?: boolean };
  expect({ status: answer.status(), success: body.success }).toEqual({
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
