import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeUpstream, token } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import {
  buildTestBff,
  challengeFor,
  logIn,
  present,
  sameOrigin,
  sessionCookieOf,
  withChallenge,
} from './helpers/bff.ts';

const password = 'Demo1234';
const captchaAnswer = 'Qx7Wz';

let upstream: FakeUpstream;
let app: FastifyInstance;
let lines: string[];

beforeEach(async () => {
  upstream = await startFakeUpstream();
  lines = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildTestBff(upstream.url, { LOG_LEVEL: 'trace' }, { logStream: sink });
});
afterEach(async () => {
  await app.close();
  await upstream.close();
});

describe('logging', () => {
  it('never writes a password, token, cookie, captcha or cipher value, even at trace level', async () => {
    await app.inject({ url: '/?token=page-token-xyz', headers: { accept: 'text/html' } });
    const captcha = await app.inject({ url: '/wps/captcha?t=1', headers: sameOrigin });
    const preLogin = present(sessionCookieOf(captcha), 'a pre-login session');
    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: {
        ...sameOrigin,
        cookie: `${preLogin}; other=cookie-value-123`,
        authorization: 'Bearer browser-secret',
      },
      payload: await withChallenge(app, {
        username: 'demo_player',
        password,
        captcha: captchaAnswer,
      }),
    });
    const cookie = present(sessionCookieOf(login), 'a session after login');
    await app.inject({ url: '/wps/v2/wallets/balance', headers: { cookie } });
    await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      payload: `{"username":"demo_player","password":"${password}",`,
    });
    await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...sameOrigin, cookie },
    });

    const sentLogin = present(
      upstream.requests.find((request) => request.path === '/wps/session/login'),
      'the login sent upstream',
    );
    const secrets = [
      password,
      token,
      'page-token-xyz',
      captchaAnswer,
      'cap-123',
      'cookie-value-123',
      'browser-secret',
      cookie.slice(cookie.indexOf('=') + 1),
      preLogin.slice(preLogin.indexOf('=') + 1),
      String(sentLogin.headers.encryption),
      String(sentLogin.headers['x-digest']),
    ];
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('"event":"login"');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('never writes the passwords, SMS codes or challenge solutions of the account flows', async () => {
    const secrets = {
      newPassword: 'Fresh-Secret-981',
      paymentPassword: 'Pay-Secret-552',
      smsCode: '493817',
      resetPassword: 'Reset-Secret-337',
    };
    const challenges = [await challengeFor(app), await challengeFor(app)];
    await app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: sameOrigin,
      payload: {
        username: 'new_player',
        password: secrets.newPassword,
        confirmPassword: secrets.newPassword,
        paymentPassword: secrets.paymentPassword,
        verificationCode: secrets.smsCode,
        challenge: challenges[0],
      },
    });
    await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: sameOrigin,
      payload: { mobileNum: '0987654321', countryDialingCode: '855', challenge: challenges[1] },
    });
    const cookie = await logIn(app);
    await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { ...sameOrigin, cookie },
      payload: {
        oldPassword: password,
        newPassword: secrets.newPassword,
        confirmNewPassword: secrets.newPassword,
      },
    });
    await app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      headers: sameOrigin,
      payload: {
        newPassword: secrets.resetPassword,
        mobileNum: '0987654321',
        verificationCode: secrets.smsCode,
      },
    });

    const log = lines.join('');
    expect(log).toContain('"event":"register"');
    expect(log).toContain('"event":"sms.send"');
    for (const secret of [
      ...Object.values(secrets),
      ...challenges,
      password,
      token,
      '0987654321',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
