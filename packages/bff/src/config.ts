import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative `WEB_DIST` values resolve from here, whatever the cwd. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** `http(s)://host[:port]` with nothing else: the allow-list compares exact origins. */
const originSchema = z
  .url({ protocol: /^https?$/ })
  .refine((value) => new URL(value).origin === value.replace(/\/$/, ''), 'must be a bare origin')
  .transform((value) => new URL(value).origin);

const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((part) => part.trim());
    if (list.some((part) => !/^[0-9a-fA-F.:/]+$/.test(part))) {
      ctx.addIssue({ code: 'custom', message: 'true, false, a hop count or addresses/CIDRs' });
      return z.NEVER;
    }
    return list;
  });

const envSchema = z.object({
  PORT: int(0, 65_535, 8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  UPSTREAM_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const url = new URL(value);
      return !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
    }, 'an origin only: no credentials, path, query or fragment')
    .default('http://127.0.0.1:8081'),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('hisdemo1'),
  WEB_DIST: z.string().min(1).default('packages/web/dist'),
  SESSION_IDLE_MINUTES: int(1, 24 * 60, 30),
  SESSION_ABSOLUTE_HOURS: int(1, 30 * 24, 12),
  REMEMBER_ME_HOURS: int(1, 30 * 24, 24),
  SESSION_MAX_ENTRIES: int(100, 10_000_000, 100_000),
  ANONYMOUS_SESSION_MAX_ENTRIES: int(100, 10_000_000, 100_000),
  LIMIT_MAX_ENTRIES: int(100, 10_000_000, 200_000),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(originSchema)),
  GAME_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(originSchema)),
  MEDIA_CACHE_SECONDS: int(0, 31_536_000, 86_400),
  UPSTREAM_TIMEOUT_MS: int(100, 120_000, 10_000),
  UPSTREAM_CONNECT_TIMEOUT_MS: int(100, 60_000, 5_000),
  UPSTREAM_CONNECTIONS: int(1, 1024, 64),
  READY_TIMEOUT_MS: int(100, 30_000, 2_000),
  RSA_KEY_CACHE_SECONDS: int(0, 3600, 60),
  LOGIN_RATE_WINDOW_MINUTES: int(1, 24 * 60, 15),
  LOGIN_RATE_MAX_PER_ACCOUNT_IP: int(1, 10_000, 10),
  LOGIN_RATE_MAX_PER_IP: int(1, 100_000, 100),
  LOGIN_CONCURRENCY: int(1, 1000, 8),
  LOGIN_QUEUE_MAX: int(0, 100_000, 32),
  LOGIN_QUEUE_TIMEOUT_MS: int(100, 60_000, 3_000),
  REQUEST_TIMEOUT_MS: int(1000, 600_000, 30_000),
  HEADERS_TIMEOUT_MS: int(1000, 600_000, 10_000),
  MAX_CONNECTIONS_PER_IP: int(0, 1_000_000, 256),
  CHALLENGE_HMAC_KEY: z.union([z.literal(''), z.string().min(32).max(256)]).default(''),
  CHALLENGE_MAX_NUMBER: int(10, 10_000_000, 100_000),
  SMS_SESSION_INTERVAL_MS: int(100, 3_600_000, 1000),
  SMS_NUMBER_COUNTDOWN_SECONDS: int(1, 3600, 60),
  SMS_NUMBER_WINDOW_MINUTES: int(1, 24 * 60, 10),
  SMS_NUMBER_MAX_PER_WINDOW: int(1, 1000, 5),
  SMS_IP_MAX_PER_HOUR: int(1, 100_000, 10),
  SMS_COUNTRY_MAX_PER_HOUR: int(1, 1_000_000, 100),
  SMS_GLOBAL_MAX_PER_DAY: int(1, 10_000_000, 1000),
  REDIS_URL: z.union([z.literal(''), z.url({ protocol: /^rediss?$/ })]).default(''),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/)
    .default('his:bff:'),
  REDIS_TIMEOUT_MS: int(50, 60_000, 1000),
  TRUST_PROXY: trustProxySchema.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every environment variable the bff reads (`.env.example` documents each one). */
export const bffEnvKeys = Object.keys(envSchema.shape);

