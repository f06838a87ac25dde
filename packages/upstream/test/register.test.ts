import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { fingerprint } from './helpers/db.ts';
import { lastSmsCode, newPlayer, otherCode, registerWith, smsCode } from './helpers/accounts.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import {
  encryptedLogin,
  encryptedSend,
  envelope,
  freshCaptcha,
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

const refusedWith = (response: LightMyRequestResponse, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(envelope(response).errorCode).toBe(code);
  return envelope(response).value;
};

const memberInfo = async (response: LightMyRequestResponse) => {
  const { token } = envelope(response).value as { token: string };
  return (await get(up.app, '/wps/member/info', { Authorization: token })).json().value;
};

describe('registration by username', () => {
  it('creates a player, logs it in with firstTimeLogin and lets it log in again', async () => {
    const response = await registerWith(up.app, {
      ...newPlayer('Newbie01'),
      email: 'newbie@example.com',
      countryDialingCode: '+855',
      mobileNum: '0969999999',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).value).toMatchObject({
      userName: 'Newbie01',
      firstTimeLogin: true,
      passwordExpired: false,
      customerType: 0,
    });
    expect(await memberInfo(response)).toMatchObject({
      account: 'Newbie01',
      type: 0,
      toUpline: false,
      mobile: '096999****',
    });
    const again = await encryptedLogin(up.app, { username: 'newbie01', password: 'Secret123' });
    expect(envelope(again).value).toMatchObject({ userName: 'Newbie01', firstTimeLogin: false });
  });

  it('puts the member under the owner of a valid invitation code, in any case', async () => {
    const response = await registerWith(up.app, {
      ...newPlayer('invited01'),
      affiliateCode: 'agent01',
    });
    expect(await memberInfo(response)).toMatchObject({ account: 'invited01', toUpline: true });
  });

  it('checks every field with the register rules and names the rule it broke', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ username: '' }, { field: 'username' }],
      [{ username: '1player' }, { field: 'username', patternId: 1, minLength: 6, maxLength: 16 }],
      [{ username: 'abc' }, { field: 'username', patternId: 1 }],
      [{ username: 'a'.repeat(17) }, { field: 'username', patternId: 1 }],
      [
        { password: 'onlyletters', confirmPassword: 'onlyletters' },
        { field: 'password', patternId: 5 },
      ],
      [
        { password: 'Ab1', confirmPassword: 'Ab1' },
        { field: 'password', minLength: 6, maxLength: 20 },
      ],
      [{ email: 'not-an-email' }, { field: 'email', patternId: 3 }],
      [{ mobileNum: '12ab567' }, { field: 'mobileNum', patternId: 6 }],
      [{ affiliateCode: 'AG-01' }, { field: 'affiliateCode', patternId: 4 }],
    ];
    const before = await fingerprint(up.db);
    for (const [override, value] of cases) {
      const response = await registerWith(
        up.app,
        { ...newPlayer('player02'), captcha: 'AAAAA', ...override },
        { captcha: false },
      );
      expect(
        refusedWith(response, 400, 'register.field.invalid'),
        JSON.stringify(override),
      ).toMatchObject(value);
    }
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('asks for the captcha the rules require and refuses a wrong one', async () => {
    const none = await registerWith(up.app, newPlayer('player03'), { captcha: false });
    expect(refusedWith(none, 400, 'register.field.invalid')).toEqual({ field: 'captcha' });
    const wrong = await registerWith(up.app, { ...newPlayer('player03'), captcha: 'AAAAA' });
    expect(refusedWith(wrong, 400, 'captcha.invalid')).toEqual({ field: 'captcha' });
    await qa(up.app, '/qa/modules', { modId: 'CAPTCHA3', enabled: false });
    const off = await registerWith(up.app, newPlayer('player03'), { captcha: false });
    expect(off.statusCode).toBe(200);
  });

  it('publishes no captcha rule while CAPTCHA3 is off, so no form shows an image it cannot load', async () => {
    const captchaRule = async () => ({
      status: (await get(up.app, '/wps/system/status?url=localhost')).json().value.info.register
        .captcha.enabled,
      settings: (await get(up.app, '/wps/system/setting/register')).json().value.captcha.enabled,
    });
    expect(await captchaRule()).toEqual({ status: true, settings: true });
    await qa(up.app, '/qa/modules', { modId: 'CAPTCHA3', enabled: false });
    expect(await captchaRule()).toEqual({ status: false, settings: false });
  });

  it('refuses a confirmation that differs from the password', async () => {
    const response = await registerWith(up.app, {
      ...newPlayer('player04'),
      confirmPassword: 'Secret124',
    });
    expect(refusedWith(response, 400, 'password.mismatch')).toEqual({ field: 'confirmPassword' });
  });

  it('refuses a taken username (case-insensitively), a taken mobile and a bad invitation code, changing nothing', async () => {
    // A well-formed captcha answer without its image: these checks come before it is used.
    const attempt = (body: Record<string, unknown>) =>
      registerWith(
        up.app,
        { ...newPlayer('player05'), captcha: 'AAAAA', ...body },
        { captcha: false },
      );
    expect((await registerWith(up.app, newPlayer('Taken01'))).statusCode).toBe(200);
    const before = await fingerprint(up.db);
    const taken = await attempt({ username: 'TAKEN01' });
    expect(refusedWith(taken, 409, 'username.taken')).toEqual({ field: 'username' });
    const mobile = await attempt({ mobileNum: '012345678' });
    expect(refusedWith(mobile, 409, 'mobile.taken')).toEqual({ field: 'mobileNum' });
    const affiliate = await attempt({ affiliateCode: 'NOPE99' });
    expect(refusedWith(affiliate, 400, 'affiliate.invalid')).toEqual({ field: 'affiliateCode' });
    const dialing = await attempt({ mobileNum: '0961231234', countryDialingCode: '+999' });
    expect(refusedWith(dialing, 400, 'request_param_err')).toEqual({
      fields: ['countryDialingCode'],
    });
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('lets exactly one of two simultaneous registrations of a name through', async () => {
    const first = await freshCaptcha(up.app);
    const second = await freshCaptcha(up.app);
    const results = await Promise.all(
      [
        { captcha: first, name: 'racer01' },
        { captcha: second, name: 'RACER01' },
      ].map(({ captcha, name }) =>
        encryptedSend(
          up.app,
          'PUT',
          '/wps/member/register',
          { ...newPlayer(name), captcha: captcha.answer },
          { cookie: captcha.cookie },
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('needs an SMS code for the mobile number while REGMOBVERF3 is on', async () => {
    await qa(up.app, '/qa/modules', { modId: 'REGMOBVERF3', enabled: true });
    const noMobile = await registerWith(up.app, newPlayer('player06'));
    expect(refusedWith(noMobile, 400, 'register.field.invalid')).toEqual({ field: 'mobileNum' });
    const withMobile = { ...newPlayer('player06'), mobileNum: '0962222222' };
    const noCode = await registerWith(up.app, withMobile);
    expect(refusedWith(noCode, 400, 'register.field.invalid')).toEqual({
      field: 'verificationCode',
    });
    const code = await smsCode(up.app, 'register', '0962222222');
    const wrong = await registerWith(up.app, { ...withMobile, verificationCode: otherCode(code) });
    refusedWith(wrong, 400, 'sms.code.invalid');
    const ok = await registerWith(up.app, { ...withMobile, verificationCode: code });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('asks for each optional field the operator requires, in the rules order, and keeps it', async () => {
    const optional: [string, string][] = [
      ['mobileNum', '0963334444'],
      ['email', 'opt@example.com'],
      ['payeeName', 'Sok Dara'],
      ['recommenderId', 'REC123'],
      ['paymentPassword', '246810'],
      ['qqNum', '12345678'],
      ['line', 'line.id'],
      ['whatsapp', '85512345678'],
      ['facebook', 'fb.user'],
      ['wechat', 'wx_user'],
      ['idNumber', 'ID998877'],
    ];
    for (const [field] of optional) {
      await qa(up.app, '/qa/register-rules', { field, enabled: true, required: true });
    }
    const published = (await get(up.app, '/wps/system/setting/register')).json().value;
    for (const [field] of optional) {
      expect(published[field], field).toMatchObject({ enabled: true, required: true });
    }
    const body: Record<string, string> = newPlayer('optional01');
    const before = await fingerprint(up.db);
    for (const [field, value] of optional) {
      // A well-formed captcha answer without its image: the fields are checked before it is used.
      const refused = await registerWith(up.app, { ...body, captcha: 'AAAAA' }, { captcha: false });
      expect(refusedWith(refused, 400, 'register.field.invalid')).toMatchObject({ field });
      body[field] = value;
    }
    expect(await fingerprint(up.db)).toBe(before);
    const response = await registerWith(up.app, body);
    expect(response.statusCode, response.body).toBe(200);
    const [member] = await up.db.query<{
      email: string;
      mobile: string;
      profile: Record<string, string>;
      paymentPasswordHash: string;
    }>(
      `SELECT email, mobile, profile, payment_password_hash AS "paymentPasswordHash"
         FROM members WHERE account = 'optional01'`,
    );
    expect(member).toMatchObject({
      email: 'opt@example.com',
      mobile: '0963334444',
      profile: {
        payeeName: 'Sok Dara',
        recommenderId: 'REC123',
        qqNum: '12345678',
        line: 'line.id',
        whatsapp: '85512345678',
        facebook: 'fb.user',
        wechat: 'wx_user',
        idNumber: 'ID998877',
      },
    });
    // Kept as a hash like the login password, never as sent.
    expect(member?.paymentPasswordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(member)).not.toContain('246810');
  });

  it('ignores a field the operator switched off, and accepts an optional one left empty', async () => {
    await qa(up.app, '/qa/register-rules', { field: 'affiliateCode', enabled: false });
    await qa(up.app, '/qa/register-rules', { field: 'qqNum', enabled: true });
    const published = (await get(up.app, '/wps/system/setting/register')).json().value;
    expect(published.affiliateCode.enabled).toBe(false);
    expect(published.qqNum).toMatchObject({ enabled: true, required: false });
    const response = await registerWith(up.app, {
      ...newPlayer('optional02'),
      affiliateCode: 'NOPE99',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await memberInfo(response)).toMatchObject({ toUpline: false });
    const badQq = await registerWith(up.app, { ...newPlayer('optional03'), qqNum: 'abc' });
    expect(refusedWith(badQq, 400, 'register.field.invalid')).toMatchObject({
      field: 'qqNum',
      patternId: 6,
    });
  });

  it('is closed during maintenance', async () => {
    await qa(up.app, '/qa/site-state', { state: 'maintenance' });
    refusedWith(await registerWith(up.app, newPlayer('player07')), 503, 'system.maintenance');
  });
});

describe('registration by mobile number', () => {
  const mobileBody = (code: string, extra: Record<string, unknown> = {}) => ({
    mobileNum: '0963333333',
    countryDialingCode: '855',
    verificationCode: code,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ...extra,
  });

  it('uses the number as username after checking its SMS code', async () => {
    const code = await smsCode(up.app, 'register', '0963333333');
    const response = await registerWith(up.app, mobileBody(code, { username: '0963333333' }), {
      mode: 'mobile',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).value).toMatchObject({
      userName: '0963333333',
      firstTimeLogin: true,
    });
    const login = await encryptedLogin(up.app, { username: '0963333333', password: 'Secret123' });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a missing, wrong, expired or reused code', async () => {
    const none = await registerWith(up.app, mobileBody(''), { mode: 'mobile' });
    expect(refusedWith(none, 400, 'register.field.invalid')).toEqual({ field: 'verificationCode' });
    const code = await smsCode(up.app, 'register', '0963333333');
    const wrong = await registerWith(up.app, mobileBody(otherCode(code)), { mode: 'mobile' });
    refusedWith(wrong, 400, 'sms.code.invalid');
    up.clock.advance(5 * 60_000 + 1);
    const expired = await registerWith(up.app, mobileBody(code), { mode: 'mobile' });
    refusedWith(expired, 400, 'sms.code.expired');
    const fresh = await smsCode(up.app, 'register', '0963333333');
    expect((await registerWith(up.app, mobileBody(fresh), { mode: 'mobile' })).statusCode).toBe(
      200,
    );
    const again = await registerWith(up.app, mobileBody(fresh), { mode: 'mobile' });
    refusedWith(again, 409, 'mobile.taken');
  });

  it('refuses a username that is not the number, and a number already taken', async () => {
    const code = await smsCode(up.app, 'register', '0963333333');
    const other = await registerWith(up.app, mobileBody(code, { username: 'someone' }), {
      mode: 'mobile',
    });
    expect(refusedWith(other, 400, 'register.field.invalid')).toEqual({ field: 'username' });
    const taken = await registerWith(up.app, mobileBody(code, { mobileNum: '012345678' }), {
      mode: 'mobile',
    });
    expect(refusedWith(taken, 409, 'mobile.taken')).toEqual({ field: 'mobileNum' });
  });

  it('asks for no password without MOBILENUMPASSREG3; the member then logs in by SMS', async () => {
    await qa(up.app, '/qa/modules', { modId: 'MOBILENUMPASSREG3', enabled: false });
    const code = await smsCode(up.app, 'register', '0964444444');
    const response = await registerWith(
      up.app,
      { mobileNum: '0964444444', countryDialingCode: '+855', verificationCode: code },
      { mode: 'mobile' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const byPassword = await encryptedLogin(up.app, { username: '0964444444', password: '' });
    expect(byPassword.statusCode).toBe(400);
    await smsCode(up.app, 'noLogin', '0964444444');
    const { code: loginCode } = await lastSmsCode(up.app, '0964444444');
    const bySms = await encryptedLogin(up.app, {
      username: '0964444444',
      password: loginCode,
      type: 'sms',
    });
    expect(envelope(bySms).value).toMatchObject({ userName: '0964444444' });
  });

  it('is refused while MOBILENUMREG3 is off', async () => {
    await qa(up.app, '/qa/modules', { modId: 'MOBILENUMREG3', enabled: false });
    const response = await registerWith(up.app, mobileBody('123456'), { mode: 'mobile' });
    refusedWith(response, 400, 'function.not.available');
  });
});

describe('affiliate check', () => {
  it('accepts AGENT01 and refuses anything else with affiliate.invalid', async () => {
    const ok = await get(up.app, '/wps/agent/affiliate?code=AGENT01');
    expect(envelope(ok)).toMatchObject({ success: true, value: null });
    const bad = await get(up.app, '/wps/agent/affiliate?code=NOBODY&domain=localhost');
    expect(refusedWith(bad, 400, 'affiliate.invalid')).toEqual({ field: 'affiliateCode' });
    await qa(up.app, '/qa/modules', { modId: 'AFFMAN3', enabled: false });
    refusedWith(
      await get(up.app, '/wps/agent/affiliate?code=AGENT01'),
      400,
      'function.not.available',
    );
  });
});
