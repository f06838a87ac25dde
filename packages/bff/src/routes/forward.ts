import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { calls } from '@his/shared/calls';
import type { CallDef, CallName } from '@his/shared/calls';
import { BffError } from '../errors.ts';
import { parseJsonAnswer, readAnswer } from '../upstream/body.ts';
import { captchaIdFromSetCookie } from '../upstream/captcha-cookie.ts';
import { parseEnvelope } from '../upstream/client.ts';
import { toUpstreamError } from '../upstream/errors.ts';

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

/** Calls whose forwarding this bff cannot do faithfully yet: refuse to start rather than leak. */
const assertForwardable = (name: CallName, call: CallDef) => {
  if (call.encrypted) throw new Error(`${name}: encrypted calls need an intercept in the bff`);
  if (call.bodyType === 'form') throw new Error(`${name}: form bodies are not forwarded yet`);
};

/**
 * Every other registry call with `forward: true`, at the platform's path and method (the
 * router is the allow-list: no entry, no route). Input is validated against the registry
 * before anything is sent; the upstream request is built from the registry path, the validated
 * query and body, and the bff's own headers. The answer is read whole (small JSON), checked,
 * and relayed without any upstream header: `Set-Cookie` never reaches the browser, a captcha id
 * goes into the session instead, and a 401 ends the session's login.
 */
const forwardRoutes: FastifyPluginAsync = async (fastify) => {
  const { upstream, sessions } = fastify;

  const relay = async (
    request: FastifyRequest,
    reply: FastifyReply,
    call: CallDef,
    token: string | null,
    answer: { status: number; setCookie: string[]; stream: AsyncIterable<Uint8Array> },
  ) => {
    const text = await readAnswer(answer.stream);
    if (token && text.includes(token)) {
      throw new BffError('upstream.bad.answer', { cause: new Error('answer carries the token') });
    }
    const payload =
      call.answer === 'wps'
        ? parseEnvelope(text)
        : call.answer === 'raw'
          ? parseJsonAnswer(text)
          : text;
    const captchaId = captchaIdFromSetCookie(answer.setCookie);
    if (captchaId) await sessions.update(request, reply, { captchaId });
    if (answer.status === 401 && token) {
      await sessions.endLogin(request);
      request.log.info(
        { event: 'session.upstream-ended', path: call.path },
        'login ended by upstream',
      );
    }
    reply.code(answer.status);
    if (typeof payload === 'string') return reply.type('text/plain; charset=utf-8').send(payload);
    return reply.send(payload);
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply, call: CallDef) => {
    const query = call.query.safeParse(request.query ?? {});
    const body = call.body.safeParse(request.body);
    if (!query.success || !body.success) throw new BffError('request_param_err');
    const session = await sessions.read(request);
    const token = call.auth === 'none' ? null : (session?.data.token ?? null);
    if (call.auth === 'required' && !token) throw new BffError('login.not.session');
    const headers = upstream.headersFor(request, call.modId, {
      token,
      captchaId: session?.data.captchaId ?? null,
    });

    return reply.from(call.path, {
      queryString: () => serializeQuery(query.data),
      ...(call.method === 'GET' ? {} : { body: body.data === undefined ? null : body.data }),
      rewriteRequestHeaders: (_request, incoming) => ({
        ...headers,
        ...contentHeaders(call, incoming),
        ...(incoming.host ? { host: incoming.host } : {}),
      }),
      rewriteHeaders: () => ({}),
      // No retries at all, not even of GETs on 503: a struggling platform gets no extra load.
      retryDelay: () => null,
      onError: (errorReply, { error }) => {
        errorReply.send(toUpstreamError(error));
      },
      onResponse: (_request, _reply, response) => {
        relay(request, reply, call, token, {
          status: response.statusCode,
          setCookie: setCookieOf(response),
          stream: response.stream,
        }).catch((error: unknown) => reply.send(toUpstreamError(error)));
      },
    });
  };

  for (const [name, call] of Object.entries(calls) as [CallName, CallDef][]) {
    if (!call.forward || call.intercept) continue;
    assertForwardable(name, call);
    fastify.route({
      method: call.method,
      url: call.path,
      exposeHeadRoute: false,
      handler: (request, reply) => handle(request, reply, call),
    });
  }
};

export default forwardRoutes;
