import { startUpstream } from '@his/upstream/start';
import type { BffConfig } from '../../src/config.ts';
import { startBff } from '../../src/start.ts';
import type { StartedBff } from '../../src/start.ts';
import { fixtureWebDist } from './bff.ts';
import { startRecordingProxy } from './recording-proxy.ts';
import type { RecordingProxy } from './recording-proxy.ts';

type Upstream = Awaited<ReturnType<typeof startUpstream>>;

export interface ReferenceStack {
  upstream: Upstream;
  /** Between the bff and the upstream: what the platform received and answered. */
  proxy: RecordingProxy;
  /** The upstream's QA controls, called directly (the bff never forwards them). */
  qa(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * The reference upstream (in-memory PGlite, QA controls on) behind a recording proxy. Never the
 * PostgreSQL of `DATABASE_URL`: test files run in parallel, and two of them resetting and
 * changing the same demo accounts in one database would meet.
 */
export const startReferenceStack = async (): Promise<ReferenceStack> => {
  const upstream = await startUpstream({
    port: 0,
    dataDir: 'memory://',
    databaseUrl: null,
    qaControls: true,
    logLevel: 'silent',
    // scrypt at the lowest cost the upstream accepts: logins here test the gateway, not hashing.
    passwordHashLogN: 10,
  });
  const proxy = await startRecordingProxy(upstream.url);
  return {
    upstream,
    proxy,
    qa: async (method, path, body) => {
      const response = await fetch(new URL(path, upstream.url), {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      if (!response.ok) throw new Error(`QA ${path}: ${response.status}`);
      return response.json();
    },
    close: async () => {
      await proxy.close();
      await upstream.close();
    },
  };
};

/**
 * A bff over real HTTP in front of the stack: in-memory stores whatever the environment says
 * (a REDIS_URL there must not reach shared keys), a small proof of work, generous login limits.
 */
export const startStackBff = (
  stack: ReferenceStack,
  overrides: Partial<BffConfig> = {},
): Promise<StartedBff> =>
  startBff({
    port: 0,
    host: '127.0.0.1',
    upstreamUrl: stack.proxy.url,
    webDist: fixtureWebDist,
    logLevel: 'silent',
    redisUrl: null,
    challengeMaxNumber: 1000,
    loginRateMaxPerAccountIp: 1000,
    loginRateMaxPerIp: 1000,
    ...overrides,
  });
