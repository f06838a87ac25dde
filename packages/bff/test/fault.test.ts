import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { errorMessage } from '@his/shared/errors';
import type { ErrorCode } from '@his/shared/errors';
import { buildTestBff, logIn, loginBody, sameOrigin, withChallenge } from './helpers/bff.ts';
import { failure, json, startFakeUpstream, token } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import { faults, leakMarkers, refusingOrigin } from './helpers/platform-faults.ts';
import type { FaultName } from './helpers/platform-faults.ts';

/** A small deadline and pool, so that the suite runs in seconds (issue 12, item 3). */
const deadlineMs = 500;
const env = { UPSTREAM_TIMEOUT_MS: String(deadlineMs), UPSTREAM_CONNECTIONS: '4' };

/**
 * One call of each kind the bff makes: relayed through reply-from, sent whole by the bff
 * (a form call), and the bff's own login (RSA key, encrypted body). `prepare` does what must
 * happen before the clock starts (solving the challenge).
 */
const callKinds = {
  'a streamed GET': {
    route: 'GET /wps/system/country',
    prepare: async (app: FastifyInstance) => () => app.inject({ url: '/wps/system/country' }),
  },
  'a buffered form call': {
    route: 'POST /wps/member/password/email',
    prepare: async (app: FastifyInstance) => () =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: sameOrigin,
        payload: { username: 'demo_player', email: 'demo@example.com' },
      }),
  },
  'the login (own, encrypted)': {
    route: 'POST /wps/session/login',
    prepare: async (app: FastifyInstance) => {
      const payload = await withChallenge(app, loginBody);
      return () =>
        app.inject({ method: 'POST', url: '/wps/session/login', headers: sameOrigin, payload });
    },
  },
};
type CallKind = keyof typeof callKinds;

const expected: Record<FaultName | 'refused', [number, ErrorCode]> = {
  refused: [503, 'upstream.unavailable'],
  hang: [504, 'upstream.timeout'],
  headersThenSilence: [504, 'upstream.timeout'],
  trickle: [504, 'upstream.timeout'],
  serverErrorJson: [502, 'upstream.bad.answer'],
  serverErrorPage: [502, 'upstream.bad.answer'],
  invalidJson: [502, 'upstream.bad.answer'],
  hugeBody: [502, 'upstream.bad.answer'],
  gzipBomb: [502, 'upstream.bad.answer'],
};

/** Faults whose answer never completes: the bff must hang up on them. */
const abandoned = new Set<FaultName | 'refused'>([
  'hang',
  'headersThenSilence',
  'trickle',
  'hugeBody',
  'gzipBomb',
]);

let app: FastifyInstance | undefined;
let upstream: FakeUpstream | undefined;
afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = undefined;
  upstream = undefined;
});

/** The answer and how long it took, measured only to assert the deadline bound. */
const timed = async (send: () => Promise<LightMyRequestResponse>) => {
  const started = performance.now();
  const response = await send();
  return { response, elapsedMs: performance.now() - started };
};

/** A coded failure from the catalogue, with the catalogue's text and nothing of the platform's. */
const expectCodedFailure = (response: LightMyRequestResponse, status: number, code: ErrorCode) => {
  expect(response.statusCode).toBe(status);
  const body: unknown = response.json();
  expect(body).toEqual({
    success: false,
    value: null,
    message: errorMessage(code),
    errorCode: code,
  });
  expect(response.headers['content-encoding']).toBeUndefined();
  for (const marker of leakMarkers) expect(response.body).not.toContain(marker);
};

const expectAlive = async (bff: FastifyInstance) => {
  expect((await bff.inject({ url: '/bff/health' })).statusCode).toBe(200);
};

const faultCases = (Object.keys(expected) as (FaultName | 'refused')[]).flatMap((fault) =>
  (Object.keys(callKinds) as CallKind[]).map((kind) => [fault, kind] as const),
);

