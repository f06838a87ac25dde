import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls } from '@his/shared/calls';
import type { CallDef } from '@his/shared/calls';
import { ok } from '@his/shared/envelope';
import { loginPublicValueSchema, loginValueSchema } from '@his/shared/schemas/session';
import { BffError } from '../errors.ts';
import { hashSessionId } from '../session/manager.ts';
import { parseEnvelope } from '../upstream/client.ts';
import type { UpstreamAnswer } from '../upstream/client.ts';
import { encryptedParts, sendEncrypted } from '../upstream/encrypted.ts';
import { fetchMemberFacts } from '../upstream/member.ts';

interface Attempt {
  /** What the platform receives: the validated body without `remember` and `challenge`. */
  payload: Record<string, unknown>;
  /** The account for the login throttle; null for free play and registration (per IP only). */
  account: string | null;
  remember: boolean;
}

/** Log event names of the token-minting calls. */
const eventOf = (call: CallDef): string =>
  call === calls.login ? 'login' : call === calls.freePlay ? 'freeplay' : 'register';

const validBody = (call: CallDef, query: unknown, body: unknown): Record<string, unknown> => {
  if (!call.query.safeParse(query ?? {}).success) throw new BffError('request_param_err');
  const parsed = call.body.safeParse(body);
  if (!parsed.success) throw new BffError('request_param_err');
  return typeof parsed.data === 'object' && parsed.data !== null ? { ...parsed.data } : {};
};

/**
 * Routes one call that mints a platform token (registry `intercept: 'login'`: the login, free
 * play, registration by username or mobile; each flow's route file names its calls):
 * validated, the verification challenge redeemed where required, throttled, forwarded with the
 * platform cipher when the registry says so; on success the token goes into a brand-new session
 * (the old one is deleted) with the member facts read with it, and the browser receives the
 * same envelope with `publicValue`, which has no token.
 */
export const routeTokenCall = (fastify: FastifyInstance, call: CallDef): void => {
  const { upstream, sessions, challenges } = fastify;

  const attemptOf = async (request: FastifyRequest): Promise<Attempt> => {
    const { remember, ...body } = validBody(call, request.query, request.body);
    const payload = await challenges.admit(call, body);
    const account =
      call === calls.login && typeof payload.username === 'string' ? payload.username : null;
    return { payload, account, remember: remember === true };
  };

  const forward = async (request: FastifyRequest, attempt: Attempt) => {
    const session = await sessions.read(request);
    // Never the old session's token: a login starts from nothing but the bound captcha.
    const headers = upstream.headersFor(request, call.modId, {
      token: null,
      captchaId: session?.data.captchaId ?? null,
    });
    const send = (extra: Record<string, string>, body: string): Promise<UpstreamAnswer> =>
      upstream.send({
        method: call.method,
        path: call.path,
        headers: { ...headers, ...extra },
        body,
      });
    if (!call.encrypted) {
      return send({ 'content-type': 'application/json' }, JSON.stringify(attempt.payload));
    }
    return sendEncrypted(upstream.cipher, attempt.payload, (encrypted) => {
      const parts = encryptedParts(encrypted);
      return send(parts.headers, parts.body);
    });
  };

  /** An SMS-code login needs a code this bff sent to this browser (`admitCodeLogin`). */
  const admitCodeLogin = async (request: FastifyRequest, payload: Record<string, unknown>) => {
    if (call !== calls.login || payload.type !== 'sms') return;
    const session = await sessions.read(request);
    await fastify.smsLimiter.admitCodeLogin(
      session && hashSessionId(session.id),
      typeof payload.countryDialingCode === 'string' ? payload.countryDialingCode : '',
      typeof payload.username === 'string' ? payload.username : '',
    );
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const attempt = await attemptOf(request);
    await fastify.loginLimiter.check(request.ip, attempt.account);
    await admitCodeLogin(request, attempt.payload);
    const answer = await fastify.loginGate.run(() => forward(request, attempt));
    const envelope = parseEnvelope(answer.text);
    const event = { event: eventOf(call), account: attempt.account };

    if (answer.status !== 200 || !envelope.success) {
      request.log.info({ ...event, outcome: 'failure', errorCode: envelope.errorCode }, 'login');
      return reply.code(answer.status).send(envelope);
    }
    const value = loginValueSchema.safeParse(envelope.value);
    if (!value.success) throw new BffError('upstream.bad.answer', { cause: value.error });

    const { token, userName, customerType } = value.data;
    const memberHeaders = upstream.headersFor(request, calls.memberInfo.modId, {
      token,
      captchaId: null,
    });
    const member = await fetchMemberFacts(upstream.send, memberHeaders).catch((error: unknown) => {
      request.log.warn({ err: error }, 'member facts unavailable after login');
      return null;
    });
    const facts = member ?? { account: userName, nickname: null, isAgent: customerType ?? null };
    const session = await sessions.begin(request, reply, { token, ...facts }, attempt.remember);
    // A correct password gives its attempt back; free play and registration create accounts, so
    // their successes keep counting against the per-IP budget.
    if (call === calls.login) await fastify.loginLimiter.succeeded(request.ip, attempt.account);
    request.log.info(
      {
        ...event,
        outcome: 'success',
        account: facts.account,
        session: hashSessionId(session.id).slice(0, 16),
      },
      'login',
    );
    return reply.send({
      ...ok(loginPublicValueSchema.parse(value.data)),
      message: envelope.message ?? '',
    });
  };

  fastify.route({
    method: call.method,
    url: call.path,
    exposeHeadRoute: false,
    handler: handle,
  });
};
