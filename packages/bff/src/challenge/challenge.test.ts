import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { describe, expect, it } from 'vitest';
import { BffError } from '../errors.ts';
import { MemoryCounterStore } from '../stores/memory.ts';
import type { CounterStore } from '../stores/counter-store.ts';
import { ChallengeService, challengeLifetimeMs } from './challenge.ts';

const setup = (store?: CounterStore) => {
  let now = Date.UTC(2026, 10, 21, 12);
  const clock = () => now;
  const service = new ChallengeService({
    hmacKey: 'k'.repeat(32),
    maxNumber: 500,
    store: store ?? new MemoryCounterStore({ maxEntries: 100, now: clock }),
    now: clock,
  });
  return { service, advance: (ms: number) => void (now += ms) };
};

const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');

const solve = async (challenge: Challenge) => {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('unsolvable');
  const { algorithm, salt, signature } = challenge;
  return { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof BffError ? error.code : String(error)),
  );

describe('ChallengeService', () => {
  it('issues a SHA-256 challenge with the configured bound that expires in five minutes', async () => {
    const { service } = setup();
    const challenge = await service.create();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 500 });
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'));
    expect(expires * 1000).toBe(Date.UTC(2026, 10, 21, 12) + challengeLifetimeMs);
  });

  it('accepts a solution once and refuses it the second time', async () => {
    const { service } = setup();
    const payload = encode(await solve(await service.create()));
    expect(await refusal(service.redeem(payload))).toBe('accepted');
    expect(await refusal(service.redeem(payload))).toBe('challenge.invalid');
  });

  it('refuses a solution after five minutes, on its own clock', async () => {
    const { service, advance } = setup();
    const early = encode(await solve(await service.create()));
    const late = encode(await solve(await service.create()));
    advance(challengeLifetimeMs - 1000);
    expect(await refusal(service.redeem(early))).toBe('accepted');
    advance(1000);
    expect(await refusal(service.redeem(late))).toBe('challenge.invalid');
  });

  it('asks for a challenge when there is none', async () => {
    const { service } = setup();
    expect(await refusal(service.redeem(undefined))).toBe('challenge.required');
    expect(await refusal(service.redeem(''))).toBe('challenge.required');
  });

  it('refuses wrong numbers, forged signatures, other keys and garbage', async () => {
    const { service } = setup();
    const solved = await solve(await service.create());
    const other = new ChallengeService({
      hmacKey: 'o'.repeat(32),
      maxNumber: 500,
      store: new MemoryCounterStore({ maxEntries: 10 }),
      now: Date.now,
    });
    const foreign = await solve(await other.create());
    for (const payload of [
      encode({ ...solved, number: solved.number + 1 }),
      encode({ ...solved, signature: 'a'.repeat(64) }),
      encode({ ...solved, salt: solved.salt.replace(/expires=\d+/, 'expires=9999999999') }),
      encode({ ...solved, algorithm: 'SHA-1' }),
      encode(foreign),
      'not base64 at all!',
      encode({ hello: 'world' }),
      Buffer.from('{"algorithm":').toString('base64'),
    ]) {
      expect(await refusal(service.redeem(payload))).toBe('challenge.invalid');
    }
    expect(await refusal(service.redeem(encode(solved)))).toBe('accepted');
  });

  it('fails closed when it cannot remember redeemed solutions', async () => {
    const down: CounterStore = {
      hit: () => Promise.reject(new Error('down')),
      peek: () => Promise.reject(new Error('down')),
      extend: () => Promise.reject(new Error('down')),
      delete: () => Promise.reject(new Error('down')),
      release: () => Promise.reject(new Error('down')),
    };
    const { service } = setup(down);
    const payload = encode(await solve(await service.create()));
    expect(await refusal(service.redeem(payload))).toBe('session.store.unavailable');
  });
});
