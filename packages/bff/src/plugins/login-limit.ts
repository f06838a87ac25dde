import fp from 'fastify-plugin';
import { LoginLimiter } from '../limits/login-limiter.ts';
import type { CounterStore } from '../stores/counter-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
  }
}

export default fp<{ store: CounterStore; now: () => number }>(
  async (fastify, { store, now }) => {
    const { config } = fastify;
    const limits = {
      windowMs: config.loginRateWindowMinutes * 60_000,
      maxPerAccountIp: config.loginRateMaxPerAccountIp,
      maxPerIp: config.loginRateMaxPerIp,
    };
    fastify.decorate('loginLimiter', new LoginLimiter(store, limits, now));
  },
  { name: 'login-limit', dependencies: ['config'] },
);
