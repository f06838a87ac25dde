import fp from 'fastify-plugin';
import { AdmissionGate } from '../limits/admission-gate.ts';
import { LoginLimiter } from '../limits/login-limiter.ts';
import type { CounterStore } from '../stores/counter-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
    /** Token-minting calls forwarded at once (each makes the platform hash a password). */
    loginGate: AdmissionGate;
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
    fastify.decorate(
      'loginGate',
      new AdmissionGate({
        concurrency: config.loginConcurrency,
        queueMax: config.loginQueueMax,
        queueTimeoutMs: config.loginQueueTimeoutMs,
      }),
    );
  },
  { name: 'login-limit', dependencies: ['config'] },
);
