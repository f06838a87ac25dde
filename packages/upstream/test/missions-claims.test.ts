import { beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { missionClaimSchema } from '@his/shared/schemas/missions';
import type { Db } from '../src/db/db.ts';
import { houseTotals, ledgerTotal } from '../src/ledger/balance.ts';
import { houseAccountId } from '../src/ledger/accounts.ts';
import { type FakeClock } from './helpers/clock.ts';
import { newKey } from './helpers/deposits.ts';
import { playRounds } from './helpers/mission-play.ts';
import {
  boardResponse,
  claim,
  missionOf,
  missionSummary,
  summaryResponse,
} from './helpers/missions.ts';
import { trialToken } from './helpers/play.ts';
import { walletCents } from './helpers/records.ts';
import { envelope, loginToken, qa } from './helpers/upstream.ts';
import { describeOnEveryStore } from './helpers/stores.ts';

interface Stack {
  app: FastifyInstance;
  db: Db;
  clock: FakeClock;
}

const auth = (token: string) => ({ Authorization: token });

/** What a failed claim must leave: no claim row, no reward transaction, no stored request. */
const written = async (db: Db) => {
  const [row] = await db.query<{ claims: number; rewards: number; requests: number }>(
    `SELECT (SELECT count(*)::int FROM mission_claims) AS claims,
            (SELECT count(*)::int FROM ledger_transactions WHERE kind = 'bonus.mission') AS rewards,
            (SELECT count(*)::int FROM money_requests WHERE call = 'missionClaim') AS requests`,
  );
  return row;
};

const claimChecks = (stack: () => Stack) => {
  beforeEach(async () => {
    await qa(stack().app, '/qa/reset');
  });

  it('pays a completed mission once from the house account, and again next period', async () => {
    const { app, db, clock } = stack();
    const token = await loginToken(app, 'demo_player', 'Demo1234');
    const login = await missionOf(app, auth(token), 'login');
    const before = await walletCents(app, token);
    const summaryBefore = await missionSummary(app, auth(token));
    const key = newKey();

    const first = await claim(app, auth(token), { missionId: login.id }, key);
    expect(first.statusCode, first.body).toBe(200);
    const paid = missionClaimSchema.parse(envelope(first).value);
    expect(paid).toMatchObject({ missionId: login.id, reward: '1.00', balance: '10001.00' });
    expect(paid.periodStart).toBe(login.periodStart);
    expect(await walletCents(app, token)).toBe(before + 100n);

    const after = await missionSummary(app, auth(token));
    expect(after.claimable).toBe(summaryBefore.claimable - 1);
    expect(after.missions.find((m) => m.id === login.id)).toMatchObject({
      status: 'claimed',
      claimedAt: paid.claimedAt,
    });

    // The same request again (a retry after no answer) answers the first result, moving nothing.
    const replay = await claim(app, auth(token), { missionId: login.id }, key);
    expect(replay.statusCode).toBe(200);
    expect(envelope(replay).value).toEqual(envelope(first).value);
    // Another request (a second tab) is refused.
    const again = await claim(app, auth(token), { missionId: login.id });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).errorCode).toBe('mission.claimed');
    expect(await walletCents(app, token)).toBe(before + 100n);
    expect(await written(db)).toEqual({ claims: 1, rewards: 1, requests: 1 });

    const [merchant] = await db.query<{ id: number }>(
      `SELECT id FROM merchants WHERE code = 'hisdemo1'`,
    );
    const house = await houseAccountId(db, merchant?.id ?? 0, 'missions');
    expect((await houseTotals(db, house)).cents).toBe(-100n);
    expect(await ledgerTotal(db)).toBe(0n);

    // Tomorrow is a new period: the login mission waits for a login, then pays again.
    clock.advance(7 * 3_600_000);
    const refused = await claim(app, auth(token), { missionId: login.id });
    expect(envelope(refused).errorCode).toBe('mission.incomplete');
    await loginToken(app, 'demo_player', 'Demo1234');
    const tomorrow = await claim(app, auth(token), { missionId: login.id });
    expect(tomorrow.statusCode, tomorrow.body).toBe(200);
    expect(await walletCents(app, token)).toBe(before + 200n);
    expect(await written(db)).toEqual({ claims: 2, rewards: 2, requests: 2 });
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it('pays once when 100 claims of one mission arrive at once', async () => {
    const { app, db } = stack();
    const token = await loginToken(app, 'demo_player', 'Demo1234');
    const login = await missionOf(app, auth(token), 'login');
    const before = await walletCents(app, token);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => claim(app, auth(token), { missionId: login.id })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(99);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(envelope(answer).errorCode).toBe('mission.claimed');
    }
    expect(await walletCents(app, token)).toBe(before + 100n);
    expect(await written(db)).toEqual({ claims: 1, rewards: 1, requests: 1 });
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it('refuses a mission not completed yet and writes nothing', async () => {
    const { app, db } = stack();
    const token = await loginToken(app, 'demo_player', 'Demo1234');
    await playRounds({ app, db }, token, { kind: 'slot', stake: 40, count: 2 });
    const slot = await missionOf(app, auth(token), 'bet');
    expect(slot.status).toBe('inProgress');
    const before = await walletCents(app, token);
    const refused = await claim(app, auth(token), { missionId: slot.id });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).errorCode).toBe('mission.incomplete');
    expect(await walletCents(app, token)).toBe(before);
    expect(await written(db)).toEqual({ claims: 0, rewards: 0, requests: 0 });

    await playRounds({ app, db }, token, { kind: 'slot', stake: 40, count: 1 });
    const done = await claim(app, auth(token), { missionId: slot.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(missionClaimSchema.parse(envelope(done).value).reward).toBe('5.00');
  });

  it("keeps each member's missions their own", async () => {
    const { app, db } = stack();
    const player = await loginToken(app, 'demo_player', 'Demo1234');
    const agent = await loginToken(app, 'demo_agent', 'Demo1234');
    await playRounds({ app, db }, player, { kind: 'slot', stake: 100, count: 1 });
    const slot = await missionOf(app, auth(player), 'bet');
    expect(slot.status).toBe('claimable');
    // demo_agent's slot mission is not complete: the player's rounds are not theirs.
    const refused = await claim(app, auth(agent), { missionId: slot.id });
    expect(envelope(refused).errorCode).toBe('mission.incomplete');

    const login = await missionOf(app, auth(player), 'login');
    expect((await claim(app, auth(player), { missionId: login.id })).statusCode).toBe(200);
    // The player's claim is theirs: demo_agent's login mission still waits to be claimed.
    expect((await missionOf(app, auth(agent), 'login')).status).toBe('claimable');
    const agentClaim = await claim(app, auth(agent), { missionId: login.id });
    expect(agentClaim.statusCode, agentClaim.body).toBe(200);
    expect(await written(db)).toEqual({ claims: 2, rewards: 2, requests: 2 });
  });

  it('answers a coded error for bad input and unknown missions, changing nothing', async () => {
    const { app, db } = stack();
    const token = await loginToken(app, 'demo_player', 'Demo1234');
    const before = await walletCents(app, token);
    const badBodies: unknown[] = [
      {},
      { missionId: 'one' },
      { missionId: 0 },
      { missionId: -3 },
      { missionId: 1.5 },
      { missionId: 2_147_483_648 },
      { missionId: 1, memberId: 2 },
      [],
    ];
    for (const body of badBodies) {
      const answer = await claim(app, auth(token), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(answer).errorCode).toBe('request_param_err');
    }
    const unknown = await claim(app, auth(token), { missionId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown)).toMatchObject({
      errorCode: 'mission.not.found',
      value: { field: 'missionId' },
    });
    // A switched-off mission is no mission of the member.
    const login = await missionOf(app, auth(token), 'login');
    await db.query('UPDATE missions SET active = false WHERE id = $1', [login.id]);
    expect(envelope(await claim(app, auth(token), { missionId: login.id })).errorCode).toBe(
      'mission.not.found',
    );
    const noKey = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_claimMission',
      headers: { Merchant: 'hisdemo1', 'content-type': 'application/json', ...auth(token) },
      payload: JSON.stringify({ missionId: login.id }),
    });
    expect(noKey.statusCode).toBe(400);
    expect(envelope(noKey)).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: ['idempotency-key'] },
    });
    for (const query of ['?period=monthly', '?period=', '?period=daily&page=2']) {
      const board = await boardResponse(app, auth(token), query);
      expect(board.statusCode, query).toBe(400);
      expect(envelope(board).errorCode).toBe('request_param_err');
    }
    expect(await walletCents(app, token)).toBe(before);
    expect(await written(db)).toEqual({ claims: 0, rewards: 0, requests: 0 });
  });

  it('refuses trial accounts and visitors', async () => {
    const { app, db } = stack();
    const trial = auth(await trialToken(app));
    const answers = [
      await summaryResponse(app, trial),
      await boardResponse(app, trial),
      await claim(app, trial, { missionId: 1 }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(envelope(answer).errorCode).toBe('account.trial');
    }
    for (const answer of [
      await summaryResponse(app, {}),
      await boardResponse(app, {}),
      await claim(app, {}, { missionId: 1 }),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(envelope(answer).errorCode).toBe('login.not.session');
    }
    expect(await written(db)).toEqual({ claims: 0, rewards: 0, requests: 0 });
  });
};

describeOnEveryStore('mission claims', claimChecks);
