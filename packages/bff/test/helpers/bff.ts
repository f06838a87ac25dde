import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildBff } from '../../src/app.ts';
import type { BffDeps } from '../../src/app.ts';
import { loadBffConfig } from '../../src/config.ts';
import { solveChallengeFrom } from './challenge.ts';

export const fixtureWebDist = fileURLToPath(new URL('../fixtures/web-dist', import.meta.url));

/** A controllable clock for sessions and limits: tests move it instead of sleeping. */
export const testClock = (start = Date.UTC(2026, 10, 21, 12)) => {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
};

export const buildTestBff = (
  upstreamUrl: string,
  env: Record<string, string> = {},
  deps: BffDeps = {},
): Promise<FastifyInstance> =>
  buildBff(
    loadBffConfig({
      UPSTREAM_URL: upstreamUrl,
      WEB_DIST: fixtureWebDist,
      LOG_LEVEL: 'silent',
      // A small proof of work: solving takes milliseconds in tests.
      CHALLENGE_MAX_NUMBER: '1000',
      ...env,
    }),
    deps,
  );

/** What a same-origin page sends on a state-changing call (inject's Host is localhost:80). */
export const sameOrigin = { 'x-csrf': '1', origin: 'http://localhost' } as const;

const setCookieLines = (response: LightMyRequestResponse): string[] => {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
};

/** The session cookie the bff set (`name=value`), if any. */
export const sessionCookieOf = (response: LightMyRequestResponse): string | undefined =>
  setCookieLines(response)
    .map((line) => line.split(';', 1)[0] ?? '')
    .find((pair) => /^(__Host-)?sid=./.test(pair));

export const setCookieLineOf = (response: LightMyRequestResponse): string | undefined =>
  setCookieLines(response).find((line) => /^(__Host-)?sid=/.test(line));

export const loginBody = { username: 'demo_player', password: 'Demo1234', type: 'username' };

/** A fresh solved challenge from this bff, as the `challenge` field of a body. */
export const challengeFor = async (app: FastifyInstance): Promise<string> =>
  solveChallengeFrom(async (url) => (await app.inject({ url })).json());

/** The body with a fresh solved challenge, unless it names its own `challenge`. */
export const withChallenge = async (app: FastifyInstance, body: object): Promise<object> =>
  'challenge' in body ? body : { ...body, challenge: await challengeFor(app) };

/** Logs in through the bff (solving its challenge) and returns the session cookie. */
export const logIn = async (app: FastifyInstance, body: object = loginBody): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: sameOrigin,
    payload: await withChallenge(app, body),
  });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return cookie;
};

/** The value, or a failed test naming what was missing. */
export const present = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
};
