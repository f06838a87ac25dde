import { beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.ts';
import { ledgerTotal } from '../src/ledger/balance.ts';
import { type FakeClock } from './helpers/clock.ts';
import { createdDeposit, createDeposit, qaApprove } from './helpers/deposits.ts';
import { playRounds } from './helpers/mission-play.ts';
import { leaderboard, missionOf, missionSummary } from './helpers/missions.ts';
import { playSome, walletCents } from './helpers/records.ts';
import { trialToken } from './helpers/play.ts';
import { loginToken, qa } from './helpers/upstream.ts';
import { describeOnEveryStore } from './helpers/stores.ts';

interface Stack {
  app: FastifyInstance;
  db: Db;
  clock: FakeClock;
}

const hourMs = 3_600_000;
/** The fake clock starts on Saturday 2026-01-10 at 10:00 UTC, 17:00 on the platform's day. */
const untilMidnight = 7 * hourMs;

const auth = (token: string) => ({ Authorization: token });

/**
 * Progress read from the member's own rows in the platform's day and week: logins, credited
 * deposits, valid bets (settled stakes, by game) and settled rounds, each period from its
 * midnight (UTC+7) to the next.
 */
const progressChecks = (stack: () => Stack) => {
  beforeEach(async () => {
    await qa(stack().app, '/qa/reset');
  });

  it('counts the logins of the day and starts again at midnight (UTC+7)', async () => {
    const { app, clock } = stack();
    const token = await loginToken(app, 'demo_player', 'Demo1234');
    const first = await missionOf(app, auth(token), 'login');
    expect(first).toMatchObject({ measure: 'count', progress: '1', target: '1' });
    expect(first.status).toBe('claimable');
    expect(first.periodStart).toBe(Date.parse('2026-01-09T17:00:00Z'));
    expect(first.periodEnd).toBe(Date.parse('2026-01-10T17:00:00Z'));

    clock.advance(untilMidnight - 1);
    expect((await missionOf(app, auth(token), 'login')).status).toBe('claimable');
    clock.advance(1);
    // The same session goes on (its token lives a day), but no login happened today yet.
    const next = await missionOf(app, auth(token), 'login');
    expect(next).toMatchObject({ progress: '0', status: 'inProgress' });
    expect(next.periodStart).toBe(Date.parse('2026-01-10T17:00:00Z'));
    await loginToken(app, 'demo_player', 'Demo1234');
    expect((await missionOf(app, auth(token), 'login')).status).toBe('claimable');
  });

  it('counts valid bets and rounds by game, settled in the period', async () => {
    const { app, db, clock } = stack();
    const token = await loginToken(app, 'demo_player', 'Demo1234');
    await playRounds({ app, db }, token, { kind: 'slot', stake: 40, count: 2 });
    await playRounds({ app, db }, token, { kind: 'dice', stake: 25, count: 1 });
    let summary = await missionSummary(app, auth(token));
    const slotBet = () => summary.missions.find((m) => m.kind === 'bet' && m.game === 'slot');
    const rounds = () => summary.missions.find((m) => m.kind === 'rounds');
    const weeklyBet = () => summary.missions.find((m) => m.kind === 'bet' && m.period === 'weekly');
    expect(slotBet()).toMatchObject({
      measure: 'money',
      progress: '80.00',
      target: '100.00',
      status: 'inProgress',
    });
    expect(rounds()).toMatchObject({ measure: 'count', progress: '3', status: 'inProgress' });
    expect(weeklyBet()).toMatchObject({ progress: '105.00', target: '5000.00' });

    // Lottery bets count as rounds and valid bets once their draw has settled them.
    const played = await playSome({ app, db, clock }, token, {
      slots: 0,
      lottery: true,
      prefix: 'mission',
    });
    summary = await missionSummary(app, auth(token));
    expect(rounds()?.progress).toBe(String(3 + played.lotteryBets));
    expect(slotBet()?.progress).toBe('80.00');
    expect(weeklyBet()?.progress).toBe('120.00');

    // The third slot round passes the target: the progress shows the target, the mission waits.
    await playRounds({ app, db }, token, { kind: 'slot', stake: 40, count: 1 });
    summary = await missionSummary(app, auth(token));
    expect(slotBet()).toMatchObject({ progress: '100.00', status: 'claimable' });
    expect(summary.claimable).toBe(2);
  });

  it('counts a round at 23:59:59.999 in its day and one at midnight in the next', async () => {
    const { app, db, clock } = stack();
    const token = await loginToken(app, 'demo_player', 'Demo1234');
    clock.advance(untilMidnight - 1);
    await playRounds({ app, db }, token, { kind: 'slot', stake: 60, count: 1 });
    expect((await missionOf(app, auth(token), 'bet')).progress).toBe('60.00');
    clock.advance(1);
    await playRounds({ app, db }, token, { kind: 'slot', stake: 30, count: 1 });
    expect((await missionOf(app, auth(token), 'bet')).progress).toBe('30.00');
    // Sunday 00:00 is still the week that began on Monday 2026-01-05.
    const week = await missionOf(app, auth(token), 'bet', 'weekly');
    expect(week.progress).toBe('90.00');
    expect(week.periodStart).toBe(Date.parse('2026-01-04T17:00:00Z'));
    expect(week.periodEnd).toBe(Date.parse('2026-01-11T17:00:00Z'));
    // Monday 00:00 starts a new week.
    clock.advance(24 * hourMs);
    const later = await loginToken(app, 'demo_player', 'Demo1234');
    const monday = await missionOf(app, auth(later), 'bet', 'weekly');
    expect(monday).toMatchObject({
      progress: '0.00',
      periodStart: Date.parse('2026-01-11T17:00:00Z'),
    });
  });

  it('counts credited deposits of the week, not pending ones', async () => {
    const { app } = stack();
    const token = await loginToken(app, 'demo_player', 'Demo1234');
    const approved = await createdDeposit(app, token, { channelId: 'QR_KHQR', amount: '300.00' });
    expect((await qaApprove(app, approved.reference)).statusCode).toBe(200);
    const pending = await createDeposit(app, token, { channelId: 'QR_KHQR', amount: '400.00' });
    expect(pending.statusCode).toBe(200);
    const deposit = () => missionOf(app, auth(token), 'deposit', 'weekly');
    expect(await deposit()).toMatchObject({
      measure: 'money',
      progress: '300.00',
      target: '500.00',
      status: 'inProgress',
    });
    const more = await createdDeposit(app, token, { channelId: 'QR_KHQR', amount: '250.00' });
    expect((await qaApprove(app, more.reference)).statusCode).toBe(200);
    expect(await deposit()).toMatchObject({ progress: '500.00', status: 'claimable' });
  });

  it('shows each member their own progress only, and ranks the board by valid bets', async () => {
    const { app, db } = stack();
    const player = await loginToken(app, 'demo_player', 'Demo1234');
    const agent = await loginToken(app, 'demo_agent', 'Demo1234');
    await playRounds({ app, db }, player, { kind: 'slot', stake: 200, count: 3 });
    await playRounds({ app, db }, agent, { kind: 'slot', stake: 20, count: 1 });
    const trial = await trialToken(app);
    await playRounds({ app, db }, trial, { kind: 'slot', stake: 900, count: 1 });

    expect((await missionOf(app, auth(player), 'bet')).progress).toBe('100.00');
    expect((await missionOf(app, auth(agent), 'bet')).progress).toBe('20.00');

    const board = await leaderboard(app, auth(agent));
    expect(board.list.map((entry) => entry.rank)).toEqual(board.list.map((_, i) => i + 1));
    const amounts = board.list.map((entry) => Number(entry.validBets));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // The seed's team players bet today too, a few units a round: demo_player leads.
    expect(board.list[0]).toMatchObject({ account: 'de***er', validBets: '600.00', own: false });
    expect(board.own.validBets).toBe('20.00');
    const rank = board.own.rank ?? 0;
    expect(rank).toBeGreaterThan(1);
    expect(rank).toBeGreaterThan(amounts.filter((amount) => amount > 20).length);
    const own = board.list.filter((entry) => entry.own);
    expect(own).toEqual(rank <= board.list.length ? [board.list[rank - 1]] : []);
    if (own[0]) expect(own[0]).toMatchObject({ account: 'de***nt', validBets: '20.00' });
    // Trial accounts play demo credit: never ranked.
    expect(board.list.some((entry) => entry.validBets === '900.00')).toBe(false);
    for (const entry of board.list) expect(entry.account).toContain('***');

    const down = await loginToken(app, 'demo_down1', 'Demo1234');
    expect((await leaderboard(app, auth(down))).own).toEqual({ rank: null, validBets: '0.00' });
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it('reads the weekly board over the week', async () => {
    const { app, db, clock } = stack();
    const player = await loginToken(app, 'demo_player', 'Demo1234');
    await playRounds({ app, db }, player, { kind: 'slot', stake: 70, count: 1 });
    clock.advance(untilMidnight);
    await loginToken(app, 'demo_player', 'Demo1234');
    await playRounds({ app, db }, player, { kind: 'slot', stake: 30, count: 1 });
    const day = await leaderboard(app, auth(player), 'daily');
    const week = await leaderboard(app, auth(player), 'weekly');
    expect(day.own.validBets).toBe('30.00');
    expect(week.own.validBets).toBe('100.00');
    expect(week.periodStart).toBe(Date.parse('2026-01-04T17:00:00Z'));
    expect(await walletCents(app, player)).toBeGreaterThan(0n);
  });
};

describeOnEveryStore('missions', progressChecks);
