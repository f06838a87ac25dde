import type { FastifyPluginAsync } from 'fastify';
import { bffPaths } from '@his/shared/bff';
import type { BffSession } from '@his/shared/bff';

/** `GET /bff/session`: whether this browser is logged in, and the non-secret facts. */
const sessionRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(bffPaths.session, async (request): Promise<BffSession> => {
    const session = await fastify.sessions.read(request);
    if (!session?.data.token)
      return { loggedIn: false, account: null, nickname: null, isAgent: null };
    const { account, nickname, isAgent } = session.data;
    return { loggedIn: true, account, nickname, isAgent };
  });
};

export default sessionRoutes;
