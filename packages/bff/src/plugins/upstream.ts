import fp from 'fastify-plugin';
import replyFrom from '@fastify/reply-from';
import type { FastifyRequest } from 'fastify';
import { calls } from '@his/shared/calls';
import { BffError } from '../errors.ts';
import type { SessionData } from '../stores/session-store.ts';
import { PlatformCipher, isModulus } from '../upstream/cipher.ts';
import { sendUpstream } from '../upstream/client.ts';
import type { UpstreamAnswer, UpstreamRequest } from '../upstream/client.ts';
import { pickLanguage, upstreamHeaders } from '../upstream/headers.ts';
import { createUpstreamPool } from '../upstream/pool.ts';

/** The bff's side of the platform: one pool, the body cipher and the header policy. */
interface Upstream {
  cipher: PlatformCipher;
  send(request: UpstreamRequest): Promise<UpstreamAnswer>;
  /** Headers for a call on behalf of this browser (see `upstreamHeaders`). */
  headersFor(
    request: FastifyRequest,
    modId: string | null,
    session: Pick<SessionData, 'token' | 'captchaId'> | null,
    /** A money call's idempotency key, already checked (`idempotencyKeyOf`). */
    idempotencyKey?: string | null,
  ): Record<string, string>;
  /** Whether the platform answers its key endpoint within `timeoutMs` (readiness). */
  probe(timeoutMs: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: Upstream;
  }
}

export default fp<{ now: () => number }>(
  async (fastify, { now }) => {
    const { config } = fastify;
    const pool = createUpstreamPool(config);
    const send = (request: UpstreamRequest) => sendUpstream(pool, request, fastify.log);
    const keyRequest = (signal?: AbortSignal): UpstreamRequest => ({
      method: 'GET',
      path: `${calls.rsaKey.path}?t=${now()}`,
      headers: { merchant: config.merchantCode, 'cache-control': 'no-cache', accept: 'text/plain' },
      ...(signal ? { signal } : {}),
    });

    const fetchModulus = async (): Promise<string> => {
      const answer = await send(keyRequest());
      const modulus = answer.text.trim();
      if (answer.status !== 200 || !isModulus(modulus)) throw new BffError('upstream.bad.answer');
      return modulus;
    };

    const upstream: Upstream = {
      cipher: new PlatformCipher(fetchModulus, { cacheMs: config.rsaKeyCacheSeconds * 1000, now }),
      send,
      headersFor: (request, modId, session, idempotencyKey = null) =>
        upstreamHeaders({
          merchant: config.merchantCode,
          language: pickLanguage(request.headers.language),
          modId,
          token: session?.token ?? null,
          clientIp: request.ip,
          host: request.host,
          captchaId: session?.captchaId ?? null,
          requestId: request.id,
          idempotencyKey,
        }),
      probe: async (timeoutMs) => {
        try {
          const answer = await send(keyRequest(AbortSignal.timeout(timeoutMs)));
          return answer.status === 200 && isModulus(answer.text.trim());
        } catch {
          return false;
        }
      },
    };

    // Our own pool: reply-from uses it as given (any object with undici's `request`), so the
    // per-call deadline and `rejectUnauthorized: true` hold (its own agents would turn
    // certificate checks off).
    await fastify.register(replyFrom, {
      base: config.upstreamUrl,
      undici: pool,
      disableRequestLogging: true,
    });
    fastify.decorate('upstream', upstream);
    fastify.addHook('onClose', async () => {
      await pool.close();
    });
  },
  { name: 'upstream', dependencies: ['config'] },
);
