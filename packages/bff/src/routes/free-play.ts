import type { FastifyPluginAsync } from 'fastify';
import { calls } from '@his/shared/calls';
import { routeTokenCall } from './token-call.ts';

/** Free play: a trial account with demo credit, logged in at once. */
const freePlayRoutes: FastifyPluginAsync = async (fastify) => {
  routeTokenCall(fastify, calls.freePlay);
};

export default freePlayRoutes;
