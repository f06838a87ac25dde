import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import { WebSocket as UpstreamSocket } from 'ws';
import { z } from 'zod';
import type { ChatClientFrame } from '@his/shared/schemas/chat';
import {
  chatChannelSchema,
  chatClientFrameSchema,
  chatClientIdSchema,
} from '@his/shared/schemas/chat';
import type { ChatErrorCode } from '@his/shared/schemas/chat-limits';
import {
  chatCloseCodes,
  chatFrameMaxBytes,
  chatSendLimit,
  chatTextMax,
} from '@his/shared/schemas/chat-limits';
import { SessionWindows } from '../chat/limits.ts';
import { BffError } from '../errors.ts';
import { originOf, siteOriginCheck } from '../plugins/csrf.ts';

/** Every frame counts here (typing, reads, sends): past it the socket is closed (4429). */
const frameLimit = { count: 30, windowMs: 5_000 };
/** Frames a client may send before the platform's socket is open; more are refused. */
const maxQueued = 16;
/** A frame larger than this closes the socket (1009) before it is even read. */
const hardMaxPayload = 16 * 1024;

const chatQuery = z.object({ channel: chatChannelSchema.default('live') }).strict();

/** Platform close codes the browser is told as they are; any other close is a reconnect. */
const passedThrough = new Set<number>(Object.values(chatCloseCodes));
/** "Try again later": the platform's socket closed or could not be opened. */
const tryAgain = 1013;

interface ChatRouteOptions {
  now?: () => number;
  /** How often an open socket checks that its session still holds (expiry, another bff). */
  sessionCheckMs?: number;
}

const sizeOf = (data: RawData): number =>
  Array.isArray(data)
    ? data.reduce((sum, part) => sum + part.byteLength, 0)
    : (data as Buffer | ArrayBuffer).byteLength;

const textOf = (data: RawData): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(new Uint8Array(data))).toString('utf8');
};

/** The send's client id when the frame names a valid one (so a refusal can point at it). */
const clientIdOf = (json: unknown): string | null => {
  if (!json || typeof json !== 'object' || !('clientId' in json)) return null;
  const parsed = chatClientIdSchema.safeParse(json.clientId);
  return parsed.success ? parsed.data : null;
};

type Checked = { frame: ChatClientFrame } | { error: ChatErrorCode; clientId: string | null };

/** Reads one browser frame: size, JSON, text length, schema (`@his/shared/schemas/chat`). */
const check = (data: RawData, isBinary: boolean): Checked => {
  if (isBinary) return { error: 'chat.frame.invalid', clientId: null };
  if (sizeOf(data) > chatFrameMaxBytes) return { error: 'chat.frame.too.large', clientId: null };
  let json: unknown;
  try {
    json = JSON.parse(textOf(data));
  } catch {
    return { error: 'chat.frame.invalid', clientId: null };
  }
  const clientId = clientIdOf(json);
  const text = json && typeof json === 'object' && 'text' in json ? json.text : null;
  if (typeof text === 'string' && text.trim().length > chatTextMax) {
    return { error: 'chat.text.too.long', clientId };
  }
  const parsed = chatClientFrameSchema.safeParse(json);
  return parsed.success ? { frame: parsed.data } : { error: 'chat.frame.invalid', clientId };
};

/**
 * The member's live chat socket (issue 17): `GET /bff/chat?channel=live|vip`, a same-origin
 * WebSocket. Refused before the upgrade unless its `Origin` is one of the site's (403, cross-site
 * WebSocket hijacking). Once open, it needs a logged-in session (else closed 4401 at once,
 * nothing opened upstream) and relays to the platform's chat socket with the session's token,
 * built from scratch (the browser's cookies never go upstream).
 *
 * Every browser frame is checked here before it is relayed: at most 2 KiB
 * (`chat.frame.too.large`), a known frame (`chat.frame.invalid`), a text of at most 1,000
 * characters (`chat.text.too.long`), at most 5 sends per 5 s per session (`chat.rate.limited`);
 * a refused frame is answered with an `error` frame and never reaches the platform. More than 30
 * frames in 5 s close the socket (4429). The session is read again before each frame and every
 * `sessionCheckMs`: a logout, a new login or an expiry closes the socket (4401). Closing either
 * side closes the other. Nothing of a frame, a token or a cookie is logged.
 */
