import { describe, expect, it } from 'vitest';
import { locate } from './location.ts';

describe('locate', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.9',
    '::1',
    '::ffff:192.168.0.4',
    'fd00::1',
  ])('places the private address %s in KH for the demo', (ip) =>
    expect(locate(ip)).toEqual({ ip, country: 'KH' }),
  );

  it.each(['203.0.113.9', '8.8.8.8', '2001:db8::1', 'not-an-ip'])('has no country for %s', (ip) => {
    expect(locate(ip).country).toBe('ZZ');
  });
});
