import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { ensureSeeded } from '../src/seed/seed.ts';
import { lastSmsCode, otherCode } from './helpers/accounts.ts';
import { fingerprint } from './helpers/db.ts';
import { privateSchema } from './helpers/postgres.ts';
import { bindWithCode, sendBindSms } from './helpers/profile.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { envelope, get, loginToken, send, startTestUpstream } from './helpers/upstream.ts';
import { tinyJpeg, tinyPng } from './helpers/withdrawals.ts';

/**
 * The profile of "My account" (issue 14): nickname, avatar, bound mobile and email. Every bad
 * input answers a coded error and, by a fingerprint of every table, writes nothing; what was
 * accepted is in the database and survives a restart.
 */
let up: TestUpstream;
let auth: { Authorization: string };

beforeAll(async () => {
  up = await startTestUpstream();
  auth = { Authorization: await loginToken(up.app, 'demo_down2', 'Demo1234') };
});
afterAll(() => up.close());

const valueOf = (response: LightMyRequestResponse): unknown => {
  expect(response.statusCode, response.body).toBe(200);
  return envelope(response).value;
};

const refusedWithoutWrites = async (
  request: () => Promise<LightMyRequestResponse>,
  code: string,
) => {
  const before = await fingerprint(up.db);
  const response = await request();
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(envelope(response).errorCode).toBe(code);
  expect(await fingerprint(up.db)).toBe(before);
};

const nickname = (value: unknown) =>
  send(up.app, 'PUT', '/wps/member/info/nickname', { nickname: value }, auth);
const avatar = (body: unknown) => send(up.app, 'PUT', '/wps/member/info/icon', body, auth);
const email = (value: unknown) =>
  send(up.app, 'PUT', '/wps/member/info/email', { email: value }, auth);

describe('nickname', () => {
  it('is trimmed, stored and answered as member info', async () => {
    expect(await nickname('  Lucky Star  ').then(valueOf)).toMatchObject({
      account: 'demo_down2',
      nickname: 'Lucky Star',
    });
    expect(await nickname('សំណាង').then(valueOf)).toMatchObject({ nickname: 'សំណាង' });
    expect(await nickname('幸运星').then(valueOf)).toMatchObject({ nickname: '幸运星' });
    const info = await get(up.app, '/wps/member/info', auth).then(valueOf);
    expect(info).toMatchObject({ nickname: '幸运星' });
  });

  it.each([
    ['one character', 'a', 'nickname.invalid'],
    ['21 characters', 'a'.repeat(21), 'nickname.invalid'],
    ['blank', '    ', 'nickname.invalid'],
    ['markup', '<b>x</b>', 'nickname.invalid'],
    ['two spaces in a row', 'Lucky  Star', 'nickname.invalid'],
    ['an emoji', 'Lucky🎲', 'nickname.invalid'],
    ['a number', 12345, 'request_param_err'],
    ['a control character', 'Lucky\u0007', 'request_param_err'],
  ])('refuses %s', async (_what, value, code) => {
    await refusedWithoutWrites(() => nickname(value), code);
  });

  it('tells the allowed length', async () => {
    expect(envelope(await nickname('a')).value).toEqual({ min: 2, max: 20 });
  });
});