/** The bff's whole configuration, validated once at start (`.env.example` documents each key). */
export interface BffConfig {
  port: number;
  host: string;
  /** Origin of the platform (reference upstream by default); TLS certificates are verified. */
  upstreamUrl: string;
  merchantCode: string;
  /** Absolute folder of the built web app; the API works without it. */
  webDist: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Absolute lifetime of a "remember me" session (and its persistent cookie). */
  rememberMeHours: number;
  /** Logged-in sessions the in-memory store holds; past it a login is refused (503). */
  sessionMaxEntries: number;
  /** Sessions without a login the in-memory store holds; past it the oldest is forgotten. */
  anonymousSessionMaxEntries: number;
  /** Keys per in-memory limit store (login, SMS, challenges); past it the limit answers 503. */
  limitMaxEntries: number;
  /** `auto`: `Secure` and `__Host-` unless the request is plain http on localhost. */
  cookieSecure: 'auto' | 'true' | 'false';
  /** Origins allowed besides the request's own for state-changing calls. */
  allowedOrigins: string[];
  /**
   * Origins whose pages the site may show in a frame (CSP `frame-src`): where launched games
   * and the lottery run, e.g. the reference upstream's public origin. Empty: no frames at all.
   */
  gameOrigins: string[];
  /** How long browsers may keep game thumbnails and vendor logos (`/media/*`). */
  mediaCacheSeconds: number;
  upstreamTimeoutMs: number;
  upstreamConnectTimeoutMs: number;
  upstreamConnections: number;
  readyTimeoutMs: number;
  rsaKeyCacheSeconds: number;
  loginRateWindowMinutes: number;
  loginRateMaxPerAccountIp: number;
  loginRateMaxPerIp: number;
  /** Token-minting calls (login, free play, registration) forwarded to the platform at once. */
  loginConcurrency: number;
  /** Such calls waiting for a slot; past it, and past the wait below, 503 with Retry-After. */
  loginQueueMax: number;
  loginQueueTimeoutMs: number;
  /** Whole-request deadline (Node `requestTimeout`): a body trickled slower is cut off (408). */
  requestTimeoutMs: number;
  /** Deadline for a request's headers (Node `headersTimeout`). */
  headersTimeoutMs: number;
  /** Open connections one client address may hold; more are closed at once. 0: no cap. */
  maxConnectionsPerIp: number;
  /** Signs verification challenges; null: a random key per process (one instance only). */
  challengeHmacKey: string | null;
  /** Upper bound of the challenge's secret number: the work a browser does (about half of it). */
  challengeMaxNumber: number;
  /** SMS sends per session: at most one per this interval. */
  smsSessionIntervalMs: number;
  /** Hold on a number while its first send is under way (and when the answer names no expiry). */
  smsNumberCountdownSeconds: number;
  smsNumberWindowMinutes: number;
  smsNumberMaxPerWindow: number;
  smsIpMaxPerHour: number;
  /** Accepted sends per country dialing code per hour (SMS pumping targets one destination). */
  smsCountryMaxPerHour: number;
  /** Accepted sends per day over everything: bounds the worst-case bill. */
  smsGlobalMaxPerDay: number;
  /** Sessions and counters in Redis when set (several instances); in memory otherwise. */
  redisUrl: string | null;
  /** Prefix of every Redis key this bff writes. */
  redisKeyPrefix: string;
  /** Connect and command timeout towards Redis; past it a call fails (closed). */
  redisTimeoutMs: number;
  /** Fastify `trustProxy`: which hops may set `X-Forwarded-For`/`-Proto`/`-Host`. */
  trustProxy: boolean | number | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

/**
 * Reads and validates the bff's environment. The only reader of `process.env` in this package;
 * throws with every invalid key listed.
 */
export const loadBffConfig = (env: Record<string, string | undefined> = process.env): BffConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid bff configuration\n${issues.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    upstreamUrl: new URL(e.UPSTREAM_URL).origin,
    merchantCode: e.MERCHANT_CODE,
    webDist: isAbsolute(e.WEB_DIST) ? e.WEB_DIST : resolve(repoRoot, e.WEB_DIST),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    rememberMeHours: e.REMEMBER_ME_HOURS,
    sessionMaxEntries: e.SESSION_MAX_ENTRIES,
    anonymousSessionMaxEntries: e.ANONYMOUS_SESSION_MAX_ENTRIES,
    limitMaxEntries: e.LIMIT_MAX_ENTRIES,
    cookieSecure: e.COOKIE_SECURE,
    allowedOrigins: e.ALLOWED_ORIGINS,
    gameOrigins: e.GAME_ORIGINS,
    mediaCacheSeconds: e.MEDIA_CACHE_SECONDS,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamConnectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS,
    upstreamConnections: e.UPSTREAM_CONNECTIONS,
    readyTimeoutMs: e.READY_TIMEOUT_MS,
    rsaKeyCacheSeconds: e.RSA_KEY_CACHE_SECONDS,
    loginRateWindowMinutes: e.LOGIN_RATE_WINDOW_MINUTES,
    loginRateMaxPerAccountIp: e.LOGIN_RATE_MAX_PER_ACCOUNT_IP,
    loginRateMaxPerIp: e.LOGIN_RATE_MAX_PER_IP,
    loginConcurrency: e.LOGIN_CONCURRENCY,
    loginQueueMax: e.LOGIN_QUEUE_MAX,
    loginQueueTimeoutMs: e.LOGIN_QUEUE_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    challengeHmacKey: e.CHALLENGE_HMAC_KEY || null,
    challengeMaxNumber: e.CHALLENGE_MAX_NUMBER,
    smsSessionIntervalMs: e.SMS_SESSION_INTERVAL_MS,
    smsNumberCountdownSeconds: e.SMS_NUMBER_COUNTDOWN_SECONDS,
    smsNumberWindowMinutes: e.SMS_NUMBER_WINDOW_MINUTES,
    smsNumberMaxPerWindow: e.SMS_NUMBER_MAX_PER_WINDOW,
    smsIpMaxPerHour: e.SMS_IP_MAX_PER_HOUR,
    smsCountryMaxPerHour: e.SMS_COUNTRY_MAX_PER_HOUR,
    smsGlobalMaxPerDay: e.SMS_GLOBAL_MAX_PER_DAY,
    redisUrl: e.REDIS_URL || null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    redisTimeoutMs: e.REDIS_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
  };
};
