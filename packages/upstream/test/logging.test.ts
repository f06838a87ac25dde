import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptRequest, sessionKeyFromBytes } from '@his/shared/platform-cipher';
import type { Db } from '../src/db/db.ts';
import { createLogger } from '../src/logger.ts';
import { loadTemplateDb } from './helpers/db.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { envelope, freshCaptcha, get, qa, send, startTestUpstream } from './helpers/upstream.ts';

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

  it('blanks secret fields in objects logged by hand', () => {
    const captured: string[] = [];
    const logger = createLogger(
      { logLevel: 'info' },
      { write: (line: string) => void captured.push(line) },
    );
    logger.info(
      {
        password: 'p1',
        body: { newPassword: 'p2', captcha: 'ABCDE', token: 't1' },
        headers: { cookie: 'c1', authorization: 'a1', 'set-cookie': 's1' },
        req: { url: '/wps/relay/x?token=t2&page=1' },
      },
      'by hand',
    );
    const line = captured.join('');
    for (const secret of ['p1', 'p2', 'ABCDE', 't1', 'c1', 'a1', 's1'])
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
