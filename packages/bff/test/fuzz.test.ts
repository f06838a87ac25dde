import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffPaths } from '@his/shared/bff';
import { calls, findCall } from '@his/shared/calls';
import type { CallDef } from '@his/shared/calls';
import { buildTestBff, challengeFor, logIn, sameOrigin, sessionCookieOf } from './helpers/bff.ts';
import { bodyText, callCases, fieldsOf, pathCases } from './helpers/fuzz-cases.ts';
import type { CookieChoice, FuzzCase } from './helpers/fuzz-cases.ts';
import { answerProblem } from './helpers/fuzz-oracle.ts';
import { arbitraryFromZod } from './helpers/schema-arbitrary.ts';
import { startReferenceStack } from './helpers/reference-stack.ts';
import type { ReferenceStack } from './helpers/reference-stack.ts';

/**
 * Fuzzing every route of the bff against the reference upstream (issue 12): inputs shaped by
 * the registry's zod schemas, then spoiled (control characters, wrong types, prototype keys,
 * huge and deep bodies, bad JSON, wrong content types, forged cookies). No answer may be a 5xx
 * or carry internal text, and the bff must still answer at the end. A failure names fast-check's
 * seed and path: put them in `fc.assert`'s options to replay it.
 */
const seed = 20_261_126;
const minimumRequests = 10_000;

interface FuzzRoute {
  /** `METHOD /path` of a route, as the tallies name it. */
  key: string;
  cases: fc.Arbitrary<FuzzCase>;
  call: CallDef | null;
}

/**
 * Calls whose well-formed request costs the platform a password hash on purpose (or, for a
 * logout, a free-play login first): fewer runs each, so that the run stays short.
 */
const costly = new Set<CallDef>([
  calls.login,
  calls.freePlay,
  calls.logout,
  calls.register,
  calls.registerMobile,
  calls.changePassword,
  calls.resetPasswordBySms,
  calls.resetPasswordByEmail,
  calls.agentRegisterDownline,
]);
const costlyRuns = 20;

const weighted = (session: number): fc.Arbitrary<CookieChoice> =>
  fc.oneof(
    { arbitrary: fc.constant<CookieChoice>('session'), weight: session },
    { arbitrary: fc.constant<CookieChoice>('none'), weight: 1 },
    { arbitrary: fc.constant<CookieChoice>('forged'), weight: 1 },
  );

const routeKey = (method: string, path: string) => `${method} ${path}`;

/** Calls that mint a token start a new session: they never get the test's own. */
const cookiesFor = (call: CallDef): fc.Arbitrary<CookieChoice> =>
  weighted(call.intercept === 'login' ? 0 : call.auth === 'none' ? 1 : 4);

const forwarded = (Object.values(calls) as CallDef[]).filter((call) => call.forward);

/** Calls whose body carries a verification challenge (the bff's policy decides which need it). */
const challenged = new Set<CallDef>(
  forwarded.filter((call) => fieldsOf(call.body).includes('challenge')),
);

const registryRoutes: FuzzRoute[] = forwarded.map((call) => ({
  key: routeKey(call.method, call.path),
  cases: callCases(call, cookiesFor(call)),
  call,
}));

const mediaPaths = fc.oneof(
  { arbitrary: fc.stringMatching(/^\/media\/[A-Za-z0-9_./-]{1,80}$/), weight: 4 },
  fc.constantFrom(
    '/media/',
    '/media/../qa/reset',
    '/media/%2e%2e/qa/reset',
    '/media/a/../../bff/session',
    '/media/a%00.png',
    '/media//etc/passwd',
    '/media/a.svg%3Fx',
    `/media/${'a/'.repeat(2_000)}b.png`,
  ),
);

const pagePaths = fc.oneof(
  fc.webPath().map((path) => (path.startsWith('/') ? path : `/${path}`)),
  fc.constantFrom('/', '/index.html', '/assets/../../package.json', '/%00', '/qa/reset', '/.env'),
);

/** Known paths with a method they do not take, near-misses of known paths, unknown paths. */
const strayRoutes = fc
  .record({
    method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
    path: fc.constantFrom(...forwarded.map((call) => call.path), ...Object.values(bffPaths)),
    twist: fc.constantFrom('', '/', '//', '%00', '/..', ';x=1', '%2F', '.json', 'X'),
  })
  .chain(({ method, path, twist }) =>
    pathCases(method, fc.constant(`${path}${twist}`), weighted(2)),
  );

