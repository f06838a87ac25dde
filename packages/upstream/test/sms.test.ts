import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastSmsCode, otherCode, sendSms, smsCode } from './helpers/accounts.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import {
  encryptedLogin,
  envelope,
  get,
  qa,
  resetData,
  startTestUpstream,
} from './helpers/upstream.ts';

let up: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());
beforeEach(() => resetData(up.app));

const smsLogin = (mobile: string, code: string) =>
  encryptedLogin(up.app, {
    username: mobile,
    password: code,
    type: 'sms',
    countryDialingCode: '+855',
  });

const failedLogin = { success: false, errorCode: 'login.failed', value: { captcha: false } };

describe('sending codes', () => {
  it('answers the same for a number with and without an account, and issues six digits', async () => {
    const known = await sendSms(up.app, 'noLogin', '012345678');
    const unknown = await sendSms(up.app, 'noLogin', '0967777777');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(envelope(known)).toEqual(envelope(unknown));
    expect(envelope(known).value).toEqual({ expiredMinutes: 5 });
    expect((await lastSmsCode(up.app, '012345678')).code).toMatch(/^\d{6}$/);
    expect(await lastSmsCode(up.app, '0967777777')).toMatchObject({ expiredMinutes: 5 });
  });

  it('stores only a scrypt hash of the code', async () => {
    const code = await smsCode(up.app, 'noLogin', '012345678');
    const rows = await up.db.query<{ row: string }>('SELECT s::text AS row FROM sms_codes s');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.row).toContain('scrypt$');
    expect(rows[0]?.row).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  });

  it('gives the QA control the last code for the number as sent or in full form', async () => {
    const code = await smsCode(up.app, 'noLogin', '012345678');
    expect((await lastSmsCode(up.app, '+855012345678')).code).toBe(code);
    const unknown = await up.app.inject({ method: 'GET', url: '/qa/sms/last?mobile=0960000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('checks the number with the mobile rule and the dialing code against the country list', async () => {
    const short = await sendSms(up.app, 'noLogin', '123456');
    expect(short.statusCode).toBe(400);
    expect(envelope(short)).toMatchObject({
      errorCode: 'register.field.invalid',
      value: { field: 'mobileNum', patternId: 6, minLength: 7, maxLength: 12 },
    });
    const country = await sendSms(up.app, 'noLogin', '012345678', '+999');
    expect(envelope(country)).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: ['countryDialingCode'] },
    });
    expect((await sendSms(up.app, 'noLogin', '012345678', '855')).statusCode).toBe(200);
  });

  it('refuses a registration code for a number that already has an account', async () => {
    const response = await sendSms(up.app, 'register', '012345678');
    expect(response.statusCode).toBe(409);
    expect(envelope(response).errorCode).toBe('mobile.taken');
  });

  it('is gated by the modules that use the codes', async () => {
    await qa(up.app, '/qa/modules', { modId: 'MOBILEVERCODELOGIN3', enabled: false });
    expect((await sendSms(up.app, 'noLogin', '012345678')).statusCode).toBe(200);
    await qa(up.app, '/qa/modules', { modId: 'CHNGPASSVERIF3', enabled: false });
    const noLogin = await sendSms(up.app, 'noLogin', '012345678');
    expect(envelope(noLogin).errorCode).toBe('function.not.available');
    await qa(up.app, '/qa/modules', { modId: 'MOBILENUMREG3', enabled: false });
    const register = await sendSms(up.app, 'register', '0968888888');
    expect(envelope(register).errorCode).toBe('function.not.available');
    await qa(up.app, '/qa/modules', { modId: 'REGMOBVERF3', enabled: true });
    expect((await sendSms(up.app, 'register', '0968888888')).statusCode).toBe(200);
  });
});

describe('login by SMS code', () => {
  it('logs the owner of the number in, without forcing a password change', async () => {
    const code = await smsCode(up.app, 'noLogin', '012345678');
    const response = await smsLogin('012345678', code);
    expect(response.statusCode, response.body).toBe(200);
    const value = envelope(response).value as { token: string };
    expect(value).toMatchObject({ userName: 'demo_player', passwordExpired: false });
    const info = await get(up.app, '/wps/member/info', { Authorization: value.token });
    expect(info.json().value.account).toBe('demo_player');
  });

  it('answers a wrong code and an unknown number identically', async () => {
    const code = await smsCode(up.app, 'noLogin', '012345678');
    const unknownCode = await smsCode(up.app, 'noLogin', '0967777777');
    const wrong = await smsLogin('012345678', otherCode(code));
    const unknown = await smsLogin('0967777777', unknownCode);
    const never = await smsLogin('0965555555', '123456');
    for (const response of [wrong, unknown, never]) {
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toEqual(envelope(wrong));
    }
    expect(envelope(wrong)).toMatchObject(failedLogin);
  });

  it('uses a code once', async () => {
    const code = await smsCode(up.app, 'noLogin', '012345678');
    expect((await smsLogin('012345678', code)).statusCode).toBe(200);
    expect(envelope(await smsLogin('012345678', code))).toMatchObject(failedLogin);
  });

  it('kills a code after five wrong tries, even for the right code after them', async () => {
    const code = await smsCode(up.app, 'noLogin', '012345678');
    for (let i = 0; i < 5; i += 1) {
      expect(envelope(await smsLogin('012345678', otherCode(code)))).toMatchObject(failedLogin);
    }
    expect(envelope(await smsLogin('012345678', code))).toMatchObject(failedLogin);
  });

  it('accepts the right code on the fifth try', async () => {
    const code = await smsCode(up.app, 'noLogin', '012345678');
    for (let i = 0; i < 4; i += 1) await smsLogin('012345678', otherCode(code));
    expect((await smsLogin('012345678', code)).statusCode).toBe(200);
  });

  it('never lets more than five of many simultaneous guesses be checked', async () => {
    const code = await smsCode(up.app, 'noLogin', '012345678');
    await Promise.all(Array.from({ length: 8 }, () => smsLogin('012345678', otherCode(code))));
    const [row] = await up.db.query<{ tries: number }>(
      'SELECT failed_attempts AS tries FROM sms_codes',
    );
    expect(row?.tries).toBe(5);
    expect(envelope(await smsLogin('012345678', code))).toMatchObject(failedLogin);
  });

  it('expires a code after expiredMinutes', async () => {
    const code = await smsCode(up.app, 'noLogin', '012345678');
    up.clock.advance(5 * 60_000 + 1);
    expect(envelope(await smsLogin('012345678', code))).toMatchObject(failedLogin);
  });

  it('invalidates the previous code on a resend', async () => {
    const first = await smsCode(up.app, 'noLogin', '012345678');
    let second = await smsCode(up.app, 'noLogin', '012345678');
    // A resend may draw the same six digits by chance; draw until it differs.
    while (second === first) second = await smsCode(up.app, 'noLogin', '012345678');
    expect(envelope(await smsLogin('012345678', first))).toMatchObject(failedLogin);
    expect((await smsLogin('012345678', second)).statusCode).toBe(200);
  });

  it('does not accept a registration code for login', async () => {
    const code = await smsCode(up.app, 'register', '0969999991');
    expect(envelope(await smsLogin('0969999991', code))).toMatchObject(failedLogin);
  });
});
