import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { DestinationStream } from 'pino';
import type { BffConfig } from './config.ts';
import { capConnectionsPerIp, clientErrorHandler, serverTimeouts } from './connections.ts';
import { loggerOptions, requestLogger } from './logger.ts';
import challengePlugin from './plugins/challenge.ts';
import compressionPlugin from './plugins/compression.ts';
import configPlugin from './plugins/config.ts';
import csrfPlugin from './plugins/csrf.ts';
import errorHandlerPlugin from './plugins/error-handler.ts';
import loginLimitPlugin from './plugins/login-limit.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import sessionPlugin from './plugins/session.ts';
import smsLimitPlugin from './plugins/sms-limit.ts';
import upstreamPlugin from './plugins/upstream.ts';
import challengeRoutes from './routes/challenge.ts';
import chatRoutes from './routes/chat.ts';
import forwardRoutes from './routes/forward.ts';
import healthRoutes from './routes/health.ts';
import freePlayRoutes from './routes/free-play.ts';
import loginRoutes from './routes/login.ts';
import mediaRoutes from './routes/media.ts';
import logoutRoutes from './routes/logout.ts';
import methodNotAllowedRoutes from './routes/method-not-allowed.ts';
import registrationRoutes from './routes/registration.ts';
import sessionRoutes from './routes/session.ts';
import smsRoutes from './routes/sms.ts';
import webRoutes from './routes/web.ts';
import type { CounterStore } from './stores/counter-store.ts';
import { MemoryCounterStore, MemorySessionStore } from './stores/memory.ts';
import { RedisCounterStore, RedisSessionStore } from './stores/redis.ts';
import { createRedis, redisEvictionPolicy } from './stores/redis-client.ts';
import type { SessionStore } from './stores/session-store.ts';

export type { BffConfig } from './config.ts';
export type { SessionData, SessionStore } from './stores/session-store.ts';
export type { CounterStore, WindowCount } from './stores/counter-store.ts';

/** What the bff can be given instead of its defaults (shared stores, a test clock or log sink). */
export interface BffDeps {
  /** Default: Redis when `REDIS_URL` is set, else in-memory (one instance only). */
  sessionStore?: SessionStore;
  /**
   * One store for every limit (login, SMS, redeemed challenges), e.g. a shared one in tests.
   * Default: Redis with `REDIS_URL`, else one in-memory store per purpose.
   */
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

/** What a limit store is for: each has its own, so one kind of key can never crowd out another. */
type LimitPurpose = 'login' | 'sms' | 'challenge';

interface Stores {
  sessionStore: SessionStore;
  counters: Record<LimitPurpose, CounterStore>;
}

const perPurpose = (make: () => CounterStore): Record<LimitPurpose, CounterStore> => ({
  login: make(),
  sms: make(),
  challenge: make(),
});

/**
 * The stores the deps do not supply: Redis when `REDIS_URL` is set (its connection closes with
 * the app), in-memory otherwise, bounded and failing closed when full (README, "Stores"). A
 * Redis that is down at start does not stop the bff: it answers 503 where it needs the store
 * and reconnects when Redis is back.
 */
const openStores = async (
  app: FastifyInstance,
  config: BffConfig,
  deps: BffDeps,
  now: () => number,
): Promise<Stores> => {
  const { sessionStore, counterStore } = deps;
  const given = counterStore && perPurpose(() => counterStore);
  if (sessionStore && given) return { sessionStore, counters: given };
  if (!config.redisUrl) {
    return {
      sessionStore:
        sessionStore ??
        new MemorySessionStore({
          maxEntries: config.sessionMaxEntries,
          maxAnonymousEntries: config.anonymousSessionMaxEntries,
          now,
        }),
      counters:
        given ??
        perPurpose(() => new MemoryCounterStore({ maxEntries: config.limitMaxEntries, now })),
    };
  }
  const redis = createRedis({ ...config, redisUrl: config.redisUrl });
  let up = false;
  redis.on('ready', () => {
    up = true;
    app.log.info('redis connected');
    void redisEvictionPolicy(redis).then((policy) => {
      if (policy === 'noeviction') return;
      app.log.warn(
        { policy },
        'redis maxmemory-policy is not noeviction: under memory pressure it may forget limits and sessions',
      );
    });
  });
  redis.on('error', (error: unknown) => {
    // Once per outage: a reconnect loop must not flood the log.
    if (up) app.log.warn({ err: error }, 'redis unavailable');
    up = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await redis.connect().catch((error: unknown) => {
    app.log.warn({ err: error }, 'redis unavailable at start; retrying in the background');
  });
  const prefix = config.redisKeyPrefix;
  const shared = new RedisCounterStore(redis, { prefix, now });
  return {
    sessionStore: sessionStore ?? new RedisSessionStore(redis, { prefix }),
    counters: given ?? perPurpose(() => shared),
  };
};

/** Plugins in order: external (config, cookies, headers, upstream pool), app, then routes. */
const registerAll = async (
  app: FastifyInstance,
  config: BffConfig,
  { sessionStore, counters }: Stores,
  now: () => number,
): Promise<void> => {
  await app.register(configPlugin, { config });
  await app.register(cookie);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(upstreamPlugin, { now });

  await app.register(errorHandlerPlugin);
  await app.register(sessionPlugin, { store: sessionStore, now });
  await app.register(csrfPlugin);
  await app.register(challengePlugin, { store: counters.challenge, now });
  await app.register(loginLimitPlugin, { store: counters.login, now });
  await app.register(smsLimitPlugin, { store: counters.sms, now });

  await app.register(healthRoutes, { store: sessionStore });
  await app.register(sessionRoutes);
  await app.register(challengeRoutes);
  await app.register(loginRoutes);
  await app.register(freePlayRoutes);
  await app.register(registrationRoutes);
  await app.register(smsRoutes);
  await app.register(logoutRoutes);
  await app.register(forwardRoutes);
  await app.register(mediaRoutes);
  await app.register(chatRoutes, { now });
  await app.register(methodNotAllowedRoutes);
  await app.register(webRoutes);
};

/**
 * Builds the gateway the browser talks to, ready to `listen` or `inject`. Plugins load in
 * order: external (config, cookies, headers, upstream pool), app (errors, sessions, CSRF,
 * challenge, login and SMS throttles), then routes.
 */
export const buildBff = async (config: BffConfig, deps: BffDeps = {}): Promise<FastifyInstance> => {
  const now = deps.now ?? Date.now;
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    childLoggerFactory: requestLogger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: bodyLimitBytes,
    ...serverTimeouts(config),
    clientErrorHandler,
  });
  capConnectionsPerIp(app.server, config.maxConnectionsPerIp);
  // Only JSON bodies: every platform call the browser makes sends JSON or nothing.
  app.removeContentTypeParser('text/plain');
  const stores = await openStores(app, config, deps, now);

  try {
    await registerAll(app, config, stores, now);
    await app.ready();
  } catch (error) {
    // A refused start (e.g. a registry call the bff cannot forward) must not leave Redis open.
    await app.close().catch(() => {});
    throw error;
  }
  return app;
};
