import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@his/shared/calls';
import type { CallDef } from '@his/shared/calls';
import { callsHandledAs } from '../src/routes/plan.ts';
import { buildTestBff, logIn, sameOrigin } from './helpers/bff.ts';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import { arbitraryFromZod } from './helpers/schema-arbitrary.ts';

/**
 * Money calls (`idempotent` in the registry) carry the browser's `Idempotency-Key` to the
 * platform, checked first; no other call ever forwards it. The receipt answer, which carries
 * proof images, is the only call whose body may exceed 64 KiB.
 */
let upstream: FakeUpstream;
let app: FastifyInstance;
let cookie: string;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  app = await buildTestBff(upstream.url);
  cookie = await logIn(app);
  upstream.requests.length = 0;
});
afterEach(async () => {
  await app.close();
  await upstream.close();
});

const key = 'browser-key-0123456789';

const relayed = [...callsHandledAs('stream'), ...callsHandledAs('buffered')];

/** A request the registry accepts, drawn from the call's own schemas. */
const validInput = (call: CallDef) => {
  const [input] = fc.sample(fc.tuple(arbitraryFromZod(call.query), arbitraryFromZod(call.body)), {
    seed: 14,
    numRuns: 1,
  });
  const [query, body] = input ?? [{}, undefined];
  const search = new URLSearchParams(
    Object.entries(query as Record<string, unknown>).map(([name, value]): [string, string] => [
      name,
      String(value),
    ]),
  ).toString();
  return { url: search ? `${call.path}?${search}` : call.path, body };
};

const sendWith = (call: CallDef, headers: Record<string, string>, payload?: string) => {
  const { url, body } = validInput(call);
  return app.inject({
    method: call.method,
    url,
    headers: {
      ...sameOrigin,
      cookie,
      ...(call.bodyType === 'none' ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(call.bodyType === 'none' ? {} : { payload: payload ?? JSON.stringify(body ?? {}) }),
  });
};

const forwardedKeys = () =>
  upstream.calls().map((request) => request.headers['idempotency-key'] ?? null);

describe('the idempotency key', () => {
  it('marks the withdrawal money calls in the registry', () => {
    const money = relayed.filter(([, call]) => call.idempotent).map(([name]) => name);
    expect(money).toEqual(
      expect.arrayContaining([
        'addBankCard',
        'removeBankCard',
        'withdraw',
        'processC2CTransaction',
      ]),
    );
  });

  it.each(relayed.filter(([, call]) => call.idempotent))(
    '%s: the browser’s key reaches the platform',
    async (_name, call) => {
      await sendWith(call, { 'idempotency-key': key });
      expect(forwardedKeys()).toEqual([key]);
    },
  );

  it.each(relayed.filter(([, call]) => !call.idempotent))(
    '%s: a key the browser sends never reaches the platform',
    async (_name, call) => {
      await sendWith(call, { 'idempotency-key': key });
      expect(forwardedKeys().every((forwarded) => forwarded === null)).toBe(true);
    },
  );

  it('drops the key on calls that were forwarded (a GET and a POST, plain and encrypted)', async () => {
    for (const call of [calls.memberInfo, calls.addFavourite, calls.changePaymentPassword]) {
      await sendWith(call, { 'idempotency-key': key });
    }
    expect(upstream.calls().map((request) => request.path)).toEqual([
      calls.memberInfo.path,
      calls.addFavourite.path,
      calls.changePaymentPassword.path,
    ]);
    expect(forwardedKeys()).toEqual([null, null, null]);
  });

  it.each([
    ['missing', null],
    ['too short', 'short-key'],
    ['too long', 'k'.repeat(65)],
    ['with spaces', 'a key with spaces in it'],
  ])('refuses a money call whose key is %s, forwarding nothing', async (_why, bad) => {
    const response = await sendWith(
      calls.processC2CTransaction,
      bad === null ? {} : { 'idempotency-key': bad },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: ['idempotency-key'] },
    });
    expect(upstream.calls()).toHaveLength(0);
  });
});

describe('the proof body limit', () => {
  // A valid receipt answer with three proofs of 1 MB each (base64): far over 64 KiB.
  const proof = Buffer.alloc(1024 * 1024, 7).toString('base64');
  const big = JSON.stringify({ withdrawalId: 1, received: false, proofs: [proof, proof, proof] });

  it('accepts a large body on processC2CTransaction and forwards it whole', async () => {
    const response = await sendWith(calls.processC2CTransaction, { 'idempotency-key': key }, big);
    expect(response.statusCode).not.toBe(400);
    expect(upstream.calls()).toHaveLength(1);
    expect(upstream.calls()[0]?.body.length).toBe(big.length);
  });

  it('refuses the same size on every other call with a body, forwarding nothing', async () => {
    for (const [, call] of relayed.filter(([, c]) => c.bodyType === 'json' && !c.bodyLimit)) {
      const response = await sendWith(call, { 'idempotency-key': key }, big);
      expect(response.statusCode, call.path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, call.path).toBeLessThan(500);
    }
    expect(upstream.calls()).toHaveLength(0);
  });

  it('refuses a body over the proof limit on processC2CTransaction too', async () => {
    const limit = calls.processC2CTransaction.bodyLimit;
    const over = JSON.stringify({ withdrawalId: 1, received: false, proofs: ['A'.repeat(limit)] });
    const response = await sendWith(calls.processC2CTransaction, { 'idempotency-key': key }, over);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(upstream.calls()).toHaveLength(0);
  });
});
