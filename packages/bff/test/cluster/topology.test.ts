import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { encryptRequest, sessionKeyFromBytes } from '@his/shared/platform-cipher';
import { loadUpstreamConfig } from '@his/upstream/config';
import { redisUrl } from '../helpers/redis.ts';
import type { Topology } from './topology.ts';
import { loginLimits, startTopology, until } from './topology.ts';
import { Visitor } from './visitor.ts';

// The multi-instance deployment as processes on this machine (see topology.ts). The in-process
// two-instance tests (multi-instance.test.ts) prove the stores are shared; this one proves the
// deployment: HAProxy's retries and header handling, the upstreams' shared keys, captchas and
// timer, and how the whole behaves when a bff dies or Redis restarts.

const databaseUrl = loadUpstreamConfig(process.env).databaseUrl;
const skipReason = !databaseUrl ? 'DATABASE_URL is unset' : !redisUrl ? 'REDIS_URL is unset' : null;
// REDIS_URL says this machine has Redis; the topology then runs a private redis-server of its
// own, because it restarts it, which would disturb every test sharing the machine's Redis.
if (skipReason) console.warn(`${skipReason}: the cluster topology test was skipped`);

const merchant = { merchant: 'hisdemo1' };

/** Calls an upstream process directly, as the bff would. */
const upstreamCall = async (
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
) => {
  const response = await request(new URL(path, base), {
    method,
    headers: { ...merchant, ...options.headers },
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  const body = await response.body.text();
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    body,
    cookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
  };
};

/** An encrypted login sent to `to` with the RSA key `keyFrom` served. */
const loginAcross = async (
  keyFrom: string,
  to: string,
  body: Record<string, string>,
  headers: Record<string, string>,
) => {
  const modulus = (await upstreamCall(keyFrom, 'GET', '/wps/session/key/rsa')).body;
  const encrypted = encryptRequest(
    { type: 'username', ...body },
    modulus,
    sessionKeyFromBytes(randomBytes(16)),
  );
  return upstreamCall(to, 'POST', '/wps/session/login', {
    body: JSON.stringify(encrypted.body),
    headers: { 'content-type': 'application/json', ...encrypted.headers, ...headers },
  });
};

const one = async <T extends object>(t: Topology, sql: string, params: unknown[] = []) => {
  const { rows } = await t.db.query<T & object>(sql, params);
  const [row] = rows;
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
};

describe.skipIf(skipReason !== null)('two bffs and two upstreams behind HAProxy', () => {
  let t: Topology;
  const visitors: Visitor[] = [];
  const visitor = (base: string, address?: string) => {
    const v = new Visitor(base, address);
    visitors.push(v);
    return v;
  };
  const [bffA, bffB] = [() => t.bffs[0]?.url ?? '', () => t.bffs[1]?.url ?? ''];
  const [upA, upB] = [() => t.upstreams[0]?.url ?? '', () => t.upstreams[1]?.url ?? ''];

  beforeAll(async () => {
    t = await startTopology(databaseUrl ?? '');
    const ready = async (url: string) => (await request(`${url}/bff/ready`)).statusCode === 200;
    await until('both bffs ready', async () => (await ready(bffA())) && (await ready(bffB())));
    await until('the site ready through HAProxy', () => ready(t.site));
  }, 120_000);
  afterAll(async () => {
    for (const v of visitors) v.close();
    await t?.close();
  }, 60_000);

  it(
    'shares sessions: made on A, used on B; logout on B ends it on A',
    { timeout: 20_000 },
    async () => {
      const onA = visitor(bffA());
      expect((await onA.logIn('demo_player', 'Demo1234')).status).toBe(200);
      const onB = onA.at(bffB());
      visitors.push(onB);
      expect(await onB.get('/bff/session').then((a) => a.json())).toMatchObject({ loggedIn: true });
      expect((await onB.get('/wps/v2/wallets/balance')).status).toBe(200);
      expect((await onB.call('DELETE', '/wps/session/logout')).status).toBe(200);
      expect(onB.cookie).toBeNull();
      expect(await onA.get('/bff/session').then((a) => a.json())).toMatchObject({
        loggedIn: false,
      });
      expect((await onA.get('/wps/v2/wallets/balance')).status).toBe(401);
    },
  );

  it(
    'shares the login throttle: attempts on A and B count together',
    { timeout: 20_000 },
    async () => {
      const onA = visitor(bffA(), '127.0.0.2');
      const onB = onA.at(bffB(), '127.0.0.2');
      visitors.push(onB);
      const statuses: number[] = [];
      for (let i = 0; i <= loginLimits.perAccountIp; i += 1) {
        const at = i % 2 === 0 ? onA : onB;
        statuses.push((await at.logIn('demo_down1', 'wrong-pass1')).status);
      }
      expect(statuses).toEqual([...Array(loginLimits.perAccountIp).fill(400), 429]);
    },
  );

  it(
    'counts a client by the address HAProxy saw, whatever X-Forwarded-For it sends',
    { timeout: 30_000 },
    async () => {
      const forger = visitor(t.site, '127.0.0.3');
      const statuses: number[] = [];
      for (let i = 0; i <= loginLimits.perIp; i += 1) {
        const forged = `203.0.113.${i + 1}`;
        const answer = await forger.logIn(`nobody_${i}`, 'wrong-pass1', {
          'x-forwarded-for': forged,
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, loginLimits.perIp).every((s) => s === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // The limit is per address, not global: another visitor still gets through.
      expect((await visitor(t.site, '127.0.0.4').logIn('nobody_x', 'wrong-pass1')).status).toBe(
        400,
      );
      // Nor can a forged X-Forwarded-Host make another origin look like the request's own (the
      // bff trusts HAProxy's hop, and HAProxy drops what the client sent).
      const forgedHost = await request(`${t.site}/wps/session/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf': '1',
          origin: 'http://localhost:9',
          'x-forwarded-host': 'localhost:9',
        },
        body: JSON.stringify({ username: 'nobody_y', password: 'wrong-pass1', type: 'username' }),
      });
      expect(forgedHost.statusCode).toBe(403);
      expect(await forgedHost.body.json()).toMatchObject({ errorCode: 'csrf.rejected' });
    },
  );

  it(
    'shares the RSA key, captchas and challenges between processes',
    { timeout: 30_000 },
    async () => {
      // A key served by one upstream decrypts on the other.
      const crossed = await loginAcross(
        upA(),
        upB(),
        { username: 'demo_down3', password: 'Demo1234' },
        {
          'x-forwarded-for': '198.51.100.1',
        },
      );
      expect(crossed.status, crossed.body).toBe(200);

      // Three failures on upstream 1 bring a captcha; its image, fetched there, opens upstream 2.
      const from = { 'x-forwarded-for': '198.51.100.2' };
      for (let i = 0; i < 3; i += 1) {
        await loginAcross(upA(), upA(), { username: 'demo_down2', password: 'wrong-pass1' }, from);
      }
      const refused = await loginAcross(
        upA(),
        upB(),
        { username: 'demo_down2', password: 'Demo1234' },
        from,
      );
      expect(JSON.parse(refused.body)).toMatchObject({ errorCode: 'captcha.invalid' });
      const image = await upstreamCall(upA(), 'GET', '/wps/captcha', { headers: from });
      const cookie = image.cookies
        .map((line) => line.split(';', 1)[0])
        .find((c) => c?.startsWith('captchaId='));
      const { answer } = JSON.parse(
        (await upstreamCall(upA(), 'GET', '/qa/captcha/last')).body,
      ) as {
        answer: string;
      };
      const solved = await loginAcross(
        upA(),
        upB(),
        { username: 'demo_down2', password: 'Demo1234', captcha: answer },
        { ...from, cookie: cookie ?? '' },
      );
      expect(solved.status, solved.body).toBe(200);

      // A challenge issued by bff A is redeemed on bff B, once.
      const onA = visitor(bffA(), '127.0.0.5');
      const challenge = await onA.challenge();
      const body = { username: 'demo_agent', password: 'Demo1234', type: 'username', challenge };
      const onB = onA.at(bffB(), '127.0.0.5');
      visitors.push(onB);
      expect((await onB.post('/wps/session/login', body)).status).toBe(200);
      expect((await onA.post('/wps/session/login', body)).json()).toMatchObject({
        errorCode: 'challenge.invalid',
      });

      // Through HAProxy, the key fetch and the login land on either upstream: every login works.
      const player = visitor(t.site, '127.0.0.6');
      for (let i = 0; i < loginLimits.perAccountIp; i += 1) {
        expect((await player.logIn('demo_down3', 'Demo1234')).status).toBe(200);
      }
    },
  );

  it(
    'settles a round opened on one upstream with the timer of the other',
    { timeout: 60_000 },
    async () => {
      const opened = JSON.parse(
        (
          await upstreamCall(upA(), 'POST', '/qa/crash/open', {
            body: JSON.stringify({ account: 'demo_down1' }),
            headers: { 'content-type': 'application/json' },
          })
        ).body,
      ) as { round?: { id: number } };
      const roundId = opened.round?.id;
      expect(roundId).toBeTypeOf('number');
      // Only upstream 2's clock reaches the round's end; nobody reads the member's rounds.
      await upstreamCall(upB(), 'POST', '/qa/clock/advance', {
        body: JSON.stringify({ ms: 130_000 }),
        headers: { 'content-type': 'application/json' },
      });
      await until(
        'the play timer to settle the round',
        async () =>
          (
            await one<{ status: string }>(t, 'SELECT status FROM game_rounds WHERE id = $1', [
              roundId,
            ])
          ).status === 'settled',
        30_000,
      );
      const ticks = await one<{ claims: number; slots: number }>(
        t,
        'SELECT count(*)::int AS claims, count(DISTINCT slot)::int AS slots FROM scheduler_ticks',
      );
      expect(ticks.claims).toBe(ticks.slots);
    },
  );

  it(
    'fails login and SMS closed (503) while Redis restarts, then recovers',
    { timeout: 60_000 },
    async () => {
      // A real restart of the private redis-server: stopped, then started on the same port.
      const site = visitor(t.site, '127.0.0.7');
      const sms = async () =>
        site.post('/wps/verification/sms/noLogin', {
          mobileNum: '012345678',
          countryDialingCode: '855',
          challenge: await site.challenge(),
        });
      const noneReady = t.haproxy.next(/backend bffs has no server available/);
      await t.redis.stop();
      await noneReady;
      const login = await site.logIn('demo_player', 'Demo1234');
      expect(login.status).toBe(503);
      expect(login.json()).toMatchObject({ errorCode: 'session.store.unavailable' });
      const send = await sms();
      expect(send.status).toBe(503);
      expect(send.json()).toMatchObject({ errorCode: 'session.store.unavailable' });
      // No bff is ready, yet HAProxy still sends what needs no store to the live ones.
      expect((await site.get('/')).status).toBe(200);
      expect((await site.get('/bff/ready')).status).toBe(503);

      const ready = [
        t.haproxy.next(/Server bffs\/bff1 is UP/),
        t.haproxy.next(/Server bffs\/bff2 is UP/),
      ];
      await t.redis.start();
      await Promise.all(ready);
      const back = await site.logIn('demo_player', 'Demo1234');
      expect(back.status, back.body).toBe(200);
      expect((await sms()).status).toBe(200);
    },
  );

  it(
    'loses no idempotent request and no money when a bff dies under load',
    { timeout: 60_000 },
    async () => {
      const player = visitor(t.site, '127.0.0.8');
      const first = await player.logIn('demo_player', 'Demo1234');
      expect(first.status, first.body).toBe(200);
      const wallet = `SELECT a.balance_cents::text AS cents FROM ledger_accounts a
      JOIN members m ON m.id = a.member_id WHERE m.account = 'demo_player'`;
      const before = (await one<{ cents: string }>(t, wallet)).cents;

      const reads: number[] = [];
      const freePlays: number[] = [];
      let stop = false;
      const paths = ['/wps/v2/wallets/balance', '/wps/member/info', '/bff/session'];
      // A connection that ends without an answer counts as status 0.
      const statusOf = (answer: Promise<{ status: number }>) =>
        answer.then(
          (a) => a.status,
          () => 0,
        );
      const reader = async (n: number) => {
        for (let i = n; !stop; i += 1)
          reads.push(await statusOf(player.get(paths[i % paths.length] ?? '')));
      };
      // Non-idempotent and money-making: each free play opens a trial account with demo credit.
      const freePlayer = async () => {
        while (!stop && freePlays.length < 8) {
          freePlays.push(
            await statusOf(visitor(t.site, '127.0.0.9').post('/wps/session/login/freeplay', {})),
          );
        }
      };
      const load = Promise.all([...[0, 1, 2, 3, 4, 5].map(reader), freePlayer()]);
      await until('load before the kill', async () => reads.length >= 40);
      const readsBeforeKill = reads.length;
      await t.bffs[0]?.process.stop('SIGKILL');
      await until('load after the kill', async () => reads.length >= readsBeforeKill + 150);
      stop = true;
      await load;

      expect(reads.filter((status) => status !== 200)).toEqual([]);
      // A free play the dead bff had already forwarded may have been answered to nobody (502, or
      // no answer at all); HAProxy never sent one twice (the trial accounts below).
      expect(freePlays.every((status) => [200, 502, 0].includes(status))).toBe(true);
      const completed = freePlays.filter((status) => status === 200).length;

      expect((await one<{ cents: string }>(t, wallet)).cents).toBe(before);
      expect(
        (
          await one<{ total: string }>(
            t,
            'SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ledger_entries',
          )
        ).total,
      ).toBe('0');
      const trial = await one<{ accounts: number; credit: string; each: number; house: string }>(
        t,
        `SELECT count(*)::int AS accounts, coalesce(sum(a.balance_cents), 0)::text AS credit,
              count(DISTINCT a.balance_cents)::int AS each,
              (SELECT coalesce(-sum(t.balance_cents), 0)::text FROM ledger_account_totals t
                 JOIN ledger_accounts h ON h.id = t.account_id WHERE h.code = 'house:trial') AS house
         FROM members m JOIN ledger_accounts a ON a.member_id = m.id WHERE m.type = 4`,
      );
      expect(trial.accounts).toBeGreaterThanOrEqual(completed);
      expect(trial.accounts).toBeLessThanOrEqual(freePlays.length);
      expect(trial.each).toBeLessThanOrEqual(1);
      expect(trial.credit).toBe(trial.house);
    },
  );
});
