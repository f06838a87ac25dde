import fp from 'fastify-plugin';
import type { BffConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration (`loadBffConfig`); read-only for everyone else. */
    config: Readonly<BffConfig>;
  }
}

export default fp<{ config: BffConfig }>(
  async (fastify, { config }) => {
    fastify.decorate('config', Object.freeze({ ...config }));
  },
  { name: 'config' },
);
