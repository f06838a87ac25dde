import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptRequest, sessionKeyFromBytes } from '@his/shared/platform-cipher';
import type { Db } from '../src/db/db.ts';
import { createLogger } from '../src/logger.ts';
import { loadTemplateDb } from './helpers/db.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import {
  changePasswordWith,
  outbox,
  registerWith,
  resetByEmail,
  smsCode,
} from './helpers/accounts.ts';
import {
  encryptedLogin,
  encryptedSend,
  envelope,
  freshCaptcha,
  get,
  qa,
  send,
  startTestUpstream,
} from './helpers/upstream.ts';

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };

let broken = false;
let up: TestUpstream;

/** The template database, with a switch that makes every query fail like a lost connection. */
const breakable = (db: Db): Db => ({
  ...db,
  query: (sql, params) =>
    broken
      ? Promise.reject(new Error('connection lost: SELECT secret_table'))
      : db.query(sql, params),
});

beforeAll(async () => {
  up = await startTestUpstream({
    db: breakable(await loadTemplateDb()),
    logStream,
    config: { logLevel: 'trace' },
  });
});
afterAll(() => up.close());

const login = async (body: Record<string, string>, headers: Record<string, string> = {}) => {
  const modulus = (await get(up.app, '/wps/session/key/rsa')).body;
  const request = encryptRequest(
    { type: 'username', ...body },
    modulus,
    sessionKeyFromBytes(randomBytes(16)),
  );
  const response = await send(up.app, 'POST', '/wps/session/login', request.body, {
    ...request.headers,
    ...headers,
  });
  return { response, sent: request };
};

