import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUpstream } from './helpers/upstream.ts';
import {
  envelope,
  get,
  loginToken,
  qa,
  resetData,
  send,
  startTestUpstream,
} from './helpers/upstream.ts';

let up: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream({ config: { tokenTtlMinutes: 60, freePlayPerIpPerHour: 2 } });
});
afterAll(() => up.close());
beforeEach(() => resetData(up.app));

const authed = ['/wps/member/info', '/wps/v2/wallets/balance', '/wps/relay/GCS_merchantWallet'];

const expectSessionEnded = async (token: string | null) => {
  for (const path of authed) {
    const response = await get(up.app, path, token === null ? {} : { Authorization: token });
    expect(response.statusCode, path).toBe(401);
    expect(envelope(response)).toMatchObject({ success: false, errorCode: 'login.not.session' });
  }
};

describe('tokens', () => {
  it('answers 401 login.not.session without a token, with an unknown one or a malformed one', async () => {
    await expectSessionEnded(null);
    await expectSessionEnded('A'.repeat(43));
    await expectSessionEnded('not a token!');
    const logout = await send(up.app, 'DELETE', '/wps/session/logout');
    expect(logout.statusCode).toBe(401);
  });

  it('accepts the raw token, as the platform sends it, and tolerates a Bearer prefix', async () => {
    const token = await loginToken(up.app, 'demo_player', 'Demo1234');
    expect((await get(up.app, '/wps/member/info', { Authorization: token })).statusCode).toBe(200);
    expect(
      (await get(up.app, '/wps/member/info', { Authorization: `Bearer ${token}` })).statusCode,
    ).toBe(200);
  });

  it('expires a token after its time to live', async () => {
    const token = await loginToken(up.app, 'demo_player', 'Demo1234');
    up.clock.advance(59 * 60_000);
    expect((await get(up.app, '/wps/member/info', { Authorization: token })).statusCode).toBe(200);
    up.clock.advance(60_001);
    await expectSessionEnded(token);
  });

  it('revokes the token on logout and only that one', async () => {
    const first = await loginToken(up.app, 'demo_player', 'Demo1234');
    const second = await loginToken(up.app, 'demo_player', 'Demo1234');
    const logout = await send(
      up.app,
      'DELETE',
      '/wps/session/logout',
      {},
      { Authorization: first },
    );
    expect(logout.statusCode).toBe(200);
    expect(envelope(logout)).toMatchObject({ success: true, value: null });
    await expectSessionEnded(first);
    expect((await get(up.app, '/wps/member/info', { Authorization: second })).statusCode).toBe(200);
  });

  it('expires every token of one member through the QA control, and no one else', async () => {
    const player = await loginToken(up.app, 'demo_player', 'Demo1234');
    const agent = await loginToken(up.app, 'demo_agent', 'Demo1234');
    const response = await qa(up.app, '/qa/sessions/expire', { account: 'demo_player' });
    expect(response.json()).toEqual({ account: 'demo_player', expired: 1 });
    await expectSessionEnded(player);
    expect((await get(up.app, '/wps/member/info', { Authorization: agent })).statusCode).toBe(200);
  });

  it('ends every token on a QA reset', async () => {
    const token = await loginToken(up.app, 'demo_player', 'Demo1234');
    await resetData(up.app);
    await expectSessionEnded(token);
  });
});

describe('free play', () => {
  const freePlay = (ip: string) =>
    send(
      up.app,
      'POST',
      '/wps/session/login/freeplay',
      { os: 'web', platform: 'W' },
      { 'X-Forwarded-For': ip },
    );

  it('creates a trial account of type 4 with demo credit and a working token', async () => {
    const response = await freePlay('198.51.100.20');
    expect(response.statusCode).toBe(200);
    const value = envelope(response).value as {
      token: string;
      userName: string;
      customerType: number;
    };
    expect(value.userName).toMatch(/^trial_[a-z0-9]{6}$/);
    expect(value.customerType).toBe(4);
    const info = (await get(up.app, '/wps/member/info', { Authorization: value.token })).json()
      .value;
    expect(info).toMatchObject({ account: value.userName, type: 4 });
    const balance = (
      await get(up.app, '/wps/v2/wallets/balance', { Authorization: value.token })
    ).json().value;
    expect(balance.sumBalance).toBe(2000);
  });

  it('gives every visitor a different trial account', async () => {
    const a = envelope(await freePlay('198.51.100.21')).value as { userName: string };
    const b = envelope(await freePlay('198.51.100.22')).value as { userName: string };
    expect(a.userName).not.toBe(b.userName);
  });

  it('accepts an empty body', async () => {
    const response = await send(up.app, 'POST', '/wps/session/login/freeplay');
    expect(response.statusCode).toBe(200);
  });

  it('limits trial accounts per IP and hour', async () => {
    expect((await freePlay('198.51.100.30')).statusCode).toBe(200);
    expect((await freePlay('198.51.100.30')).statusCode).toBe(200);
    const third = await freePlay('198.51.100.30');
    expect(third.statusCode).toBe(429);
    expect(envelope(third).errorCode).toBe('TOO_MANY_REQUESTS');
    up.clock.advance(3_600_001);
    expect((await freePlay('198.51.100.30')).statusCode).toBe(200);
  });

  it('is refused while FREEPLAY3 is off', async () => {
    await qa(up.app, '/qa/modules', { modId: 'FREEPLAY3', enabled: false });
    const response = await freePlay('198.51.100.40');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('function.not.available');
  });
});
