import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changePasswordWith, setFlags } from './helpers/accounts.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import {
  encryptedLogin,
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
  up = await startTestUpstream();
});
afterAll(() => up.close());
beforeEach(() => resetData(up.app));

const auth = (token: string) => ({ Authorization: token });
const errorOf = async (promise: ReturnType<typeof get>) => envelope(await promise).errorCode;

describe('changing the password', () => {
  it('checks the current password, stores the new one and ends the other sessions', async () => {
    const token = await loginToken(up.app, 'demo_player', 'Demo1234');
    const other = await loginToken(up.app, 'demo_player', 'Demo1234');
    const response = await changePasswordWith(up.app, token, {
      oldPassword: 'Demo1234',
      newPassword: 'Fresh5678',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response)).toMatchObject({ success: true, value: null });
    expect((await get(up.app, '/wps/member/info', auth(token))).statusCode).toBe(200);
    expect((await get(up.app, '/wps/member/info', auth(other))).statusCode).toBe(401);
    const old = await encryptedLogin(up.app, { username: 'demo_player', password: 'Demo1234' });
    expect(envelope(old).errorCode).toBe('login.failed');
    expect(await loginToken(up.app, 'demo_player', 'Fresh5678')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a wrong or missing current password, a mismatch and a password breaking the rule', async () => {
    const token = await loginToken(up.app, 'demo_player', 'Demo1234');
    const change = (body: {
      oldPassword: string;
      newPassword: string;
      confirmNewPassword?: string;
    }) => changePasswordWith(up.app, token, body).then(envelope);
    expect(await change({ oldPassword: 'Wrong1234', newPassword: 'Fresh5678' })).toMatchObject({
      errorCode: 'password.old.invalid',
    });
    expect(await change({ oldPassword: '', newPassword: 'Fresh5678' })).toMatchObject({
      errorCode: 'password.old.invalid',
    });
    expect(
      await change({ oldPassword: 'Demo1234', newPassword: 'Fresh5678', confirmNewPassword: 'x' }),
    ).toMatchObject({ errorCode: 'password.mismatch', value: { field: 'confirmNewPassword' } });
    expect(await change({ oldPassword: 'Demo1234', newPassword: 'lettersonly' })).toMatchObject({
      errorCode: 'register.field.invalid',
      value: { field: 'newPassword', patternId: 5, minLength: 6, maxLength: 20 },
    });
    expect(await loginToken(up.app, 'demo_player', 'Demo1234')).toBeTruthy();
  });

  it('stops checking current passwords after five wrong ones in 15 minutes', async () => {
    const token = await loginToken(up.app, 'demo_player', 'Demo1234');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await changePasswordWith(up.app, token, {
        oldPassword: `Wrong${i}234`,
        newPassword: 'Fresh5678',
      });
      expect(envelope(wrong).errorCode).toBe('password.old.invalid');
    }
    const right = { oldPassword: 'Demo1234', newPassword: 'Fresh5678' };
    const limited = await changePasswordWith(up.app, token, right);
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited).errorCode).toBe('TOO_MANY_REQUESTS');
    up.clock.advance(15 * 60_000 + 1);
    expect((await changePasswordWith(up.app, token, right)).statusCode).toBe(200);
  });

  it('refuses trial accounts with account.trial', async () => {
    const trial = envelope(await send(up.app, 'POST', '/wps/session/login/freeplay', {})).value as {
      token: string;
    };
    const response = await changePasswordWith(up.app, trial.token, {
      oldPassword: '',
      newPassword: 'Fresh5678',
    });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).errorCode).toBe('account.trial');
  });
});

describe('the forced change', () => {
  it('lets demo_change only see itself, change the password or log out until it has changed it', async () => {
    const token = await loginToken(up.app, 'demo_change', '123456');
    const refused = [
      get(up.app, '/wps/v2/wallets/balance', auth(token)),
      get(up.app, '/wps/relay/GCS_merchantWallet', auth(token)),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).errorCode).toBe('password.change.required');
    }
    expect((await get(up.app, '/wps/member/info', auth(token))).statusCode).toBe(200);
    // In the forced change the current password may be left out.
    const change = await changePasswordWith(up.app, token, {
      oldPassword: '',
      newPassword: 'Chosen123',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await get(up.app, '/wps/v2/wallets/balance', auth(token))).statusCode).toBe(200);
    const login = await encryptedLogin(up.app, { username: 'demo_change', password: 'Chosen123' });
    expect(envelope(login).value).toMatchObject({ passwordExpired: false });
  });

  it('still checks a current password that is given, and lets a forced member log out', async () => {
    const token = await loginToken(up.app, 'demo_change', '123456');
    const wrong = await changePasswordWith(up.app, token, {
      oldPassword: 'nope12',
      newPassword: 'Chosen123',
    });
    expect(envelope(wrong).errorCode).toBe('password.old.invalid');
    const logout = await send(up.app, 'DELETE', '/wps/session/logout', {}, auth(token));
    expect(logout.statusCode).toBe(200);
  });

  it('applies to an expired password only while PWDEXPFORCECHANGE3 is on', async () => {
    const flags = await setFlags(up.app, { account: 'demo_player', passwordExpired: true });
    expect(flags.json()).toEqual({
      account: 'demo_player',
      passwordExpired: true,
      mustChange: false,
      firstTimeLogin: false,
    });
    const token = await loginToken(up.app, 'demo_player', 'Demo1234');
    expect(await errorOf(get(up.app, '/wps/v2/wallets/balance', auth(token)))).toBe(
      'password.change.required',
    );
    await qa(up.app, '/qa/modules', { modId: 'PWDEXPFORCECHANGE3', enabled: false });
    expect((await get(up.app, '/wps/v2/wallets/balance', auth(token))).statusCode).toBe(200);
    // Not forced now, so the current password is required again.
    const change = await changePasswordWith(up.app, token, {
      oldPassword: '',
      newPassword: 'Fresh5678',
    });
    expect(envelope(change).errorCode).toBe('password.old.invalid');
  });

  it('reports the flags set through the QA control at the next login', async () => {
    await setFlags(up.app, { account: 'demo_agent', mustChange: true, firstTimeLogin: true });
    const login = await encryptedLogin(up.app, { username: 'demo_agent', password: 'Demo1234' });
    expect(envelope(login).value).toMatchObject({ firstTimeLogin: true, passwordExpired: true });
    const token = (envelope(login).value as { token: string }).token;
    expect(await errorOf(get(up.app, '/wps/v2/wallets/balance', auth(token)))).toBe(
      'password.change.required',
    );
  });
});