const ownRoutes: FuzzRoute[] = [
  ...Object.values(bffPaths).map((path) => ({
    key: routeKey('GET', path),
    cases: pathCases('GET', fc.constant(path), weighted(2)),
    call: null,
  })),
  { key: 'GET /media/*', cases: pathCases('GET', mediaPaths, weighted(1)), call: null },
  { key: 'GET /* (pages)', cases: pathCases('GET', pagePaths, weighted(1)), call: null },
  { key: 'other methods and paths', cases: strayRoutes, call: null },
];

const routes = [...registryRoutes, ...ownRoutes];
const costlyRoutes = routes.filter((route) => route.call && costly.has(route.call)).length;
/** The rest of the budget, shared by the other routes, with a little to spare. */
const runsPerRoute = Math.ceil(
  (minimumRequests * 1.02 - costlyRoutes * costlyRuns) / (routes.length - costlyRoutes),
);
const runsOf = (route: FuzzRoute) =>
  route.call && costly.has(route.call) ? costlyRuns : runsPerRoute;

let stack: ReferenceStack;
let app: FastifyInstance;
let ownCookie: string;
let requests = 0;
const routesHit = new Set<string>();

/** Log lines are produced (their serialisers run on fuzzed input) and dropped. */
const discard = new Writable({ write: (_chunk, _encoding, done) => done() });

beforeAll(async () => {
  stack = await startReferenceStack();
  app = await buildTestBff(
    stack.proxy.url,
    {
      LOG_LEVEL: 'info',
      // The smallest proof of work: solving one must cost the run next to nothing.
      CHALLENGE_MAX_NUMBER: '10',
      // Limits would answer 429 before the handlers see most of the input.
      LOGIN_RATE_MAX_PER_ACCOUNT_IP: '10000',
      LOGIN_RATE_MAX_PER_IP: '100000',
      SMS_SESSION_INTERVAL_MS: '100',
      SMS_IP_MAX_PER_HOUR: '100000',
      SMS_NUMBER_MAX_PER_WINDOW: '1000',
      SMS_COUNTRY_MAX_PER_HOUR: '1000000',
      SMS_GLOBAL_MAX_PER_DAY: '10000000',
    },
    { logStream: discard },
  );
  ownCookie = await logIn(app);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await stack?.close();
});

let throwaways = 0;

/** A session of its own for a logout, so that the run's session stays logged in. */
const throwawaySession = async (): Promise<string> => {
  throwaways += 1;
  // Each from its own address: the platform allows a few trial accounts per address and hour,
  // and fast-check's addresses favour a few small ones.
  const response = await app.inject({
    method: 'POST',
    url: calls.freePlay.path,
    headers: sameOrigin,
    payload: {},
    remoteAddress: `10.77.${(throwaways >> 8) & 255}.${throwaways & 255}`,
  });
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error(`free play failed: ${response.statusCode} ${response.body}`);
  return cookie;
};

const cookieFor = async (fuzzCase: FuzzCase, call: CallDef | null): Promise<string | null> => {
  if (fuzzCase.cookie === 'none') return null;
  if (fuzzCase.cookie === 'forged') return fuzzCase.forgedCookie;
  return call?.intercept === 'logout' ? throwawaySession() : ownCookie;
};

const routeOf = (method: string, url: string): string => {
  const path = url.split('?', 1)[0] ?? url;
  const call = findCall(method, path);
  if (call) return routeKey(method, path);
  if (method === 'GET' && (Object.values(bffPaths) as string[]).includes(path)) {
    return routeKey(method, path);
  }
  if (method === 'GET' && path.startsWith('/media/')) return 'GET /media/*';
  return method === 'GET' && !/^\/(wps|lgw|lotto|bff|qa|media)(\/|$)/.test(path)
    ? 'GET /* (pages)'
    : 'other methods and paths';
};

const clip = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);

