import { describe, expect, it } from 'vitest';
import { BffError } from '../errors.ts';
import { toUpstreamError } from './errors.ts';

const coded = (code: string, cause?: unknown) => Object.assign(new Error(code), { code, cause });

describe('toUpstreamError', () => {
  it.each([
    [coded('UND_ERR_HEADERS_TIMEOUT'), 'upstream.timeout', 504],
    [
      coded('FST_REPLY_FROM_GATEWAY_TIMEOUT', coded('UND_ERR_BODY_TIMEOUT')),
      'upstream.timeout',
      504,
    ],
    [new DOMException('timed out', 'TimeoutError'), 'upstream.timeout', 504],
    [coded('ECONNREFUSED'), 'upstream.unavailable', 503],
    [
      coded('FST_REPLY_FROM_INTERNAL_SERVER_ERROR', coded('ECONNREFUSED')),
      'upstream.unavailable',
      503,
    ],
    [
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]),
      'upstream.unavailable',
      503,
    ],
    [coded('DEPTH_ZERO_SELF_SIGNED_CERT'), 'upstream.bad.answer', 502],
    [new Error('anything else'), 'upstream.bad.answer', 502],
  ])('maps %s to %s', (error, code, status) => {
    const mapped = toUpstreamError(error);
    expect(mapped.code).toBe(code);
    expect(mapped.statusCode).toBe(status);
    expect(mapped.toEnvelope()).toMatchObject({ success: false, errorCode: code });
  });

  it('keeps an error that is already coded', () => {
    const error = new BffError('TOO_MANY_REQUESTS');
    expect(toUpstreamError(error)).toBe(error);
  });
});
