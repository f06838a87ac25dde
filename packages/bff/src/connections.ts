import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { fail } from '@his/shared/envelope';
import { errorMessage } from '@his/shared/errors';
import type { BffConfig } from './config.ts';
import { baselineSecurityHeaders } from './plugins/security-headers.ts';

/**
 * Node's HTTP server limits: a whole request (headers and body) within `requestTimeout`, its
 * headers within `headersTimeout`, checked every second. Fastify switches `requestTimeout` off by
 * default, so a client trickling a body one byte at a time would hold its socket for ever.
 */
export const serverTimeouts = (
  config: Pick<BffConfig, 'requestTimeoutMs' | 'headersTimeoutMs'>,
): Pick<FastifyServerOptions, 'requestTimeout'> & { http: ServerOptions } => {
  const headersTimeout = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  return {
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout,
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
    },
  };
};

/** Node's parser codes for what it refuses before any route runs, and the status we answer. */
const statusOfClientError = (code: unknown): number => {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
};

/**
 * The answer to a request the HTTP parser refused (malformed, headers too large, too slow):
 * the coded envelope with the same security headers as every other answer, then the socket
 * closes. Fastify's default writes a bare answer without them.
 */
export const clientErrorHandler = (error: Error & { code?: unknown }, socket: Socket): void => {
  if (!socket.writable || socket.destroyed) {
    socket.destroy();
    return;
  }
  const status = statusOfClientError(error.code);
  const body = JSON.stringify(fail('request_param_err', errorMessage('request_param_err')));
  const reason =
    status === 431
      ? 'Request Header Fields Too Large'
      : status === 408
        ? 'Request Timeout'
        : 'Bad Request';
  const headers = {
    ...baselineSecurityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
};

/**
 * Closes a new connection at once when its address already holds `max` (0: no cap), so one
 * client cannot use up the process's file descriptors. Behind a proxy every connection comes
 * from the proxy: cap per client there and set this high.
 */
export const capConnectionsPerIp = (server: Server, max: number): void => {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
};
