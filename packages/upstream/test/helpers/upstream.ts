import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { encryptRequest, sessionKeyFromBytes } from '@his/shared/platform-cipher';
import { buildUpstream } from '../../src/app.ts';
import type { HashPool } from '../../src/auth/hash-pool.ts';
import type { UpstreamConfig } from '../../src/config.ts';
import { loadUpstreamConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import type { FakeClock } from './clock.ts';
import { fakeClock } from './clock.ts';
import { loadTemplateDb } from './db.ts';
import { testHashLogN } from './hash-cost.ts';

export const merchant = { Merchant: 'hisdemo1' };

export const testConfig = (overrides: Partial<UpstreamConfig> = {}): UpstreamConfig => ({
  ...loadUpstreamConfig({
    QA_CONTROLS: 'true',
    UPSTREAM_DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
  }),
  // Tests fire parallel logins and guesses on a loaded machine: their hashes wait as long as they
  // must, as before the pool. The bounds are tested with pools of their own (hash-pool.test.ts,
  // login-busy.test.ts).
  hashPool: { concurrency: 4, maxQueue: 10_000, maxWaitMs: 600_000 },
  passwordHashLogN: testHashLogN,
  ...overrides,
});

export interface TestUpstream {
  app: FastifyInstance;
  db: Db;
  clock: FakeClock;
  close(): Promise<void>;
}

/** The upstream on a private copy of the template database, with a fake clock. */
export const startTestUpstream = async (
  options: {
    config?: Partial<UpstreamConfig>;
    logStream?: DestinationStream;
    db?: Db;
    hashPool?: HashPool;
  } = {},
): Promise<TestUpstream> => {
  const db = options.db ?? (await loadTemplateDb());
  const clock = fakeClock();
  const app = await buildUpstream(testConfig(options.config), {
    db,
    clock,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.hashPool ? { hashPool: options.hashPool } : {}),
  });
  return {
    app,
    db,
    clock,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
};

type Headers = Record<string, string>;

export const get = (app: FastifyInstance, url: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url, headers: { ...merchant, ...headers } });

export const send = (
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Headers = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...merchant, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

export const qa = (app: FastifyInstance, url: string, body: unknown = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

/** Fetches the RSA key and sends the body encrypted the way the bff does. */
export const encryptedSend = async (
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  headers: Headers = {},
): Promise<LightMyRequestResponse> => {
  const modulus = (await get(app, '/wps/session/key/rsa')).body;
  const request = encryptRequest(body, modulus, sessionKeyFromBytes(randomBytes(16)));
  return send(app, method, url, request.body, { ...request.headers, ...headers });
};

/** Posts the login body encrypted the way the bff does. */
export const encryptedLogin = (
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Headers = {},
): Promise<LightMyRequestResponse> =>
  encryptedSend(app, 'POST', '/wps/session/login', body, headers);

export interface Envelope {
  success: boolean;
  value: unknown;
  message: string | null;
  errorCode: string | null;
}

export const envelope = (response: LightMyRequestResponse): Envelope => response.json<Envelope>();

/** Logs in and returns the token. */
export const loginToken = async (
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> => {
  const response = await encryptedLogin(app, { username, password, type: 'username' });
  const value = envelope(response).value as { token?: unknown } | null;
  if (response.statusCode !== 200 || typeof value?.token !== 'string') {
    throw new Error(`login of ${username} failed: ${response.body}`);
  }
  return value.token;
};

/** A fresh captcha: its cookie and (through the QA control) its answer. */
export const freshCaptcha = async (app: FastifyInstance) => {
  const response = await get(app, '/wps/captcha');
  const cookie = response.cookies.find((c) => c.name === 'captchaId');
  const last = (await app.inject({ method: 'GET', url: '/qa/captcha/last' })).json<{
    captchaId: string;
    answer: string;
  }>();
  if (!cookie || cookie.value !== last.captchaId) throw new Error('captcha cookie missing');
  return { cookie: `captchaId=${cookie.value}`, answer: last.answer, id: cookie.value };
};

export const resetData = async (app: FastifyInstance) => {
  const response = await qa(app, '/qa/reset');
  if (response.statusCode !== 200) throw new Error(`reset failed: ${response.body}`);
};
