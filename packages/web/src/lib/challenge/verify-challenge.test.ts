import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { FakeBff } from '../../../test/fake-bff.ts';
import { verifyChallenge } from './verify-challenge.ts';

const hmacKey = 'web-tests';

describe('verifyChallenge', () => {
  it('fetches a challenge from the bff and answers a payload the bff accepts', async () => {
    const bff = new FakeBff().install();
    const payload = await verifyChallenge();
    expect(bff.requestsTo('GET', '/bff/challenge')).toHaveLength(1);
    await expect(verifySolution(payload, hmacKey)).resolves.toBe(true);
  });

  it('refuses a challenge no number in range solves, as the bff would', async () => {
    // The secret number lies beyond the range the challenge admits.
    const impossible = await createChallenge({ hmacKey, maxnumber: 5, number: 40 });
    new FakeBff().on('GET', '/bff/challenge', () => ({ status: 200, body: impossible })).install();
    await expect(verifyChallenge()).rejects.toMatchObject({ code: 'challenge.invalid' });
  });

  it('passes a refused challenge request on as its error code', async () => {
    new FakeBff()
      .on('GET', '/bff/challenge', () => ({
        status: 429,
        body: { success: false, value: null, message: 'x', errorCode: 'TOO_MANY_REQUESTS' },
      }))
      .install();
    await expect(verifyChallenge()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('refuses an answer that is not a challenge', async () => {
    new FakeBff()
      .on('GET', '/bff/challenge', () => ({ status: 200, body: { hello: 1 } }))
      .install();
    await expect(verifyChallenge()).rejects.toMatchObject({ code: 'upstream.bad.answer' });
  });

  it('stops when the flow no longer waits for it', async () => {
    const slow = await createChallenge({ hmacKey, maxnumber: 10_000_000, number: 9_999_999 });
    new FakeBff().on('GET', '/bff/challenge', () => ({ status: 200, body: slow })).install();
    const controller = new AbortController();
    const pending = verifyChallenge(controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
