import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '@his/shared/schemas/withdraw';
import { fingerprint } from './helpers/db.ts';
import { get } from './helpers/upstream.ts';
import type { Withdrawer } from './helpers/withdrawals.ts';
import { qaPost, readyWithdrawer, withdraw } from './helpers/withdrawals.ts';
import { fileUpstream, resetBeforeEach } from './helpers/money.ts';

/** The withdrawals report a page at a time: newest first, the total, bounds, only mine. */
const up = fileUpstream();
let who: Withdrawer;
let other: Withdrawer;

resetBeforeEach(up, async () => {
  who = await readyWithdrawer(up.app, 'demo_player');
  other = await readyWithdrawer(up.app, 'demo_agent', '99990000');
  const limits = await qaPost(up.app, '/qa/withdrawals/settings', { dailyCountLimit: 50 });
  expect(limits.statusCode, limits.body).toBe(200);
});

interface Report {
  list: Withdrawal[];
  page: number;
  pageSize: number;
  total: number;
}

const report = async (auth: Withdrawer['auth'], query = ''): Promise<Report> => {
  const response = await get(up.app, `/wps/relay/MCS2_WithdrawTransactionReport${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { value: Report }).value;
};

/** `count` withdrawals of 10.00, 11.00, … in that order; their ids, oldest first. */
const withdrawals = async (by: Withdrawer, count: number, from = 10): Promise<number[]> => {
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const response = await withdraw(up.app, by, String(from + n));
    expect(response.statusCode, response.body).toBe(200);
    ids.push((JSON.parse(response.body) as { value: Withdrawal }).value.id);
  }
  return ids;
};

describe('withdrawals report paging', () => {
  it('answers the page asked for, newest first, with the total, and every withdrawal once', async () => {
    const mine = await withdrawals(who, 5);
    const newestFirst = [...mine].reverse();
    const first = await report(who.auth, '?page=1&pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(first.list.map((w) => w.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.list.map((w) => w.amount)).toEqual(['14.00', '13.00']);
    const second = await report(who.auth, '?page=2&pageSize=2');
    const third = await report(who.auth, '?page=3&pageSize=2');
    expect(third).toMatchObject({ page: 3, total: 5 });
    expect([...first.list, ...second.list, ...third.list].map((w) => w.id)).toEqual(newestFirst);
    expect(third.list[0]?.timeline.map((step) => step.status)).toEqual(['pending']);
  });

  it('answers an empty list with the total past the last page, and 20 a page by default', async () => {
    await withdrawals(who, 3);
    const beyond = await report(who.auth, '?page=9&pageSize=2');
    expect(beyond).toMatchObject({ list: [], page: 9, pageSize: 2, total: 3 });
    const plain = await report(who.auth);
    expect(plain).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect(plain.list).toHaveLength(3);
    expect(await report(who.auth, '?page=2')).toMatchObject({ list: [], pageSize: 20 });
  });

  it('keeps its order when a newer withdrawal comes: the page moves by one', async () => {
    const mine = await withdrawals(who, 4);
    const before = await report(who.auth, '?page=2&pageSize=2');
    expect(before.list.map((w) => w.id)).toEqual([mine[1], mine[0]]);
    const [newest] = await withdrawals(who, 1, 50);
    const first = await report(who.auth, '?page=1&pageSize=2');
    expect(first.list.map((w) => w.id)).toEqual([newest, mine[3]]);
    expect((await report(who.auth, '?page=3&pageSize=2')).list.map((w) => w.id)).toEqual([mine[0]]);
  });

  it('never answers another member’s withdrawals nor counts them', async () => {
    const mine = await withdrawals(who, 3);
    const theirs = await withdrawals(other, 3, 30);
    const page = await report(who.auth, '?page=1&pageSize=100');
    expect(page.total).toBe(3);
    expect(page.list.map((w) => w.id)).toEqual([...mine].reverse());
    const their = await report(other.auth, '?pageSize=2&page=2');
    expect(their).toMatchObject({ total: 3 });
    expect(their.list.map((w) => w.id)).toEqual([theirs[0]]);
  });

  it('refuses bad paging with request_param_err, and writes nothing', async () => {
    await withdrawals(who, 2);
    const before = await fingerprint(up.db);
    for (const query of [
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      'page=100001',
      'pageSize=0',
      'pageSize=101',
      'pageSize=2.5',
      'pageSize=',
      'page=1&sort=asc',
    ]) {
      const response = await get(
        up.app,
        `/wps/relay/MCS2_WithdrawTransactionReport?${query}`,
        who.auth,
      );
      expect(response.statusCode, query).toBe(400);
      expect((JSON.parse(response.body) as { errorCode: string }).errorCode, query).toBe(
        'request_param_err',
      );
    }
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('takes the largest page size there is', async () => {
    await withdrawals(who, 3);
    expect(await report(who.auth, '?page=100000&pageSize=100')).toMatchObject({
      list: [],
      page: 100_000,
      pageSize: 100,
      total: 3,
    });
  });
});
