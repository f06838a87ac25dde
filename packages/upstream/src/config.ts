import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultHashLogN, maxHashLogN, minHashLogN } from './auth/password.ts';

/** The PGlite folder used when `UPSTREAM_DATA_DIR` is unset: `<repo>/.data/upstream` (git-ignored). */
export const defaultDataDir = fileURLToPath(new URL('../../../.data/upstream', import.meta.url));
/** `UPSTREAM_DATA_DIR` value that keeps PGlite in memory (nothing survives a restart). */
export const inMemoryDataDir = 'memory://';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUnset, schema.optional());
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const isOrigin = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
};
const originSchema = z
  .url({ protocol: /^https?$/ })
  .refine(isOrigin, 'must be an origin (scheme, host, optional port)');

/** `*`, or a comma list of origins: what may frame the game pages. */
const siteOriginsSchema = z
  .string()
  .transform((raw) =>
    raw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(
    z.union([
      z.tuple([z.literal('*')]),
      z.array(originSchema.transform((origin) => new URL(origin).origin)).min(1),
    ]),
  );

const envSchema = z.object({
  UPSTREAM_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  UPSTREAM_HOST: optional(z.string().min(1)),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  UPSTREAM_DATA_DIR: optional(z.string().min(1)),
  QA_CONTROLS: optional(flag),
  MERCHANT_CODE: optional(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/)),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  TRUST_PROXY: optional(z.string().min(1)),
  TOKEN_TTL_MINUTES: optional(z.coerce.number().int().min(1).max(43_200)),
  RSA_KEY_ROTATE_MINUTES: optional(z.coerce.number().int().min(0).max(525_600)),
  FREEPLAY_PER_IP_PER_HOUR: optional(z.coerce.number().int().min(0).max(100_000)),
  SMS_CODE_MINUTES: optional(z.coerce.number().int().min(1).max(60)),
  DEPOSIT_ORDER_MINUTES: optional(z.coerce.number().int().min(1).max(1440)),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  SITE_ORIGINS: optional(siteOriginsSchema),
  HASH_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)),
  HASH_QUEUE: optional(z.coerce.number().int().min(0).max(10_000)),
  HASH_WAIT_MS: optional(z.coerce.number().int().min(1).max(60_000)),
  PASSWORD_HASH_LOG_N: optional(z.coerce.number().int().min(minHashLogN).max(maxHashLogN)),
});

/** Validated configuration of the reference upstream; see the package README for each field. */
export interface UpstreamConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; null means embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** Absolute PGlite folder, or `memory://`. */
  dataDir: string;
  qaControls: boolean;
  merchantCode: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Fastify `trustProxy`: true/false, or addresses, CIDRs and proxy-addr names (`loopback`). */
  trustProxy: boolean | string[];
  tokenTtlMinutes: number;
  /** 0 keeps one RSA key for the life of the process. */
  rsaKeyRotateMinutes: number;
  /** Trial accounts one client IP may create per hour; 0 means no limit. */
  freePlayPerIpPerHour: number;
  /** Lifetime of an SMS code; answered as `expiredMinutes` (the client's countdown). */
  smsCodeMinutes: number;
  /** How long a deposit order waits for its payment before it expires. */
  depositOrderMinutes: number;
  /**
   * Origin the game pages are served from (launch URLs point there), without a trailing slash;
   * null means the address the upstream listens on.
   */
  publicUrl: string | null;
  /** Origins allowed to frame the game pages (CSP `frame-ancestors`); `['*']` allows any. */
  siteOrigins: string[];
  /** Bounds of the scrypt pool (auth/hash-pool.ts): sections at once, waiting, longest wait. */
  hashPool: { concurrency: number; maxQueue: number; maxWaitMs: number };
  /**
   * scrypt's cost (log2 of N) for new hashes of passwords, payment passwords and SMS codes: 15
   * (32 MiB, about 0.1 s) unless told. Test stacks lower it to 10, where a hash costs 3 ms
   * instead of a hundred: their suites hash thousands of times on a 2-core machine.
   */
  passwordHashLogN: number;
}

const parseTrustProxy = (raw: string): boolean | string[] => {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
};

/**
 * Reads and validates the upstream's configuration. This is the only place that looks at
 * `process.env`; an invalid variable stops the start with its name (never its value, which may
 * hold a database password).
 */
export const loadUpstreamConfig = (
  env: Record<string, string | undefined> = process.env,
): UpstreamConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid upstream configuration: ${names.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = e.UPSTREAM_DATA_DIR ?? defaultDataDir;
  return {
    port: e.UPSTREAM_PORT ?? 8081,
    host: e.UPSTREAM_HOST ?? '127.0.0.1',
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: dataDir === inMemoryDataDir ? dataDir : resolve(dataDir),
    qaControls: e.QA_CONTROLS ?? false,
    merchantCode: e.MERCHANT_CODE ?? 'hisdemo1',
    logLevel: e.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(e.TRUST_PROXY ?? 'loopback'),
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES ?? 1440,
    rsaKeyRotateMinutes: e.RSA_KEY_ROTATE_MINUTES ?? 1440,
    freePlayPerIpPerHour: e.FREEPLAY_PER_IP_PER_HOUR ?? 60,
    smsCodeMinutes: e.SMS_CODE_MINUTES ?? 5,
    depositOrderMinutes: e.DEPOSIT_ORDER_MINUTES ?? 30,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    siteOrigins: e.SITE_ORIGINS ?? ['*'],
    hashPool: {
      // One core is left for everything else (reads, the event loop, PGlite's queries).
      concurrency: e.HASH_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
      maxQueue: e.HASH_QUEUE ?? 16,
      // Well inside the bff's 10 s upstream timeout, so a refused login is a quick 503.
      maxWaitMs: e.HASH_WAIT_MS ?? 3000,
    },
    passwordHashLogN: e.PASSWORD_HASH_LOG_N ?? defaultHashLogN,
  };
};
