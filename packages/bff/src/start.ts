import type { FastifyInstance } from 'fastify';
import { buildBff } from './app.ts';
import type { BffDeps } from './app.ts';
import { loadBffConfig } from './config.ts';
import type { BffConfig } from './config.ts';

export interface StartedBff {
  /** Where to reach it, e.g. `http://127.0.0.1:8080` (loopback when bound to every address). */
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

const wildcardHosts = new Set(['0.0.0.0', '::', '']);

/**
 * Starts the bff with its environment configuration plus `overrides` (port 0 = a free port).
 */
export const startBff = async (
  overrides: Partial<BffConfig> = {},
  deps: BffDeps = {},
): Promise<StartedBff> => {
  const config = { ...loadBffConfig(), ...overrides };
  const app = await buildBff(config, deps);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = wildcardHosts.has(config.host) ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { url, app, close: () => app.close() };
};
