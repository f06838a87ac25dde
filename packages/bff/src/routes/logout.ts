import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@his/shared/envelope';
import { BffError } from '../errors.ts';
import { callsHandledAs } from './plan.ts';

/**
 * Logout (registry `intercept: 'logout'`): the platform is told to end the token, then the
 * session is deleted and its cookie cleared, whatever the platform answered, so the browser
 * is logged out even when the platform is down (ASVS 7.4.1).
 */
const logoutRoutes: FastifyPluginAsync = async (fastify) => {
  const { upstream, sessions } = fastify;

  for (const [, call] of callsHandledAs('logout')) {
    fastify.route({
      method: call.method,
      url: call.path,
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const valid =
          call.query.safeParse(request.query ?? {}).success &&
          call.body.safeParse(request.body).success;
        if (!valid) throw new BffError('request_param_err');
        const session = await sessions.read(request);
        if (!session?.data.token) {
          await sessions.destroy(request, reply);
          throw new BffError('login.not.session');
        }
        try {
          const headers = upstream.headersFor(request, call.modId, session.data);
          const answer = await upstream.send({ method: call.method, path: call.path, headers });
          if (answer.status !== 200)
            request.log.warn({ status: answer.status }, 'upstream logout refused');
        } catch (error) {
          request.log.warn({ err: error }, 'upstream logout failed; session ended anyway');
        }
        await sessions.destroy(request, reply);
        request.log.info({ event: 'logout', account: session.data.account }, 'logout');
        return reply.send(ok(null));
      },
    });
  }
};

export default logoutRoutes;
