import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from './helpers/db.ts';
import { otherCode, outbox, resetByEmail, smsCode } from './helpers/accounts.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import {
  encryptedLogin,
  encryptedSend,
  envelope,
  get,
  loginToken,
  startTestUpstream,
  resetData,
} from './helpers/upstream.ts';

let up: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());
beforeEach(() => resetData(up.app));

const resetBySms = (body: Record<string, unknown>) =>
  encryptedSend(up.app, 'POST', '/wps/member/password/verification', body);

describe('reset by SMS', () => {
  it('sets the new password, ends every session and lets the member log in with the number', async () => {
    const before = await loginToken(up.app, 'demo_player', 'Demo1234');
    const code = await smsCode(up.app, 'noLogin', '012345678');
    const response = await resetBySms({
      newPassword: 'Reset1234',
      mobileNum: '012345678',
      verificationCode: code,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(up.app, '/wps/member/info', { Authorization: before })).statusCode).toBe(401);
    const login = await encryptedLogin(up.app, {
      username: '012345678',
      password: 'Reset1234',
      type: '',
    });
    expect(envelope(login).value).toMatchObject({
      userName: 'demo_player',
      passwordExpired: false,
    });
  });

  it('refuses a wrong code, a number without an account and a weak password', async () => {
    const code = await smsCode(up.app, 'noLogin', '012345678');
    const wrong = await resetBySms({
      newPassword: 'Reset1234',
      mobileNum: '012345678',
      verificationCode: otherCode(code),
    });
    const strangerCode = await smsCode(up.app, 'noLogin', '0967777777');
    const stranger = await resetBySms({
      newPassword: 'Reset1234',
      mobileNum: '0967777777',
      verificationCode: strangerCode,
    });
    expect(envelope(wrong)).toEqual(envelope(stranger));
    expect(envelope(wrong)).toMatchObject({
      errorCode: 'sms.code.invalid',
      value: { field: 'verificationCode' },
    });
    const weak = await resetBySms({
      newPassword: 'weak',
      mobileNum: '012345678',
      verificationCode: code,
    });
    expect(envelope(weak)).toMatchObject({
      errorCode: 'register.field.invalid',
      value: { field: 'newPassword' },
    });
    expect(await loginToken(up.app, 'demo_player', 'Demo1234')).toBeTruthy();
  });

  it('says when the code has expired', async () => {
    const code = await smsCode(up.app, 'noLogin', '012345678');
    up.clock.advance(5 * 60_000 + 1);
    const response = await resetBySms({
      newPassword: 'Reset1234',
      mobileNum: '012345678',
      verificationCode: code,
    });
    expect(envelope(response).errorCode).toBe('sms.code.expired');
  });
});

describe('reset by email', () => {
  it('answers the same whether or not username and email match, and writes nothing when they do not', async () => {
    const before = await fingerprint(up.db);
    const answers = [
      await resetByEmail(up.app, 'demo_player', 'someone@example.com'),
      await resetByEmail(up.app, 'nobody_here', 'demo_player@example.com'),
      await resetByEmail(up.app, 'demo_agent', 'demo_player@example.com'),
    ];
    expect(await fingerprint(up.db)).toBe(before);
    expect(await outbox(up.app)).toEqual([]);
    const match = await resetByEmail(up.app, 'Demo_Player', 'DEMO_PLAYER@example.com');
    for (const response of [...answers, match]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(match.body);
    }
    expect(envelope(match)).toMatchObject({ success: true, value: null });
  });

  it('mails a temporary password that works once and forces a change', async () => {
    await resetByEmail(up.app, 'demo_player', 'demo_player@example.com');
    const [mail] = await outbox(up.app);
    expect(mail).toMatchObject({
      to: 'demo_player@example.com',
      subject: 'Your temporary password',
    });
    const temporary = /^([A-Za-z0-9]{12})$/m.exec(mail?.body ?? '')?.[1] ?? '';
    expect(temporary).not.toBe('');
    // The own password keeps working: asking for a reset cannot lock anyone out.
    expect(await loginToken(up.app, 'demo_player', 'Demo1234')).toBeTruthy();
    const login = await encryptedLogin(up.app, { username: 'demo_player', password: temporary });
    expect(envelope(login).value).toMatchObject({ passwordExpired: true });
    const token = (envelope(login).value as { token: string }).token;
    const balance = await get(up.app, '/wps/v2/wallets/balance', { Authorization: token });
    expect(envelope(balance).errorCode).toBe('password.change.required');
    const again = await encryptedLogin(up.app, { username: 'demo_player', password: temporary });
    expect(envelope(again).errorCode).toBe('login.failed');
  });

  it('expires the temporary password after 30 minutes', async () => {
    await resetByEmail(up.app, 'demo_player', 'demo_player@example.com');
    const [mail] = await outbox(up.app);
    const temporary = /^([A-Za-z0-9]{12})$/m.exec(mail?.body ?? '')?.[1] ?? '';
    up.clock.advance(30 * 60_000 + 1);
    const login = await encryptedLogin(up.app, { username: 'demo_player', password: temporary });
    expect(envelope(login).errorCode).toBe('login.failed');
  });

  it('sends at most three mails per account and hour, answering the same', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await resetByEmail(up.app, 'demo_player', 'demo_player@example.com')).body);
    }
    expect(new Set(answers).size).toBe(1);
    expect(await outbox(up.app)).toHaveLength(3);
    up.clock.advance(3_600_001);
    await resetByEmail(up.app, 'demo_player', 'demo_player@example.com');
    const mails = await outbox(up.app);
    expect(mails).toHaveLength(4);
    expect(mails[0]?.at).toBeGreaterThan(mails[1]?.at ?? Infinity);
  });
});
