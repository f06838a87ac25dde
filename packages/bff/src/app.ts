import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { DestinationStream } from 'pino';
import type { BffConfig } from './config.ts';
import { loggerOptions } from './logger.ts';
import configPlugin from './plugins/config.ts';
import csrfPlugin from './plugins/csrf.ts';
import errorHandlerPlugin from './plugins/error-handler.ts';
import loginLimitPlugin from './plugins/login-limit.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import sessionPlugin from './plugins/session.ts';
import upstreamPlugin from './plugins/upstream.ts';
import forwardRoutes from './routes/forward.ts';
import healthRoutes from './routes/health.ts';
import loginRoutes from './routes/login.ts';
import logoutRoutes from './routes/logout.ts';
import methodNotAllowedRoutes from './routes/method-not-allowed.ts';
import sessionRoutes from './routes/session.ts';
import webRoutes from './routes/web.ts';
import type { CounterStore } from './stores/counter-store.ts';
import { MemoryCounterStore, MemorySessionStore } from './stores/memory.ts';
import type { SessionStore } from './stores/session-store.ts';

export type { BffConfig } from './config.ts';
export type { SessionData, SessionStore } from './stores/session-store.ts';
export type { CounterStore, WindowCount } from './stores/counter-store.ts';

/** What the bff can be given instead of its defaults (shared stores, a test clock or log sink). */
export interface BffDeps {
  /** Default: in-memory (one instance). Several instances need one shared store. */
  sessionStore?: SessionStore;
  /** Login rate-limit counters. Default: in-memory. */
  counterStore?: CounterStore;
  /** Clock (epoch ms) for sessions, limits and the key cache; tests move it instead of sleeping. */
  now?: () => number;
  /** Where log lines go (default stdout). */
  logStream?: DestinationStream;
}

/** Fastify's types lack the hop count that proxy-addr understands; this is what it does with one. */
const trustProxyOption = (value: BffConfig['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/** JSON bodies of platform calls are small; a large body is an attack or a mistake. */
const bodyLimitBytes = 64 * 1024;

/**
 * Builds the gateway the browser talks to, ready to `listen` or `inject`. Plugins load in
 * order: external (config, cookies, headers, upstream pool), app (errors, sessions, CSRF,
 * login throttle), then routes.
 */
export const buildBff = async (config: BffConfig, deps: BffDeps = {}): Promise<FastifyInstance> => {
  const now = deps.now ?? Date.now;
  const sessionStore =
    deps.sessionStore ?? new MemorySessionStore({ maxEntries: config.sessionMaxEntries, now });
  const counterStore =
    deps.counterStore ?? new MemoryCounterStore({ maxEntries: config.sessionMaxEntries, now });

  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: bodyLimitBytes,
  });
  // Only JSON bodies: every platform call the browser makes sends JSON or nothing.
  app.removeContentTypeParser('text/plain');

  await app.register(configPlugin, { config });
  await app.register(cookie);
  await app.register(securityHeadersPlugin);
  await app.register(upstreamPlugin, { now });

  await app.register(errorHandlerPlugin);
  await app.register(sessionPlugin, { store: sessionStore, now });
  await app.register(csrfPlugin);
  await app.register(loginLimitPlugin, { store: counterStore, now });

  await app.register(healthRoutes, { store: sessionStore });
  await app.register(sessionRoutes);
  await app.register(loginRoutes);
  await app.register(logoutRoutes);
  await app.register(forwardRoutes);
  await app.register(methodNotAllowedRoutes);
  await app.register(webRoutes);

  await app.ready();
  return app;
};
