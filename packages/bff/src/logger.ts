import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { levels } from 'pino';
import type { DestinationStream } from 'pino';
import type { BffConfig } from './config.ts';
import { pathOf } from './paths.ts';

/** Body fields that hold a credential, a one-time code or a challenge solution. */
const secretFields = [
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'paymentPassword',
  'verificationCode',
  'captcha',
  'challenge',
  'token',
];

/**
 * Never logged (ASVS 16.2.5): credentials, tokens, cookies, captcha answers, SMS codes and the
 * cipher headers, wherever an object that carries them is logged by mistake. The routes log
 * none of these in the first place; a test logs whole account flows at trace level and
 * searches the lines.
 */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.encryption',
  'req.headers["x-digest"]',
  'req.headers["x-rsa"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers.encryption',
  'headers["x-digest"]',
  ...secretFields.flatMap((field) => [field, `body.${field}`, `*.${field}`]),
  'body.value',
  'value.token',
  '*.value.token',
];

interface RequestLike {
  method: string;
  url: string;
  ip?: string;
  id?: string;
}

/** Pino options for Fastify: the request line without its query string (ASVS 14.2.1). */
export const loggerOptions = (
  config: BffConfig,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> => ({
  level: config.logLevel,
  redact: { paths: redactPaths, censor: '[redacted]' },
  serializers: {
    req: (request: RequestLike) => ({
      method: request.method,
      url: pathOf(request.url),
      remoteAddress: request.ip,
    }),
  },
  ...(stream ? { stream } : {}),
});

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/**
 * A request's logger, made on its first line at an enabled level. Fastify makes a pino child
 * per request, and with wildcard redaction paths pino runs the redaction over the child's
 * bindings: about 5 KB of garbage and a few microseconds on every request, though at the usual
 * level most requests write nothing. The lines it writes are the child's, unchanged.
 */
class RequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;
  #child: FastifyBaseLogger | null = null;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    const threshold = this.#child?.level ?? this.#options.level ?? this.#parent.level;
    if (threshold === 'silent') return;
    const floor = levels.values[threshold];
    // An unknown (custom) level: the child decides.
    if (floor !== undefined && (levels.values[level] ?? 0) < floor) return;
    const real = this.#real();
    (real[level] as (...line: unknown[]) => void).apply(real, args);
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#write('error', args);
  }

  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }

  info(...args: unknown[]): void {
    this.#write('info', args);
  }

  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made lazily (`RequestLogger`). */
export const requestLogger = (
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger => new RequestLogger(parent, bindings, options);