describe('log redaction', () => {
  it('never logs a password, token, cookie, captcha answer or cipher header', async () => {
    const secrets: string[] = ['Demo1234', 'Wrong-Pass-77'];
    const wrong = await login({ username: 'demo_player', password: 'Wrong-Pass-77' });
    secrets.push(wrong.sent.headers.Encryption, wrong.sent.body.value);
    await qa(up.app, '/qa/captcha/force', { on: true });
    const captcha = await freshCaptcha(up.app);
    secrets.push(captcha.answer, captcha.id);
    const ok = await login(
      { username: 'demo_player', password: 'Demo1234', captcha: captcha.answer },
      { cookie: captcha.cookie },
    );
    await qa(up.app, '/qa/captcha/force', { on: false });
    const token = (envelope(ok.response).value as { token: string }).token;
    secrets.push(token);
    await get(up.app, `/wps/member/info?token=${token}`, { Authorization: token });
    await send(up.app, 'DELETE', '/wps/session/logout', {}, { Authorization: token });
    const trial = envelope(await send(up.app, 'POST', '/wps/session/login/freeplay', {})).value as {
      token: string;
    };
    secrets.push(trial.token);

    const text = lines.join('');
    expect(text).toContain('"msg":"login succeeded"');
    expect(text).toContain('"code":"login.failed","msg":"login refused"');
    expect(text).toContain('"account":"demo_player"');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('never logs a password or SMS code of registration, change, resets or SMS login', async () => {
    lines.length = 0;
    const passwords = ['RegSecret1', 'MobSecret1', 'ChgSecret2', 'RstSecret3'];
    const codes: string[] = [];
    const tokens: string[] = [];
    const keep = (response: { body: string }) => {
      const value = (JSON.parse(response.body) as { value: { token?: string } | null }).value;
      if (value?.token) tokens.push(value.token);
      return value;
    };
    keep(
      await registerWith(up.app, {
        username: 'logged01',
        password: 'RegSecret1',
        confirmPassword: 'RegSecret1',
      }),
    );
    codes.push(await smsCode(up.app, 'register', '0961212121'));
    keep(
      await registerWith(
        up.app,
        {
          mobileNum: '0961212121',
          verificationCode: codes.at(-1),
          password: 'MobSecret1',
          confirmPassword: 'MobSecret1',
        },
        { mode: 'mobile' },
      ),
    );
    const token = tokens[0] ?? '';
    const changed = await changePasswordWith(up.app, token, {
      oldPassword: 'RegSecret1',
      newPassword: 'ChgSecret2',
    });
    codes.push(await smsCode(up.app, 'noLogin', '012345678'));
    const reset = await encryptedSend(up.app, 'POST', '/wps/member/password/verification', {
      newPassword: 'RstSecret3',
      mobileNum: '012345678',
      verificationCode: codes.at(-1),
    });
    codes.push(await smsCode(up.app, 'noLogin', '012345678'));
    keep(
      await encryptedLogin(up.app, { username: '012345678', password: codes.at(-1), type: 'sms' }),
    );
    await resetByEmail(up.app, 'demo_agent', 'nobody@example.com');
    const [mail] = await outbox(up.app);
    expect([changed.statusCode, reset.statusCode, tokens.length, mail]).toEqual([
      200,
      200,
      3,
      undefined,
    ]);

    const text = lines.join('');
    for (const message of ['member registered', 'password changed', 'sms code issued'])
      expect(text).toContain(`"msg":"${message}"`);
    expect(text).toContain('"msg":"password reset by sms"');
    for (const secret of [...passwords, ...tokens]) expect(text).not.toContain(secret);
    // Codes are six digits: look for them as whole numbers, not inside timestamps.
    for (const code of codes) expect(text).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  });

  it('never logs the temporary password of a reset by email', async () => {
    lines.length = 0;
    await resetByEmail(up.app, 'demo_player', 'demo_player@example.com');
    const [mail] = await outbox(up.app);
    const temporary = /^([A-Za-z0-9]{12})$/m.exec(mail?.body ?? '')?.[1] ?? '';
    expect(temporary).not.toBe('');
    const login = await encryptedLogin(up.app, { username: 'demo_player', password: temporary });
    expect(login.statusCode).toBe(200);
    const text = lines.join('');
    expect(text).toContain('"outcome":"sent"');
    expect(text).not.toContain(temporary);
    expect(text).not.toContain((envelope(login).value as { token: string }).token);
  });

  it('blanks secret fields in objects logged by hand', () => {
    const captured: string[] = [];
    const logger = createLogger(
      { logLevel: 'info' },
      { write: (line: string) => void captured.push(line) },
    );
    logger.info(
      {
        password: 'p1',
        body: { newPassword: 'p2', captcha: 'ABCDE', token: 't1', verificationCode: 'v1' },
        sms: { smsCode: 'm1', temporaryPassword: 'r1', confirmPassword: 'k1' },
        headers: { cookie: 'c1', authorization: 'a1', 'set-cookie': 's1' },
        req: { url: '/wps/relay/x?token=t2&page=1' },
      },
      'by hand',
    );
    const line = captured.join('');
    for (const secret of ['p1', 'p2', 'ABCDE', 't1', 'v1', 'm1', 'r1', 'k1', 'c1', 'a1', 's1'])
      expect(line).not.toContain(`"${secret}"`);
    expect(line).toContain('[redacted]');
  });

  it('keeps secret query parameters out of request logs', async () => {
    lines.length = 0;
    await get(up.app, '/wps/system/status?token=query-secret-1');
    const text = lines.join('');
    expect(text).toContain('/wps/system/status?token=[redacted]');
    expect(text).not.toContain('query-secret-1');
  });
});

describe('unexpected failures', () => {
  it('are logged in full but answered 500 internal.error without their text', async () => {
    lines.length = 0;
    broken = true;
    const response = await get(up.app, '/wps/system/whitelabel');
    broken = false;
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      value: null,
      message: 'internal error',
      errorCode: 'internal.error',
    });
    expect(response.body).not.toContain('secret_table');
    expect(lines.join('')).toContain('connection lost: SELECT secret_table');
  });
});
