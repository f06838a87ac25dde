import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { CallDef } from '@his/shared/calls';
import { ChallengeService } from '../challenge/challenge.ts';
import { needsChallenge, takeChallenge } from '../challenge/policy.ts';
import type { CounterStore } from '../stores/counter-store.ts';

interface Challenges {
  service: ChallengeService;
  /**
   * Redeems the body's challenge when the call needs one (throws the coded refusal) and
   * returns the body without the `challenge` field, which never goes upstream.
   */
  admit(call: CallDef, body: Record<string, unknown>): Promise<Record<string, unknown>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    challenges: Challenges;
  }
}

export default fp<{ store: CounterStore; now: () => number }>(
  async (fastify, { store, now }) => {
    const { config } = fastify;
    if (!config.challengeHmacKey) {
      fastify.log.info(
        'CHALLENGE_HMAC_KEY unset: challenges are signed with a random key of this process; ' +
          'several instances need one shared key',
      );
    }
    const service = new ChallengeService({
      hmacKey: config.challengeHmacKey ?? randomBytes(32).toString('base64url'),
      maxNumber: config.challengeMaxNumber,
      store,
      now,
    });
    fastify.decorate('challenges', {
      service,
      admit: async (call, body) => {
        const { solution, payload } = takeChallenge(body);
        if (needsChallenge(call, payload)) await service.redeem(solution);
        return payload;
      },
    } satisfies Challenges);
  },
  { name: 'challenge', dependencies: ['config'] },
);
