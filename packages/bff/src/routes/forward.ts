import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyReplyFromHooks } from '@fastify/reply-from';
import { calls } from '@his/shared/calls';
import type { CallDef } from '@his/shared/calls';
import { BffError } from '../errors.ts';
import { compressionOf } from '../plugins/compression.ts';
import { parseJsonAnswer, readAnswer } from '../upstream/body.ts';
import { captchaIdFromSetCookie } from '../upstream/captcha-cookie.ts';
import { checkEnvelope } from '../upstream/client.ts';
import type { UpstreamAnswer } from '../upstream/client.ts';
import { encryptedParts, sendEncrypted } from '../upstream/encrypted.ts';
import { toUpstreamError } from '../upstream/errors.ts';
import { formBody } from '../upstream/form.ts';
import { idempotencyKeyOf } from '../upstream/idempotency.ts';
import { platformServerError } from '../upstream/server-error.ts';
import { callsHandledAs } from './plan.ts';

/** The validated query, serialised again: only what the schema accepted reaches the platform. */
const serializeQuery = (query: unknown): string => {
  const params = new URLSearchParams();
  if (typeof query === 'object' && query !== null) {
    for (const [key, value] of Object.entries(query)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        params.append(key, String(value));
      }
    }
  }
  return params.toString();
};

const contentHeaders = (call: CallDef, incoming: IncomingHttpHeaders): Record<string, string> => {
  if (call.method === 'GET') return {};
  const type = incoming['content-type'];
  const length = incoming['content-length'];
  return {
    ...(type ? { 'content-type': type } : {}),
    ...(length !== undefined ? { 'content-length': String(length) } : {}),
  };
};

const jsonType = 'application/json; charset=utf-8';

/**
 * What the browser gets of an answer's text: a `/wps` envelope or the lottery gateway's JSON
 * (502 when it is neither), relayed as it came when it holds nothing more than that (no
 * parse-and-serialise round trip), an envelope with extra keys without them; a text answer as
 * text.
 */
const inspect = (call: CallDef, text: string): { type: string; payload: string | object } => {
  if (call.answer === 'text') return { type: 'text/plain; charset=utf-8', payload: text };
  if (call.answer === 'raw') {
    parseJsonAnswer(text);
    return { type: jsonType, payload: text };
  }
  const checked = checkEnvelope(text);
  if (!checked) throw new BffError('upstream.bad.answer');
  return { type: jsonType, payload: checked.exact ? text : checked.envelope };
};

/** The upstream's `Set-Cookie` lines (reply-from hands over undici's response, typed loosely). */
const setCookieOf = (response: object): string[] => {
  const headers: unknown = Reflect.get(response, 'headers');
  if (typeof headers !== 'object' || headers === null) return [];
  const value: unknown = Reflect.get(headers, 'set-cookie');
  if (typeof value === 'string') return [value];
  return Array.isArray(value)
    ? value.filter((line): line is string => typeof line === 'string')
    : [];
};

/** What a streamed request sends upstream, kept for reply-from's hooks. */
interface Relayed {
  call: CallDef;
  token: string | null;
  headers: Record<string, string>;
  search: string;
  reply: FastifyReply;
}

declare module 'fastify' {
  interface FastifyRequest {
    relayed: Relayed | null;
  }
}

/** A parse result whose data can be shared by requests: frozen, so no request can change it. */
const frozen = <T extends { data?: unknown }>(result: T): T => {
  if (typeof result.data === 'object' && result.data !== null) Object.freeze(result.data);
  return Object.freeze(result);
};

const noHeaders = () => ({});
const noRetry = () => null;

interface Prepared {
  query: unknown;
  body: unknown;
  token: string | null;
  headers: Record<string, string>;
}

/**
 * Every other registry call with `forward: true`, at the platform's path and method (the
 * router is the allow-list: no entry, no route). Input is validated against the registry
 * before anything is sent; the upstream request is built from the registry path, the validated
 * query and body, and the bff's own headers. Plain JSON calls stream through reply-from;
 * encrypted calls (the platform cipher) and form calls are re-encoded and sent whole; both
 * within the pool's deadline (`DeadlinePool`). The answer is read whole (small JSON), checked,
 * and relayed without any upstream header: `Set-Cookie` never reaches the browser, a captcha
 * id goes into the session instead, a 401 ends the session's login, and a 5xx becomes its
 * coded error with none of the platform's text (`platformServerError`).
 */
