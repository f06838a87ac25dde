import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { DestinationStream } from 'pino';
import type { UpstreamConfig } from './config.ts';

const secretKeys = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'confirmPassword',
  'paymentPassword',
  'token',
  'ticket',
  'captcha',
  'answer',
  'cookie',
  'authorization',
  'encryption',
  'verificationCode',
  'smsCode',
  'temporaryPassword',
  'passwordHash',
  'privateExponentHex',
];

/**
 * Paths pino blanks out. The request serializer below never copies headers or bodies, so these
 * are a second line of defence for objects logged by hand (a member row, a login body, an
 * error's details) at up to three levels of nesting.
 */
const redactPaths = [
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  ...['set-cookie', 'x-digest'].flatMap((header) => [
    `headers["${header}"]`,
    `*.headers["${header}"]`,
    `*.*.headers["${header}"]`,
  ]),
];

const secretQuery = /([?&](?:token|ticket|password|captcha|answer)=)[^&#]*/gi;

/**
 * Drops the values of secret-looking query parameters (some relays carry `token=`; the game
 * pages are opened with `ticket=`).
 */
const safeUrl = (url: string): string => url.replace(secretQuery, '$1[redacted]');

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  id?: string;
}

interface ReplyLike {
  statusCode?: number;
}

/**
 * Creates the upstream's pino logger (typed as Fastify's logger interface, which pino implements);
 * tests pass a stream to read what would be logged.
 */
export const createLogger = (
  config: Pick<UpstreamConfig, 'logLevel'>,
  destination?: DestinationStream,
): FastifyBaseLogger => {
  const options = {
    level: config.logLevel,
    base: { service: 'upstream' },
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (req: RequestLike) => ({
        id: req.id,
        method: req.method,
        url: safeUrl(req.url ?? ''),
        ip: req.ip,
      }),
      res: (res: ReplyLike) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
  return destination ? pino(options, destination) : pino(options);
};
