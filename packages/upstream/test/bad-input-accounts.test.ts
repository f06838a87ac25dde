import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { calls } from '@his/shared/calls';
import { failureSchema } from '@his/shared/envelope';
import { errorCatalogue, isErrorCode } from '@his/shared/errors';
import { fingerprint } from './helpers/db.ts';
import { changePasswordWith, resetByEmail, sendSms } from './helpers/accounts.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import {
  encryptedLogin,
  encryptedSend,
  get,
  loginToken,
  startTestUpstream,
} from './helpers/upstream.ts';

/**
 * Bad input to the account calls of issue 3: every refusal is a coded 4xx and leaves the
 * database exactly as it was (the fingerprint at the end). Wrong guesses that are meant to
 * count (a wrong current password, a wrong code for a live SMS code) are tested elsewhere.
 */
let up: TestUpstream;
let token: string;
let before: string;

beforeAll(async () => {
  up = await startTestUpstream();
  token = await loginToken(up.app, 'demo_player', 'Demo1234');
  before = await fingerprint(up.db);
});
afterAll(() => up.close());

const expectRefused = (response: LightMyRequestResponse, code: string) => {
  expect(response.statusCode, response.body).toBe(
    isErrorCode(code) ? errorCatalogue[code].status : 0,
  );
  expect(failureSchema.parse(response.json()).errorCode).toBe(code);
};

const valid = { username: 'player09', password: 'Secret123', confirmPassword: 'Secret123' };
const register = (body: Record<string, unknown>, mobile = false) =>
  encryptedSend(up.app, 'PUT', mobile ? '/wps/member/register/mobile' : '/wps/member/register', {
    captcha: 'AAAAA',
    ...body,
  });

