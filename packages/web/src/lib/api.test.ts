import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBff, fail, ok } from '../../test/fake-bff.ts';
import { demoPlayer } from '../../test/fixtures.ts';
import {
  ApiError,
  callApi,
  getBffSession,
  onUnauthorized,
  prefetchCall,
  startApiSession,
} from './api.ts';
import { applyLanguage } from './language.ts';

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
};

afterEach(() => {
  applyLanguage('EN');
  vi.useRealTimers();
});

describe('callApi', () => {
  it('calls the registry path same-origin with the language and parses the value', async () => {
    const bff = new FakeBff().install();
    bff.member = demoPlayer;
    applyLanguage('KM');
    await expect(callApi('memberInfo')).resolves.toEqual(demoPlayer);
    const [request] = bff.requestsTo('GET', '/wps/member/info');
    expect(request?.credentials).toBe('same-origin');
    expect(request?.headers.get('language')).toBe('KM');
    expect(request?.headers.get('x-csrf')).toBeNull();
  });

  it('sends X-CSRF and a JSON body on calls that change state', async () => {
    const bff = new FakeBff().install();
    await callApi('login', { body: { username: 'demo_player', password: 'Demo1234' } });
    await callApi('logout', { body: {} });
    for (const request of [
      ...bff.requestsTo('POST', '/wps/session/login'),
      ...bff.requestsTo('DELETE', '/wps/session/logout'),
    ]) {
      expect(request.headers.get('x-csrf')).toBe('1');
      expect(request.headers.get('content-type')).toBe('application/json');
    }
  });

  it('sends the Idempotency-Key of a money call when given, and no key otherwise', async () => {
    const bff = new FakeBff()
      .on('POST', '/wps/transaction/withdraw', () => fail('withdraw.daily.count', 409))
      .install();
    const body = { amount: '50.00', bankCardId: 1, password: '123456' };
    const key = 'k7Qx2-withdraw-0001';
    await rejection(callApi('withdraw', { body, idempotencyKey: key }));
    await callApi('login', { body: { username: 'demo_player', password: 'Demo1234' } });
    expect(
      bff.requestsTo('POST', '/wps/transaction/withdraw')[0]?.headers.get('idempotency-key'),
    ).toBe(key);
    expect(
      bff.requestsTo('POST', '/wps/session/login')[0]?.headers.get('idempotency-key'),
    ).toBeNull();
  });

  it('puts the query in the URL', async () => {
    const bff = new FakeBff().install();
    await callApi('captcha', { query: { t: 42 } });
    expect(bff.requestsTo('GET', '/wps/captcha')[0]?.query.get('t')).toBe('42');
  });

  it('sends X-CSRF with a GET that changes something (a captcha, a game ticket)', async () => {
    const bff = new FakeBff().install();
    await callApi('captcha', { query: { t: 42 } });
    expect(bff.requestsTo('GET', '/wps/captcha')[0]?.headers.get('x-csrf')).toBe('1');
  });

  it('turns a failure into its code, status and captcha request', async () => {
    new FakeBff()
      .on('POST', '/wps/session/login', () => fail('login.failed', 400, { captcha: true }))
      .install();
    const error = await rejection(callApi('login', { body: { username: 'a', password: 'b' } }));
    expect(error).toMatchObject({ code: 'login.failed', status: 400, captcha: true });
  });

  it('parses a raw lottery-gateway answer and still reads its enveloped failures', async () => {
    const popular = [
      {
        gameCode: 'VN_HCM',
        gameName: 'Ho Chi Minh',
        prizeMode: 'Lott',
        gameGroupCode: 'SOUTH',
        playTypes: ['2D'],
        defaultPlayType: '2D',
        drawIntervalSeconds: 300,
        nextDrawTime: 1_700_000_000_000,
        iconUrl: '/media/lottery/VN_HCM.svg',
      },
    ];
    new FakeBff().on('GET', '/lgw/games/popular', () => ({ status: 200, body: popular })).install();
    await expect(callApi('popularLotteries')).resolves.toEqual(popular);
    new FakeBff()
      .on('GET', '/lgw/games/popular', () => ({ status: 200, body: { popular } }))
      .on('GET', '/lgw/vn/numeros/opened/game', () => fail('system.busy', 500))
      .install();
    expect(await rejection(callApi('popularLotteries'))).toMatchObject({
      code: 'upstream.bad.answer',
    });
    expect(await rejection(callApi('openedNumbers'))).toMatchObject({ code: 'system.busy' });
  });

  it('reads an unknown code as a system error', async () => {
    new FakeBff().on('GET', '/wps/system/country', () => fail('some.platform.code', 500)).install();
    expect(await rejection(callApi('countryList'))).toMatchObject({
      code: 'internal.error',
      captcha: false,
    });
  });

  it('refuses an answer that does not match the schema', async () => {
    new FakeBff().on('GET', '/wps/system/country', () => ok([{ countryCode: 'nope' }])).install();
    expect(await rejection(callApi('countryList'))).toMatchObject({
      code: 'upstream.bad.answer',
    });
  });

  it('reports a network failure with its own code', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await rejection(callApi('countryList'))).toMatchObject({
      code: 'network.error',
      status: 0,
    });
  });

  it('tells subscribers about every 401', async () => {
    new FakeBff().install();
    const expired = vi.fn();
    const unsubscribe = onUnauthorized(expired);
    expect(await rejection(callApi('balance'))).toMatchObject({
      code: 'login.not.session',
      status: 401,
    });
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
    await rejection(callApi('balance'));
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('ends nothing on a 401 answering a call sent before the latest sign-in', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const expired = vi.fn();
    const unsubscribe = onUnauthorized(expired);
    const earlier = rejection(callApi('balance'));
    startApiSession();
    const unauthorized = () => {
      const reply = fail('login.not.session', 401);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    };
    answer(unauthorized());
    expect(await earlier).toMatchObject({ code: 'login.not.session', status: 401 });
    expect(expired).not.toHaveBeenCalled();

    const current = rejection(callApi('balance'));
    answer(unauthorized());
    expect(await current).toMatchObject({ code: 'login.not.session', status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('getBffSession', () => {
  it('parses the bff session', async () => {
    const bff = new FakeBff().install();
    bff.member = demoPlayer;
    await expect(getBffSession()).resolves.toEqual({
      loggedIn: true,
      account: 'demo_player',
      nickname: 'Demo Player',
      isAgent: 0,
    });
  });

  it('refuses a malformed session answer', async () => {
    new FakeBff()
      .on('GET', '/bff/session', () => ({ status: 200, body: { loggedIn: 'yes' } }))
      .install();
    expect(await rejection(getBffSession())).toMatchObject({ code: 'upstream.bad.answer' });
  });
});

describe('prefetchCall', () => {
  const announcements = '/wps/relay/MCSFE_getListAnnouncements';
  const query = { platform: 'W', types: 'B' } as const;
  const answering = () =>
    new FakeBff()
      .on('GET', announcements, () => ok({ banners: [], player: [], popup: [], promotion: [] }))
      .install();

  it('answers the first same call with the read it started, and only the first', async () => {
    const bff = answering();
    prefetchCall('announcements', query);
    expect(bff.requestsTo('GET', announcements)).toHaveLength(1);
    await callApi('announcements', { query });
    expect(bff.requestsTo('GET', announcements)).toHaveLength(1);
    await callApi('announcements', { query });
    expect(bff.requestsTo('GET', announcements)).toHaveLength(2);
  });

  it('is not taken by another query, another language, a later sign-in, or after 10 s', async () => {
    const bff = answering();
    prefetchCall('announcements', query);
    await callApi('announcements', { query: { platform: 'W', types: 'B,PL' } });
    applyLanguage('KM');
    await callApi('announcements', { query });
    expect(bff.requestsTo('GET', announcements)).toHaveLength(3);

    prefetchCall('announcements', query);
    startApiSession();
    await callApi('announcements', { query });
    expect(bff.requestsTo('GET', announcements)).toHaveLength(5);

    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchCall('announcements', query);
    vi.setSystemTime(Date.now() + 10_000);
    await callApi('announcements', { query });
    expect(bff.requestsTo('GET', announcements)).toHaveLength(7);
  });

  it('starts nothing for a call that changes something', () => {
    const bff = new FakeBff().install();
    prefetchCall('captcha', { t: 1 });
    expect(bff.requestsTo('GET', '/wps/captcha')).toHaveLength(0);
  });
});
