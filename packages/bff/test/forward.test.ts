import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@his/shared/calls';
import type { CallDef } from '@his/shared/calls';
import { envelopeSchema } from '@his/shared/envelope';
import { envelope, failure, json, startFakeUpstream, token } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import {
  buildTestBff,
  logIn,
  present,
  sameOrigin,
  sessionCookieOf,
  withChallenge,
} from './helpers/bff.ts';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  app = await buildTestBff(upstream.url);
});
afterEach(async () => {
  await app.close();
  await upstream.close();
});

const forwarded = (Object.values(calls) as CallDef[]).filter((call) => call.forward);

describe('the allow-list', () => {
  it.each([
    ['GET', '/wps/member/secret'],
    ['GET', '/wps/session/key/rsa'],
    ['POST', '/wps/member/unknown'],
    ['GET', '/lgw/anything'],
    ['GET', '/lotto/lgw/anything'],
    ['GET', '/bff/unknown'],
    ['GET', '/wps/member/info/'],
    ['GET', '/wps/Member/Info'],
    ['GET', '/wps/member/info%2F'],
  ])('answers %s %s with 404 not.found and forwards nothing', async (method, url) => {
    const response = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: sameOrigin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    expect(upstream.requests).toHaveLength(0);
  });

  it.each([
    ['POST', '/wps/member/info', 'GET'],
    ['HEAD', '/wps/member/info', 'GET'],
    ['OPTIONS', '/wps/captcha', 'GET'],
    ['GET', '/wps/session/login', 'POST'],
    ['POST', '/wps/session/logout', 'DELETE'],
  ])('answers %s on %s with 405 and Allow: %s', async (method, url, allow) => {
    const response = await app.inject({
      method: method as 'GET' | 'POST' | 'HEAD' | 'OPTIONS',
      url,
      headers: sameOrigin,
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    if (method !== 'HEAD')
      expect(response.json()).toMatchObject({ errorCode: 'http_method_not_support' });
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('input validation', () => {
  it.each(forwarded.map((call) => [call.method, call.path, call] as const))(
    '%s %s refuses an unknown query parameter or a malformed body with 400 and forwards nothing',
    async (method, url, call) => {
      const cookie = await logIn(app);
      upstream.requests.length = 0;
      const badQuery = await app.inject({
        method,
        url: `${url}?evil=1&t=x`,
        headers: { ...sameOrigin, cookie },
      });
      expect(badQuery.statusCode).toBe(400);
      expect(badQuery.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
      if (call.method !== 'GET') {
        for (const payload of [
          '{"a":',
          '[]',
          '"text"',
          JSON.stringify({ evil: 'x'.repeat(100) }),
        ]) {
          const badBody = await app.inject({
            method,
            url,
            headers: { ...sameOrigin, cookie, 'content-type': 'application/json' },
            payload,
          });
          expect(badBody.statusCode).toBe(400);
        }
      }
      expect(upstream.requests).toHaveLength(0);
    },
  );

  it('forwards only the validated query', async () => {
    await app.inject({ url: '/wps/captcha?t=1700000000000', headers: sameOrigin });
    expect(upstream.calls()[0]?.query.toString()).toBe('t=1700000000000');
  });

  it('checks a call without query or body afresh each time: defaults, then a given query, then a refusal', async () => {
    const path = calls.gameList.path;
    await app.inject({ url: path, headers: sameOrigin });
    await app.inject({ url: path, headers: sameOrigin });
    await app.inject({ url: `${path}?pageNo=3`, headers: sameOrigin });
    await app.inject({ url: path, headers: sameOrigin });
    const refused = await app.inject({ url: `${path}?evil=1`, headers: sameOrigin });
    expect(refused.statusCode).toBe(400);
    const sent = upstream.calls().map((call) => call.query.toString());
    expect(sent).toEqual([
      'pageNo=1&pageSize=24',
      'pageNo=1&pageSize=24',
      'pageNo=3&pageSize=24',
      'pageNo=1&pageSize=24',
    ]);
  });

  it('refuses bodies that are not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...sameOrigin, 'content-type': 'text/plain' },
      payload: 'username=demo_player',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'request_param_err' });
  });
});

describe('headers towards the platform', () => {
  it('injects the bff headers and drops every header of the browser', async () => {
    const cookie = await logIn(app);
    upstream.requests.length = 0;
    await app.inject({
      url: '/wps/v2/wallets/balance',
      headers: {
        cookie: `${cookie}; captchaId=planted; other=1`,
        authorization: 'Bearer stolen',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        host: 'localhost:8080',
        merchant: 'evil',
        modid: 'EVIL3',
        language: 'CN',
        'x-custom': 'leak',
        connection: 'x-csrf',
      },
    });
    const [sent] = upstream.calls();
    expect(sent?.headers).toMatchObject({
      merchant: 'hisdemo1',
      language: 'CN',
      modid: 'COMM3',
      authorization: token,
      'x-forwarded-for': '127.0.0.1',
      // The site's host as the browser named it (game pages are addressed under it), never a
      // forwarded host the browser made up: the bff trusts no proxy here.
      'x-forwarded-host': 'localhost:8080',
    });
    expect(sent?.headers.cookie).toBeUndefined();
    expect(sent?.headers['x-custom']).toBeUndefined();
    expect(JSON.stringify(sent?.headers)).not.toContain('stolen');
    expect(JSON.stringify(sent?.headers)).not.toContain('6.6.6.6');
    expect(JSON.stringify(sent?.headers)).not.toContain('planted');
    expect(JSON.stringify(sent?.headers)).not.toContain('evil.example');
  });

  it.each([
    [undefined, 'EN'],
    ['km', 'KM'],
    ['FR', 'EN'],
  ])('sends Language %s as %s', async (language, expected) => {
    await app.inject({ url: '/wps/system/country', headers: language ? { language } : {} });
    expect(upstream.calls()[0]?.headers.language).toBe(expected);
  });

  it('sends no Authorization on calls that take none, even when logged in', async () => {
    const cookie = await logIn(app);
    upstream.requests.length = 0;
    await app.inject({ url: '/wps/system/country', headers: { cookie } });
    expect(upstream.calls()[0]?.headers.authorization).toBeUndefined();
  });
});

describe('answers towards the browser', () => {
  it('keeps the captcha cookie in the session instead of passing Set-Cookie on', async () => {
    upstream.on('GET /wps/captcha', (_request, response) =>
      json(response, 200, envelope('iVBORw0KGgo='), {
        'set-cookie': 'captchaId=cap-123; HttpOnly; Path=/',
        server: 'platform/1.0',
        'x-powered-by': 'platform',
      }),
    );
    const response = await app.inject({ url: '/wps/captcha', headers: sameOrigin });

    expect(envelopeSchema(calls.captcha.value).parse(response.json()).value).toBe('iVBORw0KGgo=');
    expect(String(response.headers['set-cookie'])).not.toContain('captchaId');
    expect(response.headers.server).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');

    const cookie = sessionCookieOf(response);
    await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...sameOrigin, cookie: present(cookie, 'a session cookie') },
      payload: await withChallenge(app, {
        username: 'demo_player',
        password: 'Demo1234',
        captcha: 'abcd',
      }),
    });
    const login = upstream.calls().find((request) => request.path === '/wps/session/login');
    expect(login?.headers.cookie).toBe('captchaId=cap-123');
  });

  it('creates no session for calls that store nothing', async () => {
    const country = await app.inject({ url: '/wps/system/country' });
    const session = await app.inject({ url: '/bff/session' });
    expect(country.headers['set-cookie']).toBeUndefined();
    expect(session.headers['set-cookie']).toBeUndefined();
  });

  it('answers a login-required call without a login with 401 and calls nobody', async () => {
    const response = await app.inject({ url: '/wps/member/info' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    expect(upstream.requests).toHaveLength(0);
  });

  it('ends the login when the platform answers 401, and passes the 401 on', async () => {
    const cookie = await logIn(app);
    upstream.on('GET /wps/v2/wallets/balance', (_request, response) =>
      json(response, 401, failure('login.not.session')),
    );
    const balance = await app.inject({ url: '/wps/v2/wallets/balance', headers: { cookie } });
    expect(balance.statusCode).toBe(401);
    expect(balance.json()).toMatchObject({ errorCode: 'login.not.session' });

    const session = await app.inject({ url: '/bff/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ loggedIn: false });
    upstream.requests.length = 0;
    const info = await app.inject({ url: '/wps/member/info', headers: { cookie } });
    expect(info.statusCode).toBe(401);
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers a non-JSON answer with 502 upstream.bad.answer', async () => {
    upstream.on('GET /wps/system/country', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>gateway error</html>');
    });
    const response = await app.inject({ url: '/wps/system/country' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ errorCode: 'upstream.bad.answer' });
    expect(response.body).not.toContain('gateway error');
  });

  it.each([
    ['an array', '[{"success":true}]'],
    ['no success flag', '{"value":[],"message":"","errorCode":""}'],
    ['a success flag that is not a boolean', '{"success":"true","value":[]}'],
    ['a message that is not text', '{"success":false,"message":{"text":"x"},"errorCode":"e"}'],
    ['an error code that is not text', '{"success":false,"errorCode":17}'],
  ])('answers an envelope with %s with 502 upstream.bad.answer', async (_what, text) => {
    upstream.on('GET /wps/system/country', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(text);
    });
    const response = await app.inject({ url: '/wps/system/country' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ errorCode: 'upstream.bad.answer' });
  });

  it('relays an envelope as the platform wrote it, and one with more keys without them', async () => {
    const exact = '{ "success": true, "value": [{"countryCode":"VN"}], "message": null }';
    upstream.on('GET /wps/system/country', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'x-internal': 'node-7' });
      response.end(exact);
    });
    const relayed = await app.inject({ url: '/wps/system/country' });
    expect(relayed.statusCode).toBe(200);
    expect(relayed.body).toBe(exact);
    expect(relayed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(relayed.headers['x-internal']).toBeUndefined();

    upstream.on('GET /wps/system/country', (_request, response) =>
      json(response, 200, { ...envelope([]), debug: { node: 'node-7', sql: 'select 1' } }),
    );
    const stripped = await app.inject({ url: '/wps/system/country' });
    expect(stripped.statusCode).toBe(200);
    expect(stripped.json()).toEqual(envelope([]));
  });

  it("relays the lottery gateway's JSON as it came and refuses anything else", async () => {
    const menus = '[{"gameCode":"VN_MB","name":"Miền Bắc"}]';
    upstream.on('GET /lgw/games/game_menus', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(menus);
    });
    const relayed = await app.inject({ url: '/lgw/games/game_menus?device=mobile' });
    expect(relayed.statusCode).toBe(200);
    expect(relayed.body).toBe(menus);
    expect(relayed.headers['content-type']).toBe('application/json; charset=utf-8');

    upstream.on('GET /lgw/games/game_menus', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"truncated":');
    });
    const broken = await app.inject({ url: '/lgw/games/game_menus?device=mobile' });
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toMatchObject({ errorCode: 'upstream.bad.answer' });
  });

  it('never relays an answer that carries the session token', async () => {
    const cookie = await logIn(app);
    upstream.on('GET /wps/relay/GCS_merchantWallet', (_request, response) =>
      json(response, 200, envelope({ isSingle: true, echo: token })),
    );
    const response = await app.inject({
      url: '/wps/relay/GCS_merchantWallet',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain(token);
  });

  it('does not retry a GET the platform answers with 503', async () => {
    upstream.on('GET /wps/system/country', (_request, response) =>
      json(response, 503, failure('system.maintenance')),
    );
    const response = await app.inject({ url: '/wps/system/country' });
    expect(response.statusCode).toBe(503);
    expect(upstream.calls()).toHaveLength(1);
  });
});

describe('compression of answers', () => {
  const countries = Array.from({ length: 60 }, (_, i) => ({
    countryCode: String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
    countryDialingCode: `+${800 + i}`,
    countryName: `Country number ${i}`,
  }));
  const wallets = Array.from({ length: 60 }, (_, i) => ({ accountTypeId: i, availBalance: 1 }));

  it('sends a visitor GET answer over 1 KiB in brotli (or gzip), with Vary', async () => {
    upstream.on('GET /wps/system/country', (_request, response) =>
      json(response, 200, envelope(countries)),
    );
    const br = await app.inject({
      url: '/wps/system/country',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(envelope(countries));
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(envelope(countries)).length / 3);

    const gzip = await app.inject({
      url: '/wps/system/country',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(envelope(countries));

    const plain = await app.inject({ url: '/wps/system/country' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(envelope(countries));
  });

  it('never compresses a member answer (no secret beside chosen text: BREACH)', async () => {
    const cookie = await logIn(app);
    upstream.on('GET /wps/v2/wallets/balance', (_request, response) =>
      json(
        response,
        200,
        envelope({ sumBalance: 60, balance: wallets, currency: 'USD', currencySymbol: '$' }),
      ),
    );
    const response = await app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { cookie, 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeGreaterThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
