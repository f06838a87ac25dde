import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { failureSchema } from '@his/shared/envelope';
import type { TestUpstream } from './helpers/upstream.ts';
import { startTestUpstream } from './helpers/upstream.ts';

/**
 * Issue 12 (8): the platform's own encrypt.js fetches the RSA key with only
 * `Cache-Control: no-cache`, no Merchant header. Without the header the merchant is the one the
 * request's domain belongs to; an unknown domain is still refused; a header wins over the domain.
 */
let up: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream();
  // A second brand with a domain of its own: the demo's modules, but COMM3 switched off.
  const [brand] = await up.db.query<{ id: number }>(
    `INSERT INTO merchants (code, name, currency, currency_symbol, created_at)
     VALUES ('brandb', 'Brand B', 'USD', '$', now()) RETURNING id`,
  );
  if (!brand) throw new Error('merchant insert returned nothing');
  await up.db.query(
    `INSERT INTO merchant_modules (merchant_id, mod_id, parent_mod_id, enabled, position)
     SELECT $1, mod_id, parent_mod_id, enabled AND mod_id <> 'COMM3', position
       FROM merchant_modules WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'hisdemo1')`,
    [brand.id],
  );
  await up.db.query(`INSERT INTO merchant_domains (domain, merchant_id) VALUES ($1, $2)`, [
    'brand-b.example',
    brand.id,
  ]);
});
afterAll(() => up.close());

const keyRequest = (headers: Record<string, string>): InjectOptions => ({
  method: 'GET',
  url: `/wps/session/key/rsa?t=${Date.now()}`,
  headers: { 'cache-control': 'no-cache', ...headers },
});

const errorCode = async (options: InjectOptions) => {
  const response = await up.app.inject(options);
  expect(response.statusCode, response.body).toBe(400);
  return failureSchema.parse(response.json()).errorCode;
};

describe('a request without a Merchant header', () => {
  it.each(['localhost:8081', '127.0.0.1:8081', 'LOCALHOST', 'localhost.'])(
    'gets the RSA key from the seeded dev domain %s, as encrypt.js asks for it',
    async (host) => {
      const response = await up.app.inject(keyRequest({ host }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toMatch(/^[0-9a-f]{256}$/i);
    },
  );

  it('is served as the merchant its domain belongs to', async () => {
    const status = (host: string) =>
      up.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host } });
    expect((await status('localhost')).statusCode).toBe(200);
    // Brand B has COMM3 off, so its COMM3 calls are refused: the domain chose Brand B.
    expect(
      await errorCode({
        method: 'GET',
        url: '/wps/system/status',
        headers: { host: 'brand-b.example' },
      }),
    ).toBe('function.not.available');
  });

  it.each(['unknown.example', 'localhost.evil.example', 'a b', '[::1]:8081', '%00'])(
    'from the unknown or malformed domain %s answers 400 merchant.acct.setup.err',
    async (host) => {
      expect(await errorCode(keyRequest({ host }))).toBe('merchant.acct.setup.err');
    },
  );

  it('names its domain through X-Forwarded-Host from a trusted proxy', async () => {
    // inject comes from 127.0.0.1, which TRUST_PROXY=loopback (the default) believes.
    const forwarded = keyRequest({ host: 'localhost', 'x-forwarded-host': 'unknown.example' });
    expect(await errorCode(forwarded)).toBe('merchant.acct.setup.err');
  });
});

describe('a request with a Merchant header', () => {
  it('is served as the header says, whatever the domain', async () => {
    const response = await up.app.inject(
      keyRequest({ host: 'unknown.example', Merchant: 'hisdemo1' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(
      await errorCode({
        method: 'GET',
        url: '/wps/system/status',
        headers: { host: 'localhost', Merchant: 'brandb' },
      }),
    ).toBe('function.not.available');
  });

  it('naming an unknown merchant is refused even from a known domain', async () => {
    expect(await errorCode(keyRequest({ host: 'localhost', Merchant: 'nobody' }))).toBe(
      'merchant.acct.setup.err',
    );
  });
});
