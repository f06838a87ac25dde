import fp from 'fastify-plugin';
import { SmsLimiter } from '../limits/sms-limiter.ts';
import type { CounterStore } from '../stores/counter-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    smsLimiter: SmsLimiter;
  }
}

export default fp<{ store: CounterStore; now: () => number }>(
  async (fastify, { store, now }) => {
    const { config } = fastify;
    const limits = {
      sessionIntervalMs: config.smsSessionIntervalMs,
      holdMs: config.smsNumberCountdownSeconds * 1000,
      numberWindowMs: config.smsNumberWindowMinutes * 60_000,
      numberMaxPerWindow: config.smsNumberMaxPerWindow,
      ipMaxPerHour: config.smsIpMaxPerHour,
      countryMaxPerHour: config.smsCountryMaxPerHour,
      globalMaxPerDay: config.smsGlobalMaxPerDay,
    };
    fastify.decorate('smsLimiter', new SmsLimiter(store, limits, now));
  },
  { name: 'sms-limit', dependencies: ['config'] },
);
