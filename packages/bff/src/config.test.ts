import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bffEnvKeys, loadBffConfig } from './config.ts';

const example = Object.fromEntries(
  readFileSync(new URL('../.env.example', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

describe('loadBffConfig', () => {
  it('has the documented defaults', () => {
    const config = loadBffConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      upstreamUrl: 'http://127.0.0.1:8081',
      merchantCode: 'hisdemo1',
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      rememberMeHours: 24,
      cookieSecure: 'auto',
      allowedOrigins: [],
      upstreamTimeoutMs: 10_000,
      challengeHmacKey: null,
      challengeMaxNumber: 100_000,
      smsSessionIntervalMs: 1000,
      smsNumberCountdownSeconds: 60,
      smsNumberWindowMinutes: 10,
      smsNumberMaxPerWindow: 5,
      smsIpMaxPerHour: 10,
      smsCountryMaxPerHour: 100,
      smsGlobalMaxPerDay: 1000,
      redisUrl: null,
      redisKeyPrefix: 'his:bff:',
      redisTimeoutMs: 1000,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.webDist).toMatch(/packages\/web\/dist$/);
  });

  it('.env.example documents every variable with its default', () => {
    expect(Object.keys(example).sort()).toEqual([...bffEnvKeys].sort());
    expect(loadBffConfig(example)).toEqual(loadBffConfig({}));
  });

  it('parses lists, hop counts and addresses', () => {
    const config = loadBffConfig({
      ALLOWED_ORIGINS: 'https://a.example.com, http://localhost:5173',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      WEB_DIST: '/srv/web',
    });
    expect(config.allowedOrigins).toEqual(['https://a.example.com', 'http://localhost:5173']);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.webDist).toBe('/srv/web');
    expect(loadBffConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadBffConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadBffConfig({ REDIS_URL: 'rediss://cache.internal:6380/2' }).redisUrl).toBe(
      'rediss://cache.internal:6380/2',
    );
  });

  it.each([
    ['PORT', 'eighty'],
    ['UPSTREAM_URL', 'ftp://platform'],
    ['UPSTREAM_URL', 'https://user:pw@platform.example'],
    ['UPSTREAM_URL', 'https://platform.example/api'],
    ['MERCHANT_CODE', 'has space'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['COOKIE_SECURE', 'yes'],
    ['ALLOWED_ORIGINS', 'https://a.example.com/path'],
    ['TRUST_PROXY', 'everyone'],
    ['CHALLENGE_HMAC_KEY', 'too-short'],
    ['CHALLENGE_MAX_NUMBER', '1'],
    ['SMS_GLOBAL_MAX_PER_DAY', '0'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_KEY_PREFIX', 'has space'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s and names the key', (key, value) => {
    expect(() => loadBffConfig({ [key]: value })).toThrow(key);
  });
});
