import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberLotteryBetsSchema, openedNumbersSchema } from '@his/shared/schemas/lottery';
import { ledgerTotal } from '../src/ledger/balance.ts';
import { produceDueDraws } from '../src/play/lottery/draws.ts';
import { numeroOf } from '../src/play/lottery/numero.ts';
import { fingerprint } from './helpers/db.ts';
import { gameUrlOf, launch, playApi, valueOf } from './helpers/play.ts';
import { playFixture } from './helpers/players.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { envelope, get, loginToken, resetData, startTestUpstream } from './helpers/upstream.ts';

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

const opened = async (query = '') => {
  const response = await get(up.app, `/lgw/vn/numeros/opened/game${query}`);
  expect(response.statusCode).toBe(200);
  return openedNumbersSchema.parse(response.json());
};

const lotteryTicket = async (account = token) => {
  const url = gameUrlOf(await launch(up.app, account, { launchMode: 'LOTT' }));
  return url.searchParams.get('ticket') ?? '';
};

interface BetAnswer {
  bet: { betId: string; numero: string; number: string; status: string };
  balance: number;
  replayed: boolean;
}

/** Moves the clock to the next whole minute: the 1-minute game's betting has 30 s left to run. */
const toNextMinute = () => {
  const now = up.clock.now().getTime();
  up.clock.advance(60_000 - (now % 60_000));
  return up.clock.now().getTime();
};

const bet = (ticket: string, body: Record<string, unknown>) =>
  playApi(up.app, ticket, 'POST', '/play-api/lottery/bets', body);

