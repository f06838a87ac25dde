import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bffSessionSchema } from '@his/shared/bff';
import { calls } from '@his/shared/calls';
import type { CallDef, CallName } from '@his/shared/calls';
import { envelopeSchema, failureSchema } from '@his/shared/envelope';
import type { StartedBff } from '../../src/start.ts';
import { TestBrowser } from '../helpers/browser.ts';
import { startReferenceStack, startStackBff } from '../helpers/reference-stack.ts';
import type { ReferenceStack } from '../helpers/reference-stack.ts';
import type { RecordingProxy } from '../helpers/recording-proxy.ts';

const demo = { username: 'demo_player', password: 'Demo1234' };
/**
 * Calls only an agent account may make (a player is refused `contract.not.agent` or, in the
 * agent center, `agent.required`).
 */
const agentCalls: ReadonlySet<CallName> = new Set<CallName>([
  'contractList',
  'contractSettlements',
  'agentIncome',
  'agentNotices',
  'agentTeamOverview',
  'agentTeamMembers',
  'agentTeamBets',
  'agentUserLoss',
  'agentTeamTransactions',
]);
/** Valid queries of the GET calls that require one. */
const sampleQueries: Partial<Record<CallName, string>> = {
  affiliateCheck: 'code=AGENT01',
  // The service path list is asked for the site's host.
  domainRoute: 'domain=localhost',
  // The in-house slot of the seed catalogue.
  launchGame: 'launchMode=GLS&nodeId=126001&accountType=1',
  // The seed's first promotion (the welcome bonus).
  promotionDetail: 'id=1',
};

let stack: ReferenceStack;
let proxy: RecordingProxy;
let bff: StartedBff;
const qa: ReferenceStack['qa'] = (method, path, body) => stack.qa(method, path, body);

beforeAll(async () => {
  stack = await startReferenceStack();
  proxy = stack.proxy;
  bff = await startStackBff(stack);
}, 60_000);

afterAll(async () => {
  await bff?.close();
  await stack?.close();
});

beforeEach(async () => {
  await qa('POST', '/qa/reset', {});
  proxy.exchanges.length = 0;
});

const logIn = async (browser: TestBrowser, body: object = demo) => {
  const response = await browser.post('/wps/session/login', {
    ...body,
    challenge: await browser.challenge(),
  });
  expect(response.status, response.body).toBe(200);
  return response;
};

const loggedIn = async (cookie: string | null) => {
  const probe = new TestBrowser(bff.url);
  probe.cookie = cookie;
  return bffSessionSchema.parse((await probe.get('/bff/session')).json()).loggedIn;
};

