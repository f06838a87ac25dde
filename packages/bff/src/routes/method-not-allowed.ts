import type { FastifyPluginAsync, HTTPMethods } from 'fastify';
import { calls } from '@his/shared/calls';
import type { CallDef } from '@his/shared/calls';
import { BffError } from '../errors.ts';

const allMethods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/**
 * A known path with the wrong method answers 405 `http_method_not_support` (with `Allow`), as
 * the platform does; unknown paths stay 404. OPTIONS is refused too: the bff approves no CORS
 * preflight, which is what makes the `X-CSRF` header a defence.
 */
const methodNotAllowedRoutes: FastifyPluginAsync = async (fastify) => {
  const byPath = new Map<string, Set<string>>();
  for (const call of Object.values(calls) as CallDef[]) {
    if (!call.forward) continue;
    byPath.set(call.path, (byPath.get(call.path) ?? new Set()).add(call.method));
  }
  for (const [path, methods] of byPath) {
    const others = allMethods.filter((method) => !methods.has(method));
    const allow = [...methods].join(', ');
    fastify.route({
      method: others,
      url: path,
      exposeHeadRoute: false,
      handler: async () => {
        throw new BffError('http_method_not_support', { headers: { allow } });
      },
    });
  }
};

export default methodNotAllowedRoutes;