const cases: [string, () => Promise<LightMyRequestResponse>, string][] = [
  [
    'register: username pattern',
    () => register({ ...valid, username: '9lives' }),
    'register.field.invalid',
  ],
  [
    'register: password too short',
    () => register({ ...valid, password: 'a1', confirmPassword: 'a1' }),
    'register.field.invalid',
  ],
  [
    'register: missing captcha',
    () => register({ ...valid, captcha: '' }),
    'register.field.invalid',
  ],
  ['register: email pattern', () => register({ ...valid, email: 'a@b' }), 'register.field.invalid'],
  [
    'register: confirmation',
    () => register({ ...valid, confirmPassword: 'Secret124' }),
    'password.mismatch',
  ],
  [
    'register: missing confirmation',
    () => register({ ...valid, confirmPassword: undefined }),
    'password.mismatch',
  ],
  ['register: mobile taken', () => register({ ...valid, mobileNum: '012345678' }), 'mobile.taken'],
  [
    'register: affiliate',
    () => register({ ...valid, affiliateCode: 'NOBODY1' }),
    'affiliate.invalid',
  ],
  [
    'register: dialing code',
    () => register({ ...valid, mobileNum: '0961234567', countryDialingCode: '+0' }),
    'request_param_err',
  ],
  ['register: wrong type', () => register({ ...valid, login: 'yes' }), 'request_param_err'],
  [
    'register mobile: no code',
    () =>
      register(
        { mobileNum: '0961234567', password: 'Secret123', confirmPassword: 'Secret123' },
        true,
      ),
    'register.field.invalid',
  ],
  [
    'register mobile: other username',
    () => register({ mobileNum: '0961234567', username: 'x', verificationCode: '123456' }, true),
    'register.field.invalid',
  ],
  [
    'register mobile: taken',
    () =>
      register(
        {
          mobileNum: '012345678',
          verificationCode: '123456',
          password: 'Secret123',
          confirmPassword: 'Secret123',
        },
        true,
      ),
    'mobile.taken',
  ],
  [
    'register mobile: no number',
    () => register({ verificationCode: '123456' }, true),
    'register.field.invalid',
  ],
  [
    'affiliate: unknown',
    () => get(up.app, '/wps/agent/affiliate?code=NOBODY'),
    'affiliate.invalid',
  ],
  [
    'affiliate: missing code',
    () => get(up.app, '/wps/agent/affiliate?domain=x'),
    'request_param_err',
  ],
  [
    'affiliate: extra parameter',
    () => get(up.app, '/wps/agent/affiliate?code=AGENT01&x=1'),
    'request_param_err',
  ],
  [
    'sms noLogin: short number',
    () => sendSms(up.app, 'noLogin', '123456'),
    'register.field.invalid',
  ],
  ['sms noLogin: letters', () => sendSms(up.app, 'noLogin', '01234567a'), 'request_param_err'],
  [
    'sms noLogin: dialing code',
    () => sendSms(up.app, 'noLogin', '012345678', '+12345'),
    'request_param_err',
  ],
  ['sms register: taken', () => sendSms(up.app, 'register', '012345678'), 'mobile.taken'],
  [
    'sms register: long number',
    () => sendSms(up.app, 'register', '0123456789012'),
    'register.field.invalid',
  ],
  [
    'change: confirmation',
    () =>
      changePasswordWith(up.app, token, {
        oldPassword: 'Demo1234',
        newPassword: 'Fresh5678',
        confirmNewPassword: 'Fresh5679',
      }),
    'password.mismatch',
  ],
  [
    'change: rule',
    () => changePasswordWith(up.app, token, { oldPassword: 'Demo1234', newPassword: '12345678' }),
    'register.field.invalid',
  ],
  [
    'change: empty new password',
    () => changePasswordWith(up.app, token, { oldPassword: 'Demo1234', newPassword: '' }),
    'request_param_err',
  ],
  [
    'change: no token',
    () =>
      changePasswordWith(up.app, 'A'.repeat(43), {
        oldPassword: 'Demo1234',
        newPassword: 'Fresh5678',
      }),
    'login.not.session',
  ],
  [
    'reset sms: weak password',
    () =>
      encryptedSend(up.app, 'POST', '/wps/member/password/verification', {
        newPassword: 'weak',
        mobileNum: '012345678',
        verificationCode: '123456',
      }),
    'register.field.invalid',
  ],
  [
    'reset sms: no code sent',
    () =>
      encryptedSend(up.app, 'POST', '/wps/member/password/verification', {
        newPassword: 'Reset1234',
        mobileNum: '012345678',
        verificationCode: '123456',
      }),
    'sms.code.invalid',
  ],
  [
    'reset sms: five-digit code',
    () =>
      encryptedSend(up.app, 'POST', '/wps/member/password/verification', {
        newPassword: 'Reset1234',
        mobileNum: '012345678',
        verificationCode: '12345',
      }),
    'request_param_err',
  ],
  ['reset email: no email', () => resetByEmail(up.app, 'demo_player', ''), 'request_param_err'],
  [
    'login sms: no code sent',
    () => encryptedLogin(up.app, { username: '012345678', password: '123456', type: 'sms' }),
    'login.failed',
  ],
];

describe('account calls refuse bad input with a coded 4xx', () => {
  it.each(cases)('%s', async (_name, request, code) => {
    expectRefused(await request(), code);
  });

  it('answers a non-matching reset by email with success and writes nothing', async () => {
    const response = await resetByEmail(up.app, 'demo_player', 'wrong@example.com');
    expect(response.statusCode).toBe(200);
  });
});

describe('encrypted junk never gets a 5xx', () => {
  const payloads: unknown[] = [
    {},
    [],
    'null',
    { username: { $gt: '' } },
    { newPassword: 'x'.repeat(65), oldPassword: 5 },
    { mobileNum: 'abc', verificationCode: '12345a' },
    { password: 'A1'.repeat(40), captcha: 5 },
    { registerMethod: 'APP', firebaseChannel: 'mail' },
  ];
  const encrypted = Object.values(calls).filter((call) => call.encrypted);

  it.each(encrypted)('$method $path', async (call) => {
    for (const payload of payloads) {
      const method = call.method === 'PUT' ? 'PUT' : 'POST';
      const response = await encryptedSend(up.app, method, call.path, payload, {
        Authorization: token,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(isErrorCode(failureSchema.parse(response.json()).errorCode)).toBe(true);
    }
  });
});

describe('the database', () => {
  it('was not changed by any request of this file', async () => {
    expect(await fingerprint(up.db)).toBe(before);
  });
});