describe('avatar', () => {
  const fakePng = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    Buffer.from('this is a text file named avatar.png'),
  ]).toString('base64');
  const pngBytes = Buffer.from(tinyPng, 'base64');
  const oversized = Buffer.concat([
    pngBytes.subarray(0, 33),
    Buffer.alloc(1024 * 1024 - 45 + 1),
    pngBytes.subarray(-12),
  ]).toString('base64');

  it('starts on static avatar 0 and switches to another static one', async () => {
    const fresh = { Authorization: await loginToken(up.app, 'demo_down3', 'Demo1234') };
    expect(await get(up.app, '/wps/relay/MCSFE_getPlayerAvatar', fresh).then(valueOf)).toEqual({
      avatar: '0',
      avatarType: 'STATIC',
    });
    expect(await avatar({ avatarType: 'STATIC', avatar: '7' }).then(valueOf)).toEqual({
      avatar: '7',
      avatarType: 'STATIC',
    });
    expect(await get(up.app, '/wps/member/info/icon', auth).then(valueOf)).toEqual({
      avatar: '7',
      avatarType: 'STATIC',
      image: null,
    });
  });

  it('stores a custom PNG or JPEG, checked by its bytes, and answers it back', async () => {
    expect(await avatar({ avatarType: 'CUSTOM', image: tinyJpeg }).then(valueOf)).toEqual({
      avatar: '0',
      avatarType: 'CUSTOM',
    });
    expect(await get(up.app, '/wps/member/info/icon', auth).then(valueOf)).toEqual({
      avatar: '0',
      avatarType: 'CUSTOM',
      image: { mediaType: 'image/jpeg', data: tinyJpeg },
    });
    await avatar({ avatarType: 'CUSTOM', image: tinyPng }).then(valueOf);
    expect(await get(up.app, '/wps/member/info/icon', auth).then(valueOf)).toMatchObject({
      image: { mediaType: 'image/png', data: tinyPng },
    });
  });

  it.each([
    ['a fake png (a text file with the signature)', { avatarType: 'CUSTOM', image: fakePng }],
    ['text', { avatarType: 'CUSTOM', image: Buffer.from('hello').toString('base64') }],
    ['an image of 1 MB + 1 byte', { avatarType: 'CUSTOM', image: oversized }],
    ['nothing', { avatarType: 'CUSTOM', image: '' }],
  ])('refuses %s with avatar.image.invalid', async (_what, body) => {
    await refusedWithoutWrites(() => avatar(body), 'avatar.image.invalid');
  });

  it.each([
    ['a static number out of range', { avatarType: 'STATIC', avatar: '12' }, 'avatar.invalid'],
    ['a static name', { avatarType: 'STATIC', avatar: 'cat' }, 'request_param_err'],
    ['an unknown type', { avatarType: 'GIF', avatar: '1' }, 'request_param_err'],
    ['an image on a static avatar', { avatarType: 'STATIC', image: tinyPng }, 'request_param_err'],
  ])('refuses %s', async (_what, body, code) => {
    await refusedWithoutWrites(() => avatar(body), code);
  });
});

describe('email', () => {
  it('binds a trimmed address and shows it masked', async () => {
    expect(await email(' Lucky.Star@Example.com ').then(valueOf)).toMatchObject({
      email: 'L***@Example.com',
    });
    expect(await get(up.app, '/wps/member/securityConfig', auth).then(valueOf)).toMatchObject({
      email: 'L***@Example.com',
    });
  });

  it.each([
    ['no @', 'lucky.example.com', 'email.invalid'],
    ['no domain', 'lucky@', 'email.invalid'],
    ['spaces inside', 'lu cky@example.com', 'email.invalid'],
    ['65 characters', `${'a'.repeat(53)}@example.com`, 'email.invalid'],
    ['a number', 42, 'request_param_err'],
  ])('refuses %s', async (_what, value, code) => {
    await refusedWithoutWrites(() => email(value), code);
  });
});

