import type { FastifyPluginAsync } from 'fastify';
import { bffPaths } from '@his/shared/bff';

/**
 * `GET /bff/challenge`: a fresh ALTCHA challenge (plain JSON: `algorithm`, `challenge`,
 * `maxnumber`, `salt`, `signature`), valid for five minutes and redeemable once. Issuing one
 * stores nothing; only redeeming does.
 */
const challengeRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(bffPaths.challenge, () => fastify.challenges.service.create());
};

export default challengeRoutes;
