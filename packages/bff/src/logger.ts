import type { FastifyServerOptions } from 'fastify';
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
