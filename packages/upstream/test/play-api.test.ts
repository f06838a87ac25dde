import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { houseTotals, ledgerTotal } from '../src/ledger/balance.ts';
import { fingerprint } from './helpers/db.ts';
import type { RoundAnswer } from './helpers/play.ts';
import { launch, launchTicket, playApi, trialToken, valueOf } from './helpers/play.ts';
import { inhouseNodeId, playFixture } from './helpers/players.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { envelope, loginToken, qa, resetData, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;
let token: string;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());
beforeEach(async () => {
  await resetData(up.app);
  token = await loginToken(up.app, 'demo_player', 'Demo1234');
});

const round = (ticket: string, body: Record<string, unknown>) =>
  playApi(up.app, ticket, 'POST', '/play-api/rounds', body);
const balance = async (ticket: string) =>
  valueOf<{ balance: number }>(await playApi(up.app, ticket, 'GET', '/play-api/balance')).balance;
const minBetOf = async (ticket: string) =>
  valueOf<{ game: { minBet: number } }>(await playApi(up.app, ticket, 'GET', '/play-api/session'))
    .game.minBet;
const errorOf = (response: Awaited<ReturnType<typeof round>>) => ({
  status: response.statusCode,
  code: envelope(response).errorCode,
});

/** Every wallet's running balance equals the sum of its entries. */
const walletsAgree = async () => {
  const [row] = await up.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_accounts a
      WHERE a.balance_cents IS NOT NULL AND a.balance_cents <>
            (SELECT coalesce(sum(e.amount_cents), 0) FROM ledger_entries e WHERE e.account_id = a.id)`,
  );
  return row?.n === 0;
};

describe('slot and dice rounds', () => {
  it('moves stake and win through one ledger transaction and answers the new balance', async () => {
    const ticket = await launchTicket(up.app, token, await inhouseNodeId(up.db, 'slot'));
    const session = valueOf<{ balance: number; game: { minBet: number; gameName: string } }>(
      await playApi(up.app, ticket, 'GET', '/play-api/session'),
    );
    expect(session.balance).toBe(10000);
    const stake = session.game.minBet * 2;
    let expected = 1_000_000;
    for (let i = 0; i < 25; i += 1) {
      const answer = valueOf<RoundAnswer>(
        await round(ticket, { clientRoundId: `spin-${i}`, stake }),
      );
      expected += Math.round(answer.round.win * 100) - Math.round(stake * 100);
      expect(answer.round).toMatchObject({ kind: 'slot', stake, status: 'settled' });
      expect(answer.balance * 100).toBeCloseTo(expected, 6);
    }
    expect(await balance(ticket)).toBeCloseTo(expected / 100, 6);
    // demo_player's rounds (the seed has rounds of the demo team's players).
    const transactions = await up.db.query<{ legs: number }>(
      `SELECT count(e.id)::int AS legs FROM game_rounds r
         JOIN members m ON m.id = r.member_id AND m.account = 'demo_player'
         JOIN ledger_entries e ON e.transaction_id = r.transaction_id GROUP BY r.id`,
    );
    expect(transactions).toHaveLength(25);
    expect(transactions.every((t) => t.legs === 2 || t.legs === 4)).toBe(true);
    expect(await ledgerTotal(up.db)).toBe(0n);
    expect(await walletsAgree()).toBe(true);
  });

  it('answers a repeated client round id with the first round and moves nothing', async () => {
    const ticket = await launchTicket(up.app, token, await inhouseNodeId(up.db, 'dice'));
    const body = { clientRoundId: 'once', stake: 10, choice: { direction: 'over', target: 49 } };
    const first = valueOf<RoundAnswer>(await round(ticket, body));
    const again = valueOf<RoundAnswer>(
      await round(ticket, { ...body, stake: 50, choice: { direction: 'under', target: 5 } }),
    );
    expect(again.replayed).toBe(true);
    expect(again.round).toEqual(first.round);
    expect(again.balance).toBe(first.balance);
    const [count] = await up.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind LIKE 'round.dice%'`,
    );
    expect(count?.n).toBe(1);
    expect(first.round.outcome).toMatchObject({ direction: 'over', target: 49 });
  });

  it('refuses a stake the wallet cannot cover with funds.insufficient, writing nothing', async () => {
    const trial = await trialToken(up.app);
    const ticket = await launchTicket(up.app, trial, await inhouseNodeId(up.db, 'slot'));
    const before = await fingerprint(up.db);
    expect(errorOf(await round(ticket, { clientRoundId: 'big', stake: 2000.01 }))).toEqual({
      status: 409,
      code: 'funds.insufficient',
    });
    expect(await fingerprint(up.db)).toBe(before);
    // Exactly the balance is fine.
    expect(
      valueOf<RoundAnswer>(await round(ticket, { clientRoundId: 'all', stake: 2000 })).round.stake,
    ).toBe(2000);
  });

  it('plays trial rounds against the house trial account, never house:games', async () => {
    const trial = await trialToken(up.app);
    const ticket = await launchTicket(up.app, trial, await inhouseNodeId(up.db, 'slot'));
    const stake = await minBetOf(ticket);
    const { housesId } = await playFixture(up.db);
    const gamesBefore = await houseTotals(up.db, housesId.games);
    for (let i = 0; i < 5; i += 1) valueOf(await round(ticket, { clientRoundId: `t${i}`, stake }));
    const games = await houseTotals(up.db, housesId.games);
    const [trialHouse] = await up.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_transactions t
          ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE coalesce(a.parent_id, a.id) = $1 AND t.kind = 'round.slot'`,
      [housesId.trial],
    );
    expect(games.entries).toBe(gamesBefore.entries);
    expect(trialHouse?.n).toBeGreaterThanOrEqual(5);
    const [rounds] = await up.db.query<{ trial: boolean }>(
      `SELECT DISTINCT trial FROM game_rounds WHERE client_round_id NOT LIKE 'seed-%'`,
    );
    expect(rounds?.trial).toBe(true);
  });

  it('refuses new rounds of a game put under maintenance', async () => {
    const nodeId = await inhouseNodeId(up.db, 'slot');
    const ticket = await launchTicket(up.app, token, nodeId);
    await qa(up.app, '/qa/games/maintenance', { nodeId, on: true });
    expect(errorOf(await round(ticket, { clientRoundId: 'm', stake: 1 }))).toEqual({
      status: 409,
      code: 'game.maintenance',
    });
  });
});

describe('game tickets', () => {
  it('refuse a wrong, missing or expired ticket with game.ticket.invalid', async () => {
    const ticket = await launchTicket(up.app, token, await inhouseNodeId(up.db, 'slot'));
    const wrong = `${ticket.slice(0, -1)}${ticket.endsWith('A') ? 'B' : 'A'}`;
    for (const response of [
      await playApi(up.app, wrong, 'GET', '/play-api/balance'),
      await up.app.inject({ method: 'GET', url: '/play-api/balance' }),
      await up.app.inject({
        method: 'GET',
        url: '/play-api/balance',
        headers: { authorization: token },
      }),
    ]) {
      expect(errorOf(response)).toEqual({ status: 403, code: 'game.ticket.invalid' });
    }
    up.clock.advance(31 * 60_000);
    expect(errorOf(await playApi(up.app, ticket, 'GET', '/play-api/balance')).code).toBe(
      'game.ticket.invalid',
    );
  });

  it('stay valid while played: each use moves the expiry on', async () => {
    const ticket = await launchTicket(up.app, token, await inhouseNodeId(up.db, 'slot'));
    for (let i = 0; i < 3; i += 1) {
      up.clock.advance(20 * 60_000);
      expect(await balance(ticket)).toBe(10000);
    }
    up.clock.advance(30 * 60_000);
    expect(errorOf(await playApi(up.app, ticket, 'GET', '/play-api/balance')).code).toBe(
      'game.ticket.invalid',
    );
  });

  it('open only their own game: a lottery ticket plays no rounds, a game ticket bets no lottery', async () => {
    const lottery = new URL(
      (
        envelope(await launch(up.app, token, { launchMode: 'LOTT' })).value as {
          content: { game_url: string };
        }
      ).content.game_url,
    ).searchParams.get('ticket');
    expect(errorOf(await round(lottery ?? '', { clientRoundId: 'x', stake: 1 })).code).toBe(
      'game.ticket.invalid',
    );
    const slot = await launchTicket(up.app, token, await inhouseNodeId(up.db, 'slot'));
    const bet = await playApi(up.app, slot, 'POST', '/play-api/lottery/bets', {
      clientBetId: 'b',
      gameCode: 'NOPE',
      number: '12',
      stake: 1,
    });
    expect(errorOf(bet).code).toBe('game.ticket.invalid');
  });
});

describe('bad input', () => {
  it('answers 400 request_param_err and changes nothing', async () => {
    const slot = await launchTicket(up.app, token, await inhouseNodeId(up.db, 'slot'));
    const dice = await launchTicket(up.app, token, await inhouseNodeId(up.db, 'dice'));
    const before = await fingerprint(up.db);
    const bodies: [string, unknown][] = [
      [slot, {}],
      [slot, { clientRoundId: 'a', stake: 0 }],
      [slot, { clientRoundId: 'a', stake: -1 }],
      [slot, { clientRoundId: 'a', stake: 1.005 }],
      [slot, { clientRoundId: 'a', stake: 10_000.01 }],
      [slot, { clientRoundId: 'a', stake: '1' }],
      [slot, { clientRoundId: 'a b', stake: 1 }],
      [slot, { clientRoundId: 'x'.repeat(65), stake: 1 }],
      [slot, { clientRoundId: 'a', stake: 1, extra: true }],
      [slot, { clientRoundId: 'a', stake: 1, choice: { direction: 'over', target: 50 } }],
      [slot, { clientRoundId: 'a', stake: 0.01 }],
      [dice, { clientRoundId: 'a', stake: 1 }],
      [dice, { clientRoundId: 'a', stake: 1, choice: { direction: 'under', target: 99 } }],
      [dice, { clientRoundId: 'a', stake: 1, choice: { direction: 'over', target: 50, x: 1 } }],
      [slot, 'not json'],
      [slot, [1, 2]],
    ];
    for (const [ticket, body] of bodies) {
      const response = await up.app.inject({
        method: 'POST',
        url: '/play-api/rounds',
        headers: { authorization: `Ticket ${ticket}`, 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(errorOf(response), JSON.stringify(body)).toEqual({
        status: 400,
        code: 'request_param_err',
      });
    }
    const big = await playApi(up.app, slot, 'POST', '/play-api/rounds', {
      clientRoundId: 'a',
      stake: 1,
      pad: 'x'.repeat(2000),
    });
    expect(errorOf(big)).toEqual({ status: 400, code: 'request_param_err' });
    for (const url of ['/play-api/rounds/abc', '/play-api/rounds/0', '/play-api/balance?x=1']) {
      expect(errorOf(await playApi(up.app, slot, 'GET', url)).status).toBe(400);
    }
    expect(errorOf(await playApi(up.app, slot, 'GET', '/play-api/rounds/999999')).code).toBe(
      'not.found',
    );
    expect(await fingerprint(up.db)).toBe(before);
  });
});

describe('crash rounds', () => {
  it('debit the stake at once and credit the cash-out, once', async () => {
    const opened = (await qa(up.app, '/qa/crash/open', { account: 'demo_player' })).json() as {
      nodeId: string;
      round: RoundAnswer['round'];
    };
    expect(opened.round).toMatchObject({ status: 'open', outcome: { crashPoint: null } });
    const ticket = await launchTicket(up.app, token, opened.nodeId);
    const afterStake = await balance(ticket);
    expect(afterStake).toBe(10000 - opened.round.stake);
    up.clock.advance(20_000);
    const cashed = valueOf<RoundAnswer>(
      await playApi(up.app, ticket, 'POST', `/play-api/rounds/${opened.round.id}/cashout`, {}),
    );
    // 20 s in: e^(0.00006 × 20,000) = 3.32×.
    expect(cashed.round.outcome).toMatchObject({ cashedOutAt: 3.32, crashPoint: 1000 });
    expect(cashed.round.win).toBe(Math.floor(opened.round.stake * 332) / 100);
    expect(cashed.balance).toBeCloseTo(afterStake + cashed.round.win, 6);
    const again = valueOf<RoundAnswer>(
      await playApi(up.app, ticket, 'POST', `/play-api/rounds/${opened.round.id}/cashout`, {}),
    );
    expect(again.round).toEqual(cashed.round);
    expect(again.balance).toBe(cashed.balance);
    expect(await ledgerTotal(up.db)).toBe(0n);
  });

  it('settle as lost once the crash point has passed, on the next read', async () => {
    const opened = (await qa(up.app, '/qa/crash/open', { account: 'demo_player' })).json() as {
      nodeId: string;
      round: RoundAnswer['round'];
    };
    const ticket = await launchTicket(up.app, token, opened.nodeId);
    up.clock.advance(130_000);
    const read = valueOf<RoundAnswer>(
      await playApi(up.app, ticket, 'GET', `/play-api/rounds/${opened.round.id}`),
    );
    expect(read.round).toMatchObject({
      status: 'settled',
      win: 0,
      outcome: { crashPoint: 1000, cashedOutAt: null },
    });
    expect(read.balance).toBe(10000 - opened.round.stake);
    const late = valueOf<RoundAnswer>(
      await playApi(up.app, ticket, 'POST', `/play-api/rounds/${opened.round.id}/cashout`, {}),
    );
    expect(late.round.win).toBe(0);
  });

  it('open from the page, one at a time', async () => {
    const ticket = await launchTicket(up.app, token, await inhouseNodeId(up.db, 'crash'));
    const first = valueOf<RoundAnswer>(
      await round(ticket, { clientRoundId: 'c1', stake: 1, choice: { autoCashout: 1.5 } }),
    );
    expect(first.round.outcome).toMatchObject({ autoCashout: 1.5 });
    if (first.round.status === 'open') {
      expect(errorOf(await round(ticket, { clientRoundId: 'c2', stake: 1 }))).toEqual({
        status: 409,
        code: 'game.unfinished',
      });
      // 1.50× is reached after 6.8 s: the round then ends by itself, won or crashed before.
      up.clock.advance(7_000);
      const ended = valueOf<RoundAnswer>(
        await playApi(up.app, ticket, 'GET', `/play-api/rounds/${first.round.id}`),
      );
      expect(ended.round.status).toBe('settled');
      expect([0, 1.5]).toContain(ended.round.win);
    }
    expect(
      valueOf<RoundAnswer>(await round(ticket, { clientRoundId: 'c2', stake: 1 })).round.kind,
    ).toBe('crash');
    for (const choice of [
      { autoCashout: 1 },
      { autoCashout: 1.001 },
      { autoCashout: 1001 },
      { x: 1 },
    ]) {
      expect(errorOf(await round(ticket, { clientRoundId: 'c3', stake: 1, choice })).code).toBe(
        'request_param_err',
      );
    }
  });
});