describe('mobile', () => {
  it('binds a number with its SMS code and shows it masked', async () => {
    expect(await bindWithCode(up.app, auth, '0961234500').then(valueOf)).toEqual({
      mobile: '096****4500',
      countryDialingCode: '+855',
      email: 'L***@Example.com',
    });
    expect(await get(up.app, '/wps/member/info', auth).then(valueOf)).toMatchObject({
      mobile: '096123****',
    });
  });

  it('refuses a wrong code, then accepts the right one', async () => {
    await sendBindSms(up.app, auth, '0961234501').then(valueOf);
    const { code } = await lastSmsCode(up.app, '0961234501');
    const bind = (verificationCode: string) =>
      send(
        up.app,
        'PUT',
        '/wps/member/info/mobile',
        { mobileNum: '0961234501', countryDialingCode: '+855', verificationCode },
        auth,
      );
    const wrong = await bind(otherCode(code));
    expect(envelope(wrong).errorCode).toBe('sms.code.invalid');
    expect(await bind(code).then(valueOf)).toMatchObject({ mobile: '096****4501' });
    // Used up: the same code a second time is refused.
    expect(envelope(await bind(code)).errorCode).toBe('sms.code.invalid');
  });

  it('refuses another member’s number before any code is sent', async () => {
    await refusedWithoutWrites(() => sendBindSms(up.app, auth, '012345678'), 'mobile.taken');
  });

  it.each([
    ['a code never sent', '0961234599', '123456', 'sms.code.invalid'],
    ['another member’s number', '012345678', '123456', 'mobile.taken'],
    ['a number breaking the rule', '12345', '123456', 'register.field.invalid'],
  ])('refuses %s and binds nothing', async (_what, mobileNum, verificationCode, code) => {
    const before = await get(up.app, '/wps/member/securityConfig', auth).then(valueOf);
    const response = await send(
      up.app,
      'PUT',
      '/wps/member/info/mobile',
      { mobileNum, countryDialingCode: '+855', verificationCode },
      auth,
    );
    expect(envelope(response).errorCode).toBe(code);
    expect(await get(up.app, '/wps/member/securityConfig', auth).then(valueOf)).toEqual(before);
  });

  it('needs a login for every profile call', async () => {
    for (const [method, url] of [
      ['GET', '/wps/member/securityConfig'],
      ['GET', '/wps/relay/MCSFE_getPlayerAvatar'],
      ['PUT', '/wps/member/info/nickname'],
      ['POST', '/wps/verification/sms/bind'],
    ] as const) {
      const response =
        method === 'GET' ? await get(up.app, url) : await send(up.app, method, url, {});
      expect(envelope(response).errorCode).toBe('login.not.session');
    }
  });
});

const restartScenario = async (open: () => Promise<Db>) => {
  const first = await open();
  await migrate(first);
  await ensureSeeded(first, 'hisdemo1', new Date());
  const before = await startTestUpstream({ db: first });
  const own = { Authorization: await loginToken(before.app, 'demo_down1', 'Demo1234') };
  await send(before.app, 'PUT', '/wps/member/info/nickname', { nickname: 'Kept' }, own);
  await send(
    before.app,
    'PUT',
    '/wps/member/info/icon',
    { avatarType: 'CUSTOM', image: tinyPng },
    own,
  );
  await send(before.app, 'PUT', '/wps/member/info/email', { email: 'kept@example.com' }, own);
  expect((await bindWithCode(before.app, own, '0961234502')).statusCode).toBe(200);
  await before.close();

  const after = await startTestUpstream({ db: await open() });
  try {
    const again = { Authorization: await loginToken(after.app, 'demo_down1', 'Demo1234') };
    const read = async (url: string) => envelope(await get(after.app, url, again)).value;
    expect(await read('/wps/member/info')).toMatchObject({ nickname: 'Kept' });
    expect(await read('/wps/member/info/icon')).toEqual({
      avatar: '0',
      avatarType: 'CUSTOM',
      image: { mediaType: 'image/png', data: tinyPng },
    });
    expect(await read('/wps/member/securityConfig')).toEqual({
      mobile: '096****4502',
      countryDialingCode: '+855',
      email: 'k***@example.com',
    });
  } finally {
    await after.close();
  }
};

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the profile across a restart (PGlite folder)', () => {
  it('keeps nickname, avatar, email and mobile', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'his-profile-'));
    folders.push(dir);
    await restartScenario(() => openPglite(dir));
  });
});

const url = loadUpstreamConfig(process.env).databaseUrl;
if (!url) {
  console.warn('DATABASE_URL is unset: the PostgreSQL variant of the profile test was skipped');
}

describe.skipIf(!url)('the profile across a restart (PostgreSQL schema)', () => {
  it('keeps nickname, avatar, email and mobile', { timeout: 120_000 }, async () => {
    const schema = await privateSchema(url ?? '', 'profile_restart');
    try {
      await restartScenario(() => openPostgres(schema.url));
    } finally {
      await schema.drop();
    }
  });
});
