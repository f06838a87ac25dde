import type { FastifyPluginAsync } from 'fastify';
import { calls } from '@his/shared/calls';
import { routeTokenCall } from './token-call.ts';

/** Registration by username or by mobile number; the new member is logged in at once. */
const registrationRoutes: FastifyPluginAsync = async (fastify) => {
  routeTokenCall(fastify, calls.register);
  routeTokenCall(fastify, calls.registerMobile);
};

export default registrationRoutes;
