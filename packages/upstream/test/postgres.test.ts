import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../src/app.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { demoMembers } from '../src/seed/demo-members.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { ledgerTotal } from '../src/ledger/balance.ts';
import { fakeClock } from './helpers/clock.ts';
import { privateSchema } from './helpers/postgres.ts';
import { concurrentWithdrawals } from './helpers/ledger.ts';
import {
  changePasswordWith,
  newPlayer,
  otherCode,
  outbox,
  resetByEmail,
  smsCode,
} from './helpers/accounts.ts';
import {
  encryptedLogin,
  encryptedSend,
  envelope,
  freshCaptcha,
  get,
  loginToken,
  resetData,
  send,
  testConfig,
} from './helpers/upstream.ts';

/**
 * The storage and login tests again on a real PostgreSQL (`DATABASE_URL`, e.g.
 * postgres://postgres@127.0.0.1:5432/test). Each run works in its own fresh schema, chosen
 * through the connection's search_path and dropped at the end, so parallel runs never meet.
 */
const url = loadUpstreamConfig(process.env).databaseUrl;
if (!url)
  console.warn('DATABASE_URL is unset: the PostgreSQL variant of the upstream tests was skipped');

describe.skipIf(!url)('PostgreSQL storage', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    schema = await privateSchema(url ?? '', 'upstream_test');
    app = await buildUpstream(testConfig({ databaseUrl: schema.url }), { clock: fakeClock() });
    db = await openPostgres(schema.url);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await schema?.drop();
  });

  it('migrates into its own schema, once', async () => {
    const [where] = await db.query<{ schema: string }>(
      `SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'members'
         AND table_schema = $1`,
      [schema.name],
    );
    expect(where?.schema).toBe(schema.name);
    expect(await migrate(db)).toEqual([]);
    const again = await buildUpstream(testConfig({ databaseUrl: schema.url }), {
      clock: fakeClock(),
    });
    await again.close();
    const [members] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    expect(members?.n).toBe(demoMembers.length);
  });

  it('logs in, fails, asks for a captcha and lets the right captcha through', async () => {
    await resetData(app);
    const token = await loginToken(app, 'demo_player', 'Demo1234');
    const balance = (await get(app, '/wps/v2/wallets/balance', { Authorization: token })).json()
      .value;
    expect(balance.sumBalance).toBe(10000);
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        envelope(await encryptedLogin(app, { username: 'demo_agent', password: 'nope-nope1' }))
          .value,
      );
    }
    expect(answers).toEqual([{ captcha: false }, { captcha: false }, { captcha: true }]);
    const refused = await encryptedLogin(app, { username: 'demo_agent', password: 'Demo1234' });
    expect(envelope(refused).errorCode).toBe('captcha.invalid');
    const captcha = await freshCaptcha(app);
    const ok = await encryptedLogin(
      app,
      { username: 'demo_agent', password: 'Demo1234', captcha: captcha.answer },
      { cookie: captcha.cookie },
    );
    expect(ok.statusCode).toBe(200);
    expect(envelope(ok).value).toMatchObject({ userName: 'demo_agent', customerType: 1 });
  });

  it('lets one of two simultaneous registrations of a name through', async () => {
    await resetData(app);
    const first = await freshCaptcha(app);
    const second = await freshCaptcha(app);
    const results = await Promise.all(
      [
        { captcha: first, name: 'pgracer1' },
        { captcha: second, name: 'PGRACER1' },
      ].map(({ captcha, name }) =>
        encryptedSend(
          app,
          'PUT',
          '/wps/member/register',
          { ...newPlayer(name), captcha: captcha.answer },
          { cookie: captcha.cookie },
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused && envelope(refused).errorCode).toBe('username.taken');
  });

  it('checks no more than five of many simultaneous SMS code guesses', async () => {
    await resetData(app);
    const code = await smsCode(app, 'noLogin', '012345678');
    const guess = (password: string) =>
      encryptedLogin(app, { username: '012345678', password, type: 'sms' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => guess(otherCode(code))));
    expect(answers.every((a) => envelope(a).errorCode === 'login.failed')).toBe(true);
    const [row] = await db.query<{ tries: number }>(
      'SELECT failed_attempts AS tries FROM sms_codes',
    );
    expect(row?.tries).toBe(5);
    expect(envelope(await guess(code)).errorCode).toBe('login.failed');
    const fresh = await smsCode(app, 'noLogin', '012345678');
    expect(envelope(await guess(fresh)).value).toMatchObject({ userName: 'demo_player' });
  });

  it('resets by email and changes the password', async () => {
    await resetData(app);
    await resetByEmail(app, 'demo_player', 'demo_player@example.com');
    const [mail] = await outbox(app);
    const temporary = /^([A-Za-z0-9]{12})$/m.exec(mail?.body ?? '')?.[1] ?? '';
    const token = await loginToken(app, 'demo_player', temporary);
    const change = await changePasswordWith(app, token, {
      oldPassword: '',
      newPassword: 'Pg123456',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await loginToken(app, 'demo_player', 'Pg123456')).toBeTruthy();
  });

  it('keeps the ledger at zero through free play and concurrent withdrawals', async () => {
    await resetData(app);
    const trial = await send(app, 'POST', '/wps/session/login/freeplay', {});
    expect(trial.statusCode).toBe(200);
    const outcome = await concurrentWithdrawals(db);
    expect(outcome.succeeded).toBe(10);
    expect(outcome.balance).toBe(0n);
    expect(await ledgerTotal(db)).toBe(0n);
  });
});