describe('lottery draws', () => {
  it('exist for every interval boundary up to now, produced once, newest first', async () => {
    const now = up.clock.now().getTime();
    const minute = await opened('?gameCode=ZY_1MIN&count=100');
    expect(minute).toHaveLength(100);
    expect(minute[0]?.drawTime).toBe(Math.floor(now / 60_000) * 60_000);
    minute.forEach((draw, i) => {
      expect(draw.drawTime).toBe((minute[0]?.drawTime ?? 0) - i * 60_000);
      expect(draw.numbers[0]).toMatch(/^[0-9]{5}$/);
      expect(draw.numbers).toHaveLength(27);
    });
    // 10:00 UTC is 17:00 in UTC+7: the 1,021st minute of the day.
    expect(minute[0]?.numero).toBe('20260110-1021');
    expect(await opened('?gameCode=ZY_1MIN&count=100')).toEqual(minute);
    const again = await up.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lottery_draws GROUP BY lottery_game_id, numero HAVING count(*) > 1',
    );
    expect(again).toEqual([]);
  });

  it('follow the clock: a new boundary brings a new draw', async () => {
    const before = await opened('?gameCode=ZY_1MIN&count=1');
    up.clock.advance(59_000);
    expect(await opened('?gameCode=ZY_1MIN&count=1')).toEqual(before);
    up.clock.advance(1_000);
    const after = await opened('?gameCode=ZY_1MIN&count=2');
    expect(after[0]?.drawTime).toBe((before[0]?.drawTime ?? 0) + 60_000);
    expect(after[1]).toEqual(before[0]);
  });

  it('filter by game and prize mode, and count at most 100', async () => {
    const all = await opened();
    expect(all).toHaveLength(100);
    for (let i = 1; i < all.length; i += 1) {
      expect(all[i - 1]?.drawTime ?? 0).toBeGreaterThanOrEqual(all[i]?.drawTime ?? 0);
    }
    const sea = await opened('?prizeMode=SEA&count=20');
    expect(sea).toHaveLength(20);
    expect(sea.every((draw) => draw.prizeMode === 'SEA')).toBe(true);
    expect(await opened('?gameCode=NOPE')).toEqual([]);
    const refused = await get(up.app, '/lgw/vn/numeros/opened/game?count=101');
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).errorCode).toBe('request_param_err');
  });

  it('are produced once when producers race', async () => {
    const { merchant } = await playFixture(up.db);
    await Promise.all(
      Array.from({ length: 4 }, () => produceDueDraws(up.db, merchant.id, up.clock.now())),
    );
    const [dupes] = await up.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM lottery_draws
        GROUP BY lottery_game_id, draw_time HAVING count(*) > 1) d`,
    );
    expect(dupes?.n).toBe(0);
  });
});

describe('lottery bets', () => {
  it('debit the stake at once for the next draw, and close 30 s before it', async () => {
    const minute = toNextMinute();
    const ticket = await lotteryTicket();
    const placed = valueOf<BetAnswer>(
      await bet(ticket, { clientBetId: 'b1', gameCode: 'ZY_1MIN', number: '07', stake: 5 }),
    );
    expect(placed.balance).toBe(9995);
    expect(placed.bet).toMatchObject({
      number: '07',
      status: 'pending',
      numero: numeroOf(minute + 60_000, 60),
    });
    const replay = valueOf<BetAnswer>(
      await bet(ticket, { clientBetId: 'b1', gameCode: 'ZY_1MIN', number: '08', stake: 9 }),
    );
    expect(replay).toMatchObject({ replayed: true, balance: 9995, bet: placed.bet });
    up.clock.advance(30_000);
    const before = await fingerprint(up.db);
    const closed = await bet(ticket, {
      clientBetId: 'b2',
      gameCode: 'ZY_1MIN',
      number: '07',
      stake: 5,
    });
    expect(closed.statusCode).toBe(409);
    expect(envelope(closed).errorCode).toBe('lottery.betting.closed');
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('settle at the draw: the last two digits of the special prize win 70 × the stake', async () => {
    toNextMinute();
    const ticket = await lotteryTicket();
    for (let n = 0; n < 100; n += 1) {
      const number = String(n).padStart(2, '0');
      valueOf(
        await bet(ticket, { clientBetId: `all-${number}`, gameCode: 'ZY_1MIN', number, stake: 1 }),
      );
    }
    const pending = memberLotteryBetsSchema.parse(
      (await get(up.app, '/lotto/lgw/games/opened/numero', { Authorization: token })).json(),
    );
    expect(pending.every((b) => b.status === 'pending' && b.draw === null)).toBe(true);
    up.clock.advance(60_000);
    const settled = memberLotteryBetsSchema.parse(
      (await get(up.app, '/lotto/lgw/games/opened/numero', { Authorization: token })).json(),
    );
    const won = settled.filter((b) => b.status === 'won');
    expect(won).toHaveLength(1);
    expect(won[0]?.win).toBe(70);
    expect(won[0]?.number).toBe(won[0]?.draw?.numbers[0]?.slice(-2));
    expect(settled.filter((b) => b.status === 'lost')).toHaveLength(99);
    const session = valueOf<{ balance: number }>(
      await playApi(up.app, ticket, 'GET', '/play-api/session'),
    );
    expect(session.balance).toBe(10000 - 100 + 70);
    expect(await ledgerTotal(up.db)).toBe(0n);
    // Reading again settles nothing twice.
    await get(up.app, '/lotto/lgw/games/opened/numero', { Authorization: token });
    const [wins] = await up.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'lottery.win'`,
    );
    expect(wins?.n).toBe(1);
  });

  it('refuse short funds and unknown games, writing nothing', async () => {
    toNextMinute();
    const poor = await loginToken(up.app, 'demo_down1', 'Demo1234');
    const ticket = await lotteryTicket(poor);
    const before = await fingerprint(up.db);
    const short = await bet(ticket, {
      clientBetId: 'x',
      gameCode: 'ZY_1MIN',
      number: '11',
      stake: 100.01,
    });
    expect([short.statusCode, envelope(short).errorCode]).toEqual([409, 'funds.insufficient']);
    const unknown = await bet(ticket, {
      clientBetId: 'x',
      gameCode: 'NOPE',
      number: '11',
      stake: 1,
    });
    expect([unknown.statusCode, envelope(unknown).errorCode]).toEqual([404, 'not.found']);
    for (const body of [
      { clientBetId: 'x', gameCode: 'ZY_1MIN', number: '7', stake: 1 },
      { clientBetId: 'x', gameCode: 'ZY_1MIN', number: '100', stake: 1 },
      { clientBetId: 'x', gameCode: 'ZY_1MIN', number: '07', stake: 0 },
      { clientBetId: 'x', gameCode: 'zy', number: '07', stake: 1 },
      { gameCode: 'ZY_1MIN', number: '07', stake: 1 },
    ]) {
      const response = await bet(ticket, body);
      expect([response.statusCode, envelope(response).errorCode]).toEqual([
        400,
        'request_param_err',
      ]);
    }
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('list the games the member played last in the recent menu', async () => {
    const recent = async () =>
      (await get(up.app, '/lgw/vn/games/game_menu/recent', { Authorization: token })).json() as {
        gameCode: string;
      }[];
    expect(await recent()).toEqual([]);
    toNextMinute();
    const ticket = await lotteryTicket();
    valueOf(
      await bet(ticket, { clientBetId: 'r1', gameCode: 'SEA_LUCKY3', number: '42', stake: 1 }),
    );
    valueOf(await bet(ticket, { clientBetId: 'r2', gameCode: 'ZY_1MIN', number: '42', stake: 1 }));
    expect((await recent()).map((g) => g.gameCode)).toEqual(['ZY_1MIN', 'SEA_LUCKY3']);
    expect((await get(up.app, '/lgw/vn/games/game_menu/recent')).statusCode).toBe(401);
  });

  it('show the page its games, draws and bets', async () => {
    const minute = toNextMinute();
    const ticket = await lotteryTicket();
    valueOf(await bet(ticket, { clientBetId: 'p1', gameCode: 'ZY_1MIN', number: '42', stake: 1 }));
    const draws = valueOf<{ draws: { gameCode: string }[] }>(
      await playApi(up.app, ticket, 'GET', '/play-api/lottery/draws?gameCode=ZY_1MIN'),
    );
    expect(draws.draws).toHaveLength(10);
    expect(draws.draws.every((d) => d.gameCode === 'ZY_1MIN')).toBe(true);
    const bets = valueOf<{ bets: unknown[]; balance: number }>(
      await playApi(up.app, ticket, 'GET', '/play-api/lottery/bets'),
    );
    expect(bets).toMatchObject({ balance: 9999 });
    expect(bets.bets).toHaveLength(1);
    const session = valueOf<{ lottery: { games: { gameCode: string; closesAt: number }[] } }>(
      await playApi(up.app, ticket, 'GET', '/play-api/session'),
    );
    expect(session.lottery.games.find((g) => g.gameCode === 'ZY_1MIN')?.closesAt).toBe(
      minute + 30_000,
    );
  });
});