describe('the bff in front of the reference upstream', () => {
  it('logs demo_player in, then reads member info and the 10,000.00 balance', async () => {
    const browser = new TestBrowser(bff.url);
    const login = await logIn(browser, { ...demo, remember: false });
    const value = envelopeSchema(calls.login.publicValue).parse(login.json()).value;
    expect(value).toMatchObject({ userName: 'demo_player' });
    expect(login.body).not.toContain('token');

    const session = bffSessionSchema.parse((await browser.get('/bff/session')).json());
    expect(session).toMatchObject({ loggedIn: true, account: 'demo_player' });
    expect(session.nickname).toEqual(expect.any(String));

    const info = await browser.get('/wps/member/info');
    expect(envelopeSchema(calls.memberInfo.value).parse(info.json()).value?.account).toBe(
      'demo_player',
    );
    const balance = await browser.get('/wps/v2/wallets/balance');
    expect(envelopeSchema(calls.balance.value).parse(balance.json()).value?.sumBalance).toBe(
      10_000,
    );
  });

  it('answers every forwarded GET with what the registry schema says (contract)', async () => {
    const player = new TestBrowser(bff.url);
    await logIn(player);
    const agent = new TestBrowser(bff.url);
    await logIn(agent, { ...demo, username: 'demo_agent' });
    for (const [name, call] of Object.entries(calls) as [CallName, CallDef][]) {
      if (!call.forward || call.intercept || call.method !== 'GET') continue;
      const query = sampleQueries[name];
      const browser = agentCalls.has(name) ? agent : player;
      const response = await browser.get(query ? `${call.path}?${query}` : call.path);
      expect(response.status, call.path).toBe(200);
      if (call.answer === 'raw') {
        // The lottery gateway answers its value bare (UPSTREAM.md §4.4).
        expect(call.value.safeParse(response.json()).error, call.path).toBeUndefined();
        continue;
      }
      const parsed = envelopeSchema(call.value).strict().safeParse(response.json());
      expect(parsed.error, call.path).toBeUndefined();
      expect(parsed.data?.success).toBe(true);
    }
  });

  it('gives a new session id at login', async () => {
    const browser = new TestBrowser(bff.url);
    await browser.get('/wps/captcha');
    const before = browser.cookie;
    expect(before).toMatch(/^sid=/);
    await logIn(browser);
    expect(browser.cookie).not.toBe(before);
    expect(await loggedIn(browser.cookie)).toBe(true);
    expect(await loggedIn(before)).toBe(false);
  });

  it('ends the session at logout, for the old cookie too', async () => {
    const browser = new TestBrowser(bff.url);
    await logIn(browser);
    const cookie = browser.cookie;
    const logout = await browser.call('DELETE', '/wps/session/logout');
    expect(logout.status).toBe(200);
    expect(browser.cookie).toBeNull();

    const stale = new TestBrowser(bff.url);
    stale.cookie = cookie;
    expect(bffSessionSchema.parse((await stale.get('/bff/session')).json()).loggedIn).toBe(false);
    const info = await stale.get('/wps/member/info');
    expect(info.status).toBe(401);
    expect(failureSchema.parse(info.json()).errorCode).toBe('login.not.session');
  });

  it('asks for a captcha after three wrong passwords and lets the right answer through', async () => {
    const browser = new TestBrowser(bff.url);
    let last;
    for (let i = 0; i < 3; i += 1) {
      last = await browser.post('/wps/session/login', {
        ...demo,
        password: 'Wrong1234',
        challenge: await browser.challenge(),
      });
      expect(last.status).toBeGreaterThanOrEqual(400);
      expect(last.status).toBeLessThan(500);
    }
    expect(failureSchema.parse(last?.json()).value).toMatchObject({ captcha: true });

    const image = await browser.get('/wps/captcha');
    expect(envelopeSchema(calls.captcha.value).parse(image.json()).value).toEqual(
      expect.any(String),
    );
    expect(image.headers.getSetCookie().join()).not.toContain('captchaId');
    const { answer } = (await qa('GET', '/qa/captcha/last')) as { answer: string };

    await logIn(browser, { ...demo, captcha: answer });
    expect(await loggedIn(browser.cookie)).toBe(true);
  });

  it('ends the login when the platform expires its sessions', async () => {
    const browser = new TestBrowser(bff.url);
    await logIn(browser);
    await qa('POST', '/qa/sessions/expire', { account: 'demo_player' });

    const balance = await browser.get('/wps/v2/wallets/balance');
    expect(balance.status).toBe(401);
    expect(failureSchema.parse(balance.json()).errorCode).toBe('login.not.session');
    expect(bffSessionSchema.parse((await browser.get('/bff/session')).json()).loggedIn).toBe(false);
  });

  it('never lets the upstream token reach the browser', async () => {
    const browser = new TestBrowser(bff.url);
    await logIn(browser);
    await browser.get('/bff/session');
    await browser.get('/wps/member/info');
    await browser.get('/wps/v2/wallets/balance');
    await browser.call('DELETE', '/wps/session/logout');
    await browser.post('/wps/session/login/freeplay', {});

    const minted = proxy.exchanges
      .filter((exchange) => exchange.path.startsWith('/wps/session/login'))
      .map(
        (exchange) =>
          (JSON.parse(exchange.responseBody) as { value: { token: string } }).value.token,
      );
    expect(minted).toHaveLength(2);
    for (const token of minted) {
      expect(token.length).toBeGreaterThanOrEqual(16);
      for (const seen of browser.seen) {
        expect(seen.body).not.toContain(token);
        expect(seen.headers).not.toContain(token);
      }
    }
  });

  it("never forwards the browser's cookies or Authorization", async () => {
    const browser = new TestBrowser(bff.url);
    await browser.get('/wps/captcha');
    await logIn(browser);
    const loginAnswer = proxy.exchanges.find((exchange) => exchange.path === '/wps/session/login');
    const { token } = (
      JSON.parse(loginAnswer?.responseBody ?? '{}') as { value: { token: string } }
    ).value;
    await browser.call('GET', '/wps/member/info', {
      headers: {
        cookie: `${browser.cookie}; captchaId=planted; tracking=abc`,
        authorization: 'Bearer browser-made',
      },
    });

    const infoCalls = proxy.exchanges.filter((exchange) => exchange.path === '/wps/member/info');
    expect(infoCalls.length).toBeGreaterThanOrEqual(2);
    for (const exchange of infoCalls) expect(exchange.requestHeaders.authorization).toBe(token);
    for (const exchange of proxy.exchanges) {
      expect(exchange.requestHeaders.cookie ?? '').not.toMatch(/sid=|planted|tracking/);
      expect(exchange.requestHeaders['x-csrf']).toBeUndefined();
      expect(exchange.requestHeaders.origin).toBeUndefined();
    }
    expect(loginAnswer?.requestHeaders.cookie).toMatch(/^captchaId=[A-Za-z0-9._~-]+$/);
  });

  it('refuses bad input on every forwarded route without calling the platform', async () => {
    const browser = new TestBrowser(bff.url);
    for (const call of Object.values(calls) as CallDef[]) {
      if (!call.forward) continue;
      const response = await browser.call(call.method, `${call.path}?unexpected=1`, {
        ...(call.method === 'GET' ? {} : { body: { unexpected: true } }),
      });
      expect(response.status, `${call.method} ${call.path}`).toBe(400);
      expect(failureSchema.parse(response.json()).errorCode).toBe('request_param_err');
    }
    expect(proxy.exchanges).toHaveLength(0);
  });

  it('refuses cross-site requests and keeps the QA controls out of reach', async () => {
    const missingHeader = await fetch(new URL('/wps/session/login', bff.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(bff.url).origin },
      body: JSON.stringify(demo),
    });
    expect(missingHeader.status).toBe(403);
    const foreign = await fetch(new URL('/wps/session/login', bff.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf': '1',
        origin: 'https://evil.example',
      },
      body: JSON.stringify(demo),
    });
    expect(foreign.status).toBe(403);

    const browser = new TestBrowser(bff.url);
    expect((await browser.get('/qa/captcha/last')).status).toBe(404);
    expect((await browser.post('/qa/reset', {})).status).toBe(404);
    expect((await browser.post('/qa/sessions/expire', { account: 'demo_player' })).status).toBe(
      404,
    );
    expect(proxy.exchanges).toHaveLength(0);
  });

  it('serves the web app with its security headers and is ready', async () => {
    const page = await fetch(new URL('/games/lobby', bff.url), {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('fixture index');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(new URL('/bff/ready', bff.url))).status).toBe(200);
  });
});
