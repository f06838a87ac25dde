import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, loadUpstreamConfig } from './config.ts';

describe('loadUpstreamConfig', () => {
  it('has the defaults of the cross-package contract', () => {
    expect(loadUpstreamConfig({})).toEqual({
      port: 8081,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: defaultDataDir,
      qaControls: false,
      merchantCode: 'hisdemo1',
      logLevel: 'info',
      trustProxy: ['loopback'],
      tokenTtlMinutes: 1440,
      rsaKeyRotateMinutes: 1440,
      freePlayPerIpPerHour: 60,
      smsCodeMinutes: 5,
      depositOrderMinutes: 30,
      publicUrl: null,
      siteOrigins: ['*'],
      hashPool: {
        concurrency: Math.max(1, availableParallelism() - 1),
        maxQueue: 16,
        maxWaitMs: 3000,
      },
      passwordHashLogN: 15,
    });
    expect(defaultDataDir).toMatch(/\.data\/upstream$/);
  });

  it('reads every variable, treating empty values as unset', () => {
    const config = loadUpstreamConfig({
      UPSTREAM_PORT: '0',
      UPSTREAM_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      UPSTREAM_DATA_DIR: 'memory://',
      QA_CONTROLS: 'true',
      MERCHANT_CODE: 'brand2',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      TOKEN_TTL_MINUTES: '30',
      RSA_KEY_ROTATE_MINUTES: '0',
      FREEPLAY_PER_IP_PER_HOUR: '',
      SMS_CODE_MINUTES: '10',
      DEPOSIT_ORDER_MINUTES: '15',
      PUBLIC_URL: 'https://games.example.com/',
      SITE_ORIGINS: 'https://www.example.com, http://localhost:5173/',
      HASH_CONCURRENCY: '3',
      HASH_QUEUE: '0',
      HASH_WAIT_MS: '500',
      PASSWORD_HASH_LOG_N: '12',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      dataDir: 'memory://',
      qaControls: true,
      merchantCode: 'brand2',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', 'loopback'],
      tokenTtlMinutes: 30,
      rsaKeyRotateMinutes: 0,
      freePlayPerIpPerHour: 60,
      smsCodeMinutes: 10,
      depositOrderMinutes: 15,
      publicUrl: 'https://games.example.com',
      siteOrigins: ['https://www.example.com', 'http://localhost:5173'],
      hashPool: { concurrency: 3, maxQueue: 0, maxWaitMs: 500 },
      passwordHashLogN: 12,
    });
    expect(loadUpstreamConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('names a bad variable without echoing its value', () => {
    expect(() => loadUpstreamConfig({ QA_CONTROLS: 'yes' })).toThrow('QA_CONTROLS');
    expect(() => loadUpstreamConfig({ UPSTREAM_PORT: '70000' })).toThrow('UPSTREAM_PORT');
    expect(() => loadUpstreamConfig({ MERCHANT_CODE: 'a b' })).toThrow('MERCHANT_CODE');
    expect(() => loadUpstreamConfig({ PUBLIC_URL: 'ftp://x' })).toThrow('PUBLIC_URL');
    expect(() => loadUpstreamConfig({ HASH_CONCURRENCY: '0' })).toThrow('HASH_CONCURRENCY');
    expect(() => loadUpstreamConfig({ PASSWORD_HASH_LOG_N: '9' })).toThrow('PASSWORD_HASH_LOG_N');
    expect(() => loadUpstreamConfig({ SITE_ORIGINS: 'https://a.example/path' })).toThrow(
      'SITE_ORIGINS',
    );
    expect(() => loadUpstreamConfig({ SITE_ORIGINS: '*, https://a.example' })).toThrow(
      'SITE_ORIGINS',
    );
    const attempt = () => loadUpstreamConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(attempt).toThrow('DATABASE_URL');
    expect(attempt).not.toThrow('hunter2');
  });
});
