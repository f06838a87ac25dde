import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CallDef } from '@his/shared/calls';
import { smsSentSchema } from '@his/shared/schemas/sms';
import { BffError } from '../errors.ts';
import { smsKeys } from '../limits/sms-limiter.ts';
import { hashSessionId } from '../session/manager.ts';
import { parseEnvelope } from '../upstream/client.ts';
import { callsHandledAs } from './plan.ts';

const textField = (body: Record<string, unknown>, ...names: string[]): string => {
  for (const name of names) {
    const value = body[name];
    if (typeof value === 'string') return value;
  }
  return '';
};

/**
 * SMS sends (registry `smsNoLogin`, `smsRegister`, and `smsBind` for a logged-in member, with
 * its token): input validated, the verification
 * challenge redeemed, every throttling layer passed (429 `TOO_MANY_REQUESTS` with
 * `Retry-After` otherwise), then the send is forwarded as plain JSON. The platform's
 * `expiredMinutes` sets the number's countdown; a refused send releases it. The answer is the
 * platform's envelope.
 */
const smsRoutes: FastifyPluginAsync = async (fastify) => {
  const { upstream, sessions, challenges, smsLimiter } = fastify;

  const handle = async (request: FastifyRequest, reply: FastifyReply, call: CallDef) => {
    const query = call.query.safeParse(request.query ?? {});
    const body = call.body.safeParse(request.body);
    if (!query.success || !body.success || typeof body.data !== 'object' || body.data === null) {
      throw new BffError('request_param_err');
    }
    const payload = await challenges.admit(call, { ...body.data });
    const session = await sessions.ensure(request, reply);
    // A send for the logged-in member (`smsBind`) carries the session's token, and needs one.
    const token = call.auth === 'none' ? null : session.data.token;
    if (call.auth === 'required' && !token) throw new BffError('login.not.session');
    const mobile = textField(payload, 'mobileNum', 'mobileNo');
    const dialingCode = textField(payload, 'countryDialingCode');
    // The number as logs may show it: country code and the last two digits only.
    const to = `+${smsKeys(dialingCode, mobile).country} …${mobile.slice(-2)}`;
    const log = { event: 'sms.send', path: call.path, to };

    const decision = await smsLimiter.admit({
      session: hashSessionId(session.id),
      ip: request.ip,
      countryDialingCode: dialingCode,
      mobile,
    });
    if (!decision.admitted) {
      request.log.warn({ ...log, outcome: 'limited', layer: decision.layer }, 'sms');
      throw new BffError('TOO_MANY_REQUESTS', {
        headers: { 'retry-after': String(decision.retryAfterSeconds) },
      });
    }

    const { ticket } = decision;
    const answer = await upstream
      .send({
        method: call.method,
        path: call.path,
        headers: {
          ...upstream.headersFor(request, call.modId, {
            token,
            captchaId: session.data.captchaId,
          }),
          'content-type': 'application/json',
        },
        body: JSON.stringify(payload),
      })
      .then((result) => ({ status: result.status, envelope: parseEnvelope(result.text) }))
      .catch((error: unknown) => {
        // Unknown whether it went out: the hold stays, so the number is not hammered meanwhile.
        request.log.warn({ ...log, outcome: 'error' }, 'sms');
        throw error;
      });
    const { status, envelope } = answer;
    const sent = smsSentSchema.safeParse(envelope.value);
    const accepted = status === 200 && envelope.success && sent.success;
    await (accepted ? ticket.accepted(sent.data?.expiredMinutes ?? null) : ticket.refused()).catch(
      (error: unknown) => request.log.warn({ ...log, err: error }, 'sms limits not updated'),
    );
    request.log.info(
      { ...log, outcome: accepted ? 'sent' : 'refused', errorCode: envelope.errorCode },
      'sms',
    );
    return reply.code(status).send(envelope);
  };

  for (const [, call] of callsHandledAs('sms')) {
    fastify.route({
      method: call.method,
      url: call.path,
      exposeHeadRoute: false,
      handler: (request, reply) => handle(request, reply, call),
    });
  }
};

export default smsRoutes;
