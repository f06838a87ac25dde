import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUpstream } from '../src/app.ts';
import type { RoundAnswer } from './helpers/play.ts';
import { launchTicket, playApi, valueOf } from './helpers/play.ts';
import { inhouseNodeId } from './helpers/players.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { loginToken, qa, resetData, startTestUpstream, testConfig } from './helpers/upstream.ts';
import { loadTemplateDb } from './helpers/db.ts';

let up: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());
beforeEach(() => resetData(up.app));

interface QaRounds {
  account: string;
  balance: number;
  totals: { stake: number; win: number };
  rounds: { kind: string; stake: number; win: number; status: string; nodeId: string }[];
}

const rounds = async (account: string) => {
  const response = await up.app.inject({ method: 'GET', url: `/qa/rounds?account=${account}` });
  expect(response.statusCode).toBe(200);
  return response.json<QaRounds>();
};

describe('QA controls of the games', () => {
  it("list a member's rounds with totals that reconcile with the balance", async () => {
    const token = await loginToken(up.app, 'demo_player', 'Demo1234');
    const nodeId = await inhouseNodeId(up.db, 'slot');
    const ticket = await launchTicket(up.app, token, nodeId);
    const minBet = valueOf<{ game: { minBet: number } }>(
      await playApi(up.app, ticket, 'GET', '/play-api/session'),
    ).game.minBet;
    for (let i = 0; i < 8; i += 1) {
      valueOf<RoundAnswer>(
        await playApi(up.app, ticket, 'POST', '/play-api/rounds', {
          clientRoundId: `qa-${i}`,
          stake: minBet,
        }),
      );
    }
    await qa(up.app, '/qa/crash/open', { account: 'demo_player' });
    const listed = await rounds('demo_player');
    expect(listed.rounds).toHaveLength(9);
    expect(listed.rounds[0]).toMatchObject({ kind: 'crash', status: 'open' });
    expect(listed.rounds[1]).toMatchObject({ kind: 'slot', nodeId, status: 'settled' });
    expect(listed.balance).toBeCloseTo(10000 - listed.totals.stake + listed.totals.win, 6);
    expect((await rounds('demo_agent')).rounds).toEqual([]);
    const unknown = await up.app.inject({ method: 'GET', url: '/qa/rounds?account=nobody' });
    expect(unknown.statusCode).toBe(404);
  });

  it('open one crash round per member', async () => {
    expect((await qa(up.app, '/qa/crash/open', { account: 'demo_agent' })).statusCode).toBe(200);
    const second = await qa(up.app, '/qa/crash/open', { account: 'demo_agent' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errorCode: 'game.unfinished' });
    expect((await qa(up.app, '/qa/crash/open', { account: 'nobody' })).statusCode).toBe(404);
  });

  it('switch maintenance of a game or a vendor, and refuse anything else', async () => {
    const nodeId = await inhouseNodeId(up.db, 'dice');
    expect((await qa(up.app, '/qa/games/maintenance', { nodeId, on: true })).json()).toEqual({
      nodeId,
      on: true,
    });
    const [row] = await up.db.query<{ on: boolean }>(
      'SELECT maintenance AS on FROM games WHERE node_id = $1',
      [nodeId],
    );
    expect(row?.on).toBe(true);
    for (const [body, status] of [
      [{ nodeId: '999999999', on: true }, 404],
      [{ vendor: 'NOPE', on: true }, 404],
      [{ nodeId, vendor: 'HIS', on: true }, 400],
      [{ on: true }, 400],
      [{ nodeId, on: 'yes' }, 400],
    ] as const) {
      expect((await qa(up.app, '/qa/games/maintenance', body)).statusCode).toBe(status);
    }
  });

  it('move the clock forward only', async () => {
    const before = up.clock.now().getTime();
    const moved = await qa(up.app, '/qa/clock/advance', { ms: 90_000 });
    expect(moved.json()).toEqual({ now: before + 90_000 });
    for (const ms of [0, -1, 1.5, 40_000_000_000]) {
      expect((await qa(up.app, '/qa/clock/advance', { ms })).statusCode).toBe(400);
    }
  });

  it('give a server with QA controls a clock that can be moved, and that a reset takes back', async () => {
    const db = await loadTemplateDb();
    const app = await buildUpstream(testConfig(), { db });
    try {
      const moved = await qa(app, '/qa/clock/advance', { ms: 3_600_000 });
      expect(moved.json<{ now: number }>().now).toBeGreaterThan(Date.now() + 3_500_000);
      // A reset is a new world: the seed at the system time again, however far the clock went
      // (records of "today" and the play timer's claimed slots follow the time a browser has).
      await db.query(
        `INSERT INTO scheduler_ticks (job, slot, instance, claimed_at) VALUES ('play', 1, 'x', now())`,
      );
      await qa(app, '/qa/reset');
      const after = await qa(app, '/qa/clock/advance', { ms: 1 });
      expect(after.json<{ now: number }>().now).toBeLessThan(Date.now() + 60_000);
      expect(await db.query('SELECT slot FROM scheduler_ticks')).toEqual([]);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
