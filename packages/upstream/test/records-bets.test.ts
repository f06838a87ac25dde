import { describe, expect, it } from 'vitest';
import type { RecordStack } from './helpers/records.ts';
import {
  betRows,
  cents,
  expectRecordsAgree,
  playSome,
  recordCall,
  wideRange,
} from './helpers/records.ts';
import { loginToken } from './helpers/upstream.ts';
import { fileUpstream, resetBeforeEach } from './helpers/money.ts';

const up = fileUpstream();
const stack: RecordStack = up;
let player: string;
let other: string;

resetBeforeEach(up, async () => {
  player = await loginToken(up.app, 'demo_player', 'Demo1234');
  other = await loginToken(up.app, 'demo_down1', 'Demo1234');
});

const day = 86_400_000;
const zone = 7 * 3_600_000;
/** The platform's day (UTC+7) of an instant. */
const localDay = (ms: number) => new Date(ms + zone).toISOString().slice(0, 10);

/**
 * Plays on two of the platform's days: three slot rounds, then (after its midnight, and a new
 * login) four more and three lottery bets. Answers the two days.
 */
const playTwoDays = async () => {
  await playSome(stack, player, { slots: 3, lottery: false, prefix: 'a' });
  const before = up.clock.now().getTime();
  up.clock.advance(Math.floor((before + zone) / day + 1) * day - zone + 60_000 - before);
  player = await loginToken(up.app, 'demo_player', 'Demo1234');
  other = await loginToken(up.app, 'demo_down1', 'Demo1234');
  await playSome(stack, player, { slots: 4, lottery: true, prefix: 'b' });
  return [localDay(before), localDay(up.clock.now().getTime())] as const;
};

describe('betting record', () => {
  it("lists the member's rounds and lottery bets, newest first, with totals over the filter", async () => {
    const played = await playSome(stack, player, { slots: 6, lottery: true, prefix: 'p' });
    const theirs = await playSome(stack, other, { slots: 2, lottery: false, prefix: 'o' });
    await expectRecordsAgree(stack, player, 1_000_000n, played);
    await expectRecordsAgree(stack, other, 10_000n, theirs);

    const rows = await betRows(up.app, player);
    const times = rows.map((row) => row.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.every((row) => row.status === 'settled' && row.settledAt !== null)).toBe(true);
    expect(rows.every((row) => cents(row.net) === cents(row.payout) - cents(row.stake))).toBe(true);
    const lottery = rows.filter((row) => row.id.startsWith('L'));
    expect(lottery).toHaveLength(3);
    expect(lottery.every((row) => row.category === 'LOTT' && row.vendor === 'LTX')).toBe(true);
    expect(lottery.every((row) => row.gameCode === 'ZY_1MIN' && row.stake === '5.00')).toBe(true);
    const rounds = rows.filter((row) => row.id.startsWith('R'));
    expect(rounds.every((row) => row.vendor === 'HIS' && row.category === 'INHOUSE')).toBe(true);

    const theirIds = new Set((await betRows(up.app, other)).map((row) => row.id));
    expect(theirIds.size).toBe(2);
    expect(rows.some((row) => theirIds.has(row.id))).toBe(false);
  });

  it('filters by days, category and vendor, and pages through the same rows', async () => {
    const [day1, day2] = await playTwoDays();

    const first = await recordCall(up.app, 'bettingRecord', player, {
      from: day1,
      to: day1,
    });
    expect(first.total).toBe(3);
    const second = await betRows(up.app, player, { from: day2, to: day2 });
    expect(second).toHaveLength(7);

    const lottery = await recordCall(up.app, 'bettingRecord', player, {
      ...wideRange,
      category: 'LOTT',
    });
    expect(lottery.total).toBe(3);
    expect(lottery.totals.stake).toBe('15.00');
    expect(lottery.list.every((row) => row.category === 'LOTT')).toBe(true);
    const house = await recordCall(up.app, 'bettingRecord', player, {
      ...wideRange,
      vendor: 'HIS',
    });
    expect(house.total).toBe(7);
    const none = await recordCall(up.app, 'bettingRecord', player, {
      ...wideRange,
      category: 'INHOUSE',
      vendor: 'LTX',
    });
    expect(none).toMatchObject({ list: [], total: 0 });
    expect(none.totals).toEqual({ count: 0, stake: '0.00', payout: '0.00', net: '0.00' });

    // Without a range: the last seven days up to today, both days of play included.
    expect((await recordCall(up.app, 'bettingRecord', player)).total).toBe(10);
    const all = await recordCall(up.app, 'bettingRecord', player, { ...wideRange, pageSize: 100 });
    const paged = await betRows(up.app, player);
    expect(paged).toEqual(all.list);
    const beyond = await recordCall(up.app, 'bettingRecord', player, {
      ...wideRange,
      pageSize: 4,
      page: 4,
    });
    expect(beyond).toMatchObject({ list: [], total: 10, page: 4, pageSize: 4 });
    expect(beyond.totals).toEqual(all.totals);
  });

  it('shows an open crash round as pending with its stake, and nothing of other members', async () => {
    const response = await up.app.inject({
      method: 'POST',
      url: '/qa/crash/open',
      payload: JSON.stringify({ account: 'demo_player' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    const record = await recordCall(up.app, 'bettingRecord', player, wideRange);
    expect(record.list).toHaveLength(1);
    expect(record.list[0]).toMatchObject({ status: 'pending', settledAt: null, payout: '0.00' });
    expect(cents(record.totals.net)).toBe(-cents(record.totals.stake));
    expect((await recordCall(up.app, 'bettingRecord', other, wideRange)).total).toBe(0);
  });
});

describe('personal loss', () => {
  it('sums the betting record by day and category, with totals', async () => {
    const [day1, day2] = await playTwoDays();
    await playSome(stack, other, { slots: 2, lottery: false, prefix: 'o' });

    const profit = await recordCall(up.app, 'personalProfit', player, wideRange);
    const record = await recordCall(up.app, 'bettingRecord', player, wideRange);
    expect(profit.totals).toEqual(record.totals);
    expect(profit.days.map((d) => [d.day, d.count])).toEqual([
      [day1, 3],
      [day2, 7],
    ]);
    expect(profit.rows.map((r) => [r.day, r.category, r.count])).toEqual([
      [day1, 'INHOUSE', 3],
      [day2, 'INHOUSE', 4],
      [day2, 'LOTT', 3],
    ]);
    for (const category of profit.categories) {
      const filtered = await recordCall(up.app, 'bettingRecord', player, {
        ...wideRange,
        category: category.category,
      });
      const { category: name, ...totals } = category;
      expect(name).toBe(category.category);
      expect(totals).toEqual(filtered.totals);
    }
    const firstDay = await recordCall(up.app, 'personalProfit', player, { from: day1, to: day1 });
    const { day: shown, ...dayTotals } = profit.days[0] ?? { day: '' };
    expect(shown).toBe(day1);
    expect(firstDay.totals).toEqual(dayTotals);
  });
});