describe('a misbehaving platform gets a coded answer within the deadline', () => {
  it.each(faultCases)('%s, over %s', async (fault, kind) => {
    const call = callKinds[kind];
    const answers: ServerResponse[] = [];
    if (fault === 'refused') {
      app = await buildTestBff(await refusingOrigin(), env);
    } else {
      upstream = await startFakeUpstream();
      upstream.on(call.route, (request, response) => {
        answers.push(response);
        return faults[fault](request, response);
      });
      app = await buildTestBff(upstream.url, env);
    }
    const send = await call.prepare(app);
    const [status, code] = expected[fault];

    const { response, elapsedMs } = await timed(send);

    expectCodedFailure(response, status, code);
    expect(elapsedMs).toBeLessThan(deadlineMs + 1000);
    await expectAlive(app);
    // An answer the bff gave up on is hung up: its connection does not stay in the pool.
    if (abandoned.has(fault)) {
      await vi.waitFor(() => expect(answers.map((answer) => answer.closed)).toEqual([true]));
    }
  });

  it('frees its pool: after 200 concurrent calls to a silent platform, every one 504 in time, calls work again', async () => {
    upstream = await startFakeUpstream();
    upstream.on('GET /wps/system/country', faults.hang);
    upstream.on('POST /wps/member/password/email', faults.hang);
    app = await buildTestBff(upstream.url, env);
    const bff = app;
    const streamed = await callKinds['a streamed GET'].prepare(bff);
    const buffered = await callKinds['a buffered form call'].prepare(bff);

    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) => timed(index % 2 === 0 ? streamed : buffered)),
    );

    for (const { response, elapsedMs } of results) {
      expectCodedFailure(response, 504, 'upstream.timeout');
      expect(elapsedMs).toBeLessThan(deadlineMs + 1000);
    }
    const fake = upstream;
    await vi.waitFor(async () => expect(await fake.openConnections()).toBe(0), {
      timeout: 5000,
    });
    fake.on('GET /wps/system/country', (_request, response) =>
      json(response, 200, { success: true, value: [], message: '', errorCode: '' }),
    );
    const after = await timed(streamed);
    expect(after.response.statusCode).toBe(200);
    expect(after.elapsedMs).toBeLessThan(deadlineMs + 1000);
    await expectAlive(bff);
    // Room for 200 calls on a busy 2-core machine; each call's own bound is asserted above.
  }, 20_000);
});

describe('platform 5xx answers', () => {
  it('answers a catalogue code the platform sent with a 5xx with the catalogue text only', async () => {
    upstream = await startFakeUpstream();
    for (const route of Object.values(callKinds).map((call) => call.route)) {
      upstream.on(route, (_request, response) =>
        json(response, 503, {
          ...failure('system.maintenance', { trace: 'PlatformInternal' }),
          message: 'db-7.internal is down: SELECT 1 failed',
        }),
      );
    }
    app = await buildTestBff(upstream.url, env);
    for (const call of Object.values(callKinds)) {
      const response = await (await call.prepare(app))();
      expectCodedFailure(response, 503, 'system.maintenance');
    }
  });

  it('logs the original answer redacted and truncated, never a token', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    upstream = await startFakeUpstream();
    upstream.on('GET /wps/v2/wallets/balance', (_request, response) =>
      json(response, 500, {
        success: false,
        value: { token },
        message: `PlatformInternal for ${token}: password=hunter2 Bearer ${token} ${'x'.repeat(5000)}`,
        errorCode: 'PlatformInternal',
      }),
    );
    app = await buildTestBff(upstream.url, { ...env, LOG_LEVEL: 'warn' }, { logStream: sink });
    const cookie = await logIn(app);

    const response = await app.inject({ url: '/wps/v2/wallets/balance', headers: { cookie } });

    expectCodedFailure(response, 502, 'upstream.bad.answer');
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = logged.find((line) => line.event === 'upstream.server-error');
    expect(entry).toMatchObject({ status: 500, path: '/wps/v2/wallets/balance' });
    const excerpt = String(entry?.excerpt);
    expect(excerpt).toContain('PlatformInternal');
    expect(excerpt.length).toBeLessThanOrEqual(400);
    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain('hunter2');
  });
});
