import type { FastifyPluginAsync } from 'fastify';
import { bffPaths } from '@his/shared/bff';
import type { SessionStore } from '../stores/session-store.ts';

/** A key no session can have (ids hash to 43 base64url characters). */
const probeKey = 'readiness-probe';

/**
 * Load balancer probes. `health`: the process answers. `ready`: it can serve players, i.e. the
 * session store answers and the platform answers its key endpoint within READY_TIMEOUT_MS.
 */
const healthRoutes: FastifyPluginAsync<{ store: SessionStore }> = async (fastify, { store }) => {
  fastify.get(bffPaths.health, async () => ({ status: 'ok' }));

  fastify.get(bffPaths.ready, async (request, reply) => {
    const timeoutMs = fastify.config.readyTimeoutMs;
    const [sessionStore, upstream] = await Promise.all([
      store.get(probeKey).then(
        () => true,
        (error: unknown) => {
          request.log.warn({ err: error }, 'session store not reachable');
          return false;
        },
      ),
      fastify.upstream.probe(timeoutMs),
    ]);
    const ready = sessionStore && upstream;
    const checks = {
      sessionStore: sessionStore ? 'ok' : 'down',
      upstream: upstream ? 'ok' : 'down',
    };
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
  });
};

export default healthRoutes;
