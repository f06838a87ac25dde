import type { FastifyPluginAsync } from 'fastify';
import { calls } from '@his/shared/calls';
import { routeTokenCall } from './token-call.ts';

/** The login (by password or SMS code): `POST /wps/session/login`. */
const loginRoutes: FastifyPluginAsync = async (fastify) => {
  routeTokenCall(fastify, calls.login);
};

export default loginRoutes;