const send = async (fuzzCase: FuzzCase, call: CallDef | null): Promise<void> => {
  const challenge =
    fuzzCase.solveChallenge && call && challenged.has(call) ? await challengeFor(app) : null;
  const cookie = await cookieFor(fuzzCase, call);
  const headers: Record<string, string> = {
    ...(fuzzCase.csrf ? sameOrigin : {}),
    ...(cookie === null ? {} : { cookie }),
    ...(fuzzCase.contentType === null ? {} : { 'content-type': fuzzCase.contentType }),
    ...(fuzzCase.language === null ? {} : { language: fuzzCase.language }),
    // Money calls need a well-formed key of their own, or the bff refuses them at the door.
    ...(call?.idempotent
      ? { 'idempotency-key': `fuzz-key-${String(requests).padStart(8, '0')}` }
      : {}),
  };
  const response = await app.inject({
    method: fuzzCase.method,
    url: fuzzCase.url,
    headers,
    remoteAddress: fuzzCase.remoteAddress,
    ...(fuzzCase.body === null ? {} : { payload: bodyText(fuzzCase.body, challenge) }),
  });
  requests += 1;
  routesHit.add(routeOf(fuzzCase.method, fuzzCase.url));
  const type = String(response.headers['content-type'] ?? '');
  const problem = answerProblem(fuzzCase.method, response.statusCode, type, response.body);
  if (problem) throw new Error(`${problem}: ${response.statusCode} ${clip(response.body)}`);
  if (cookie === ownCookie && response.statusCode === 401) ownCookie = await logIn(app);
};

describe('the fuzz suite itself', () => {
  it('draws valid-shaped input that the registry accepts', () => {
    for (const call of forwarded) {
      const drawn = fc.sample(fc.tuple(arbitraryFromZod(call.query), arbitraryFromZod(call.body)), {
        seed,
        numRuns: 50,
      });
      for (const [query, body] of drawn) {
        expect(call.query.safeParse(query).success, `${call.path} ${JSON.stringify(query)}`).toBe(
          true,
        );
        if (call.bodyType !== 'none') {
          expect(call.body.safeParse(body).success, `${call.path} ${JSON.stringify(body)}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('flags a 5xx, internal text and an uncoded failure, and passes a coded one', () => {
    const coded = JSON.stringify({ success: false, value: null, errorCode: 'request_param_err' });
    const json = 'application/json; charset=utf-8';
    expect(answerProblem('GET', 400, json, coded)).toBeNull();
    expect(answerProblem('GET', 200, json, '{"success":true,"value":{"list":[]}}')).toBeNull();
    expect(answerProblem('GET', 502, json, coded)).toBe('status 502');
    for (const leak of [
      'TypeError: x is undefined\n    at handler (file.ts:1:2)',
      '{"message":"Error: boom"}',
      '{"message":"SELECT id FROM members WHERE account = $1"}',
      '{"message":"invalid byte sequence for encoding \\"UTF8\\": 0x00"}',
      '{"message":"ENOENT /work/main/packages/bff/src/app.ts"}',
      '{"code":"FST_ERR_CTP_INVALID_MEDIA_TYPE"}',
    ]) {
      expect(answerProblem('GET', 400, json, leak), leak).toMatch(/in the body$/);
    }
    expect(answerProblem('POST', 400, json, '{"success":false}')).toMatch(/catalogue/);
    expect(answerProblem('HEAD', 405, json, '')).toBeNull();
  });
});

describe(`fuzzing every bff route (fast-check seed ${seed})`, { timeout: 120_000 }, () => {
  it.each(routes.map((route) => [route.key, route] as const))(
    '%s: no 5xx and no internal text',
    async (_key, route) => {
      await fc.assert(
        fc.asyncProperty(route.cases, (fuzzCase) => send(fuzzCase, route.call)),
        { seed, numRuns: runsOf(route) },
      );
    },
  );

  it(`sent at least ${minimumRequests} requests over every route, and the bff still answers`, async () => {
    expect(requests).toBeGreaterThanOrEqual(minimumRequests);
    expect([...routesHit].sort()).toEqual(routes.map((route) => route.key).sort());
    const reached = new Set(stack.proxy.exchanges.map(({ path }) => path.split('?', 1)[0]));
    expect(forwarded.map((call) => call.path).filter((path) => !reached.has(path))).toEqual([]);
    const health = await app.inject({ url: bffPaths.health });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