const chatRoutes: FastifyPluginAsync<ChatRouteOptions> = async (fastify, options) => {
  const { config, sessions, upstream } = fastify;
  const now = options.now ?? Date.now;
  const sessionCheckMs = options.sessionCheckMs ?? 15_000;
  const isSiteOrigin = siteOriginCheck(config.allowedOrigins);
  const sends = new SessionWindows(chatSendLimit.count, chatSendLimit.windowMs, now);
  const frames = new SessionWindows(frameLimit.count, frameLimit.windowMs, now);
  const open = new Map<string, Set<(code: number, reason: string) => void>>();
  sessions.onEnd((sessionId) => {
    for (const close of open.get(sessionId) ?? [])
      close(chatCloseCodes.noSession, 'chat.no.session');
  });

  await fastify.register(websocket, { options: { maxPayload: hardMaxPayload } });
  // An upgrade refused by any hook (the CSRF check, this route's own) or asked of a path that
  // is no socket is answered over the raw connection, which nothing else would ever close.
  fastify.addHook('onResponse', async (request) => {
    if (request.headers.upgrade !== undefined) request.raw.socket?.destroy();
  });

  const refuseForeignOrigin = async (request: FastifyRequest) => {
    const header = request.headers.origin;
    const origin = header ? originOf(header) : null;
    if (!origin || !isSiteOrigin(origin, request)) {
      request.log.warn(
        { event: 'chat.refused', reason: 'foreign origin', origin: header?.slice(0, 200) },
        'refused',
      );
      throw new BffError('csrf.rejected');
    }
    if (!chatQuery.safeParse(request.query).success) throw new BffError('request_param_err');
  };

  const upstreamUrl = (channel: string) => {
    const url = new URL('/wps/chat/socket', config.upstreamUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('channel', channel);
    return url;
  };

  fastify.get(
    '/bff/chat',
    { websocket: true, preValidation: refuseForeignOrigin },
    (client, request) => {
      const { channel } = chatQuery.parse(request.query);
      const queued: { data: RawData; isBinary: boolean }[] = [];
      let up: UpstreamSocket | null = null;
      let done = false;
      let sessionId: string | null = null;
      let token: string | null = null;
      let timer: ReturnType<typeof setInterval> | undefined;
      let tail: Promise<void> = Promise.resolve();

      const closeBoth = (code: number, reason: string) => {
        if (done) return;
        done = true;
        clearInterval(timer);
        if (sessionId) {
          open.get(sessionId)?.delete(closeBoth);
          if (open.get(sessionId)?.size === 0) {
            open.delete(sessionId);
            sends.forget(sessionId);
            frames.forget(sessionId);
          }
        }
        if (up && up.readyState !== up.CLOSED) up.terminate();
        if (client.readyState === client.OPEN) client.close(code, reason);
        request.log.info({ event: 'chat.close', code }, 'chat closed');
      };
      const reply = (code: ChatErrorCode, clientId: string | null) => {
        if (client.readyState === client.OPEN) {
          client.send(JSON.stringify({ type: 'error', code, clientId }));
        }
      };

      /** The session still holds, with the same login: else the socket closes (4401). */
      const sessionHolds = async (): Promise<boolean> => {
        request.sessionLoad = null;
        const current = await sessions.read(request).catch(() => null);
        if (current && current.id === sessionId && current.data.token === token) return true;
        closeBoth(chatCloseCodes.noSession, 'chat.no.session');
        return false;
      };

      const relay = async (data: RawData, isBinary: boolean) => {
        if (done || !sessionId) return;
        if (!frames.take(sessionId)) {
          closeBoth(chatCloseCodes.rateLimited, 'chat.rate.limited');
          return;
        }
        const checked = check(data, isBinary);
        if ('error' in checked) return reply(checked.error, checked.clientId);
        const { frame } = checked;
        if (frame.type === 'send' && !sends.take(sessionId)) {
          return reply('chat.rate.limited', frame.clientId);
        }
        if (!(await sessionHolds())) return;
        if (up?.readyState === up?.OPEN) up?.send(JSON.stringify(frame));
        else reply('chat.unavailable', frame.type === 'send' ? frame.clientId : null);
      };
      const enqueue = (work: () => Promise<void>) => {
        tail = tail.then(work).catch((error: unknown) => {
          request.log.error({ err: error }, 'chat frame failed');
          closeBoth(1011, 'chat.unavailable');
        });
      };

      client.on('message', (data, isBinary) => {
        if (up?.readyState === up?.OPEN) enqueue(() => relay(data, isBinary));
        else if (queued.length < maxQueued) queued.push({ data, isBinary });
        else reply('chat.unavailable', null);
      });
      client.on('close', () => closeBoth(1000, 'closed'));
      client.on('error', () => closeBoth(1011, 'chat.unavailable'));

      const connect = async () => {
        const session = await sessions.read(request).catch(() => null);
        if (done) return;
        if (!session?.data.token) {
          closeBoth(chatCloseCodes.noSession, 'chat.no.session');
          return;
        }
        sessionId = session.id;
        token = session.data.token;
        const closers = open.get(session.id) ?? new Set();
        closers.add(closeBoth);
        open.set(session.id, closers);
        timer = setInterval(() => void sessionHolds(), sessionCheckMs);
        timer.unref();
        const headers = upstream.headersFor(request, null, { token, captchaId: null });
        const socket = new UpstreamSocket(upstreamUrl(channel), {
          headers,
          handshakeTimeout: config.upstreamConnectTimeoutMs,
          maxPayload: 1024 * 1024,
        });
        up = socket;
        socket.on('unexpected-response', (upgrade, answer) => {
          answer.resume();
          upgrade.destroy();
          if (answer.statusCode === 401) {
            // The platform ended this login: so does the bff (as for any call answered 401).
            void sessions.endLogin(request).catch(() => {});
            closeBoth(chatCloseCodes.noSession, 'chat.no.session');
          } else if (answer.statusCode === 403) {
            closeBoth(chatCloseCodes.forbidden, 'chat.forbidden');
          } else {
            request.log.warn({ status: answer.statusCode }, 'upstream chat socket refused');
            closeBoth(tryAgain, 'chat.unavailable');
          }
        });
        socket.on('open', () => {
          for (const { data, isBinary } of queued.splice(0)) enqueue(() => relay(data, isBinary));
        });
        socket.on('message', (data, isBinary) => {
          if (!isBinary && client.readyState === client.OPEN) client.send(textOf(data));
        });
        socket.on('close', (code) => {
          if (passedThrough.has(code)) closeBoth(code, 'chat.closed');
          else closeBoth(tryAgain, 'chat.unavailable');
        });
        socket.on('error', (error) => {
          request.log.warn({ err: { message: error.message } }, 'upstream chat socket failed');
          closeBoth(tryAgain, 'chat.unavailable');
        });
        request.log.info({ event: 'chat.open', channel }, 'chat opened');
      };
      void connect();
    },
  );
};

export default fp(chatRoutes, {
  name: 'chat',
  dependencies: ['config', 'session', 'upstream'],
});
