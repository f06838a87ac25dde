import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';

/**
 * The modulus as bare hex in `text/plain`: no newline, prefix or spaces, which would make the
 * platform's client spin (UPSTREAM.md §2.2a).
 */
export const rsaKeyRoutes = async (app: FastifyInstance, services: Services) => {
  registerCall(app, services, 'rsaKey', async () => (await services.keys.current()).modulusHex);
};