const forwardRoutes: FastifyPluginAsync = async (fastify) => {
  const { upstream, sessions } = fastify;
  fastify.decorateRequest('relayed', null);

  const relay = async (
    request: FastifyRequest,
    reply: FastifyReply,
    call: CallDef,
    token: string | null,
    answer: { status: number; setCookie: string | string[] | undefined; text: string },
  ) => {
    const { text } = answer;
    if (token && text.includes(token)) {
      throw new BffError('upstream.bad.answer', { cause: new Error('answer carries the token') });
    }
    const captchaId = captchaIdFromSetCookie(answer.setCookie);
    const inspected = inspect(call, text);
    if (captchaId) await sessions.update(request, reply, { captchaId });
    if (answer.status === 401 && token) {
      await sessions.endLogin(request);
      request.log.info(
        { event: 'session.upstream-ended', path: call.path },
        'login ended by upstream',
      );
    }
    reply.code(answer.status);
    return reply.type(inspected.type).send(inspected.payload);
  };

  // The registry's verdict on no query and on no body, reached once per call at start: most
  // relayed GETs carry neither, and the verdict on the same input is the same every time. The
  // data is frozen: one object serves every such request.
  const noInput = new Map(
    (Object.values(calls) as CallDef[]).map((call) => [
      call,
      { query: frozen(call.query.safeParse({})), body: frozen(call.body.safeParse(undefined)) },
    ]),
  );

  const prepare = async (request: FastifyRequest, call: CallDef): Promise<Prepared> => {
    const empty = noInput.get(call);
    const query =
      empty && !request.url.includes('?') ? empty.query : call.query.safeParse(request.query ?? {});
    const body =
      empty && request.body === undefined ? empty.body : call.body.safeParse(request.body);
    if (!query.success || !body.success) throw new BffError('request_param_err');
    const session = await sessions.read(request);
    const token = call.auth === 'none' ? null : (session?.data.token ?? null);
    if (call.auth === 'required' && !token) throw new BffError('login.not.session');
    // Only calls marked `idempotent` in the registry carry the browser's key; it is checked
    // before anything is sent and never reaches the platform on any other call.
    const key = call.idempotent ? idempotencyKeyOf(request) : null;
    const headers = upstream.headersFor(
      request,
      call.modId,
      { token, captchaId: session?.data.captchaId ?? null },
      key,
    );
    return { query: query.data, body: body.data, token, headers };
  };

  /** The answer of a streamed call, read whole, checked and relayed (or its coded error). */
  const answerStreamed = async (
    { call, token, reply }: Relayed,
    response: { statusCode: number; stream: Readable },
  ) => {
    const { request } = reply;
    try {
      const text = await readAnswer(response.stream);
      if (response.statusCode >= 500) {
        throw platformServerError(request.log, {
          status: response.statusCode,
          path: call.path,
          text,
          secrets: token ? [token] : [],
        });
      }
      await relay(request, reply, call, token, {
        status: response.statusCode,
        setCookie: setCookieOf(response),
        text,
      });
    } catch (error) {
      reply.send(toUpstreamError(error));
    }
  };

  /**
   * reply-from's options, one object per call made at start: what differs between requests is
   * kept on the request (`relayed`), so a relayed request creates no functions of its own.
   */
  const streamOptions = (call: CallDef): FastifyReplyFromHooks => ({
    queryString: (_search, _url, request) => (request.relayed as Relayed).search,
    // The request's own header set (made for it by `prepare`), completed in place.
    rewriteRequestHeaders: (request, incoming) => {
      const { headers } = request.relayed as Relayed;
      if (call.method !== 'GET') Object.assign(headers, contentHeaders(call, incoming));
      if (incoming.host) headers.host = incoming.host;
      return headers;
    },
    rewriteHeaders: noHeaders,
    // No retries at all, not even of GETs on 503: a struggling platform gets no extra load.
    retryDelay: noRetry,
    onError: (reply, { error }) => {
      reply.send(toUpstreamError(error));
    },
    onResponse: (request, _reply, response) => {
      void answerStreamed(request.relayed as Relayed, response);
    },
  });

  const stream = async (request: FastifyRequest, reply: FastifyReply, call: CallDef) => {
    const { query, body, token, headers } = await prepare(request, call);
    request.relayed = { call, token, headers, search: serializeQuery(query), reply };
    const options = optionsOf.get(call) as FastifyReplyFromHooks;
    return reply.from(
      call.path,
      call.method === 'GET' ? options : { ...options, body: body === undefined ? null : body },
    );
  };
  const optionsOf = new Map(
    callsHandledAs('stream').map(([, call]) => [call, streamOptions(call)]),
  );

  /** Encrypted and form calls: the body is re-encoded, so it is sent whole, never retried. */
  const buffered = async (request: FastifyRequest, reply: FastifyReply, call: CallDef) => {
    const { query, body, token, headers } = await prepare(request, call);
    const search = serializeQuery(query);
    const send = (extra: Record<string, string>, text: string): Promise<UpstreamAnswer> =>
      upstream.send({
        method: call.method,
        path: search ? `${call.path}?${search}` : call.path,
        headers: { ...headers, ...extra },
        body: text,
      });
    const answer = call.encrypted
      ? await sendEncrypted(upstream.cipher, body, (encrypted) => {
          const parts = encryptedParts(encrypted);
          return send(parts.headers, parts.body);
        })
      : await send({ 'content-type': 'application/x-www-form-urlencoded' }, formBody(body));
    return relay(request, reply, call, token, {
      status: answer.status,
      setCookie: answer.headers['set-cookie'],
      text: answer.text,
    });
  };

  for (const [handling, handler] of [
    ['stream', stream],
    ['buffered', buffered],
  ] as const) {
    for (const [, call] of callsHandledAs(handling)) {
      fastify.route({
        method: call.method,
        url: call.path,
        exposeHeadRoute: false,
        ...compressionOf(call),
        // Proof images: only the call that carries them takes more than the app's 64 KiB.
        ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
        handler: (request, reply) => handler(request, reply, call),
      });
    }
  }
};

export default forwardRoutes;
