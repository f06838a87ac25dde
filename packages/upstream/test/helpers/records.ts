import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { calls } from '@his/shared/calls';
import type { BetRecord, TransactionRecord } from '@his/shared/schemas/records';
import { envelopeSchema } from '@his/shared/envelope';
import type { Clock } from '../../src/clock.ts';
import type { Db } from '../../src/db/db.ts';
import { centsToDecimal } from '../../src/ledger/money.ts';
import type { RoundAnswer } from './play.ts';
import { gameUrlOf, launch, launchTicket, playApi, valueOf } from './play.ts';
import { inhouseNodeId } from './players.ts';
import { get } from './upstream.ts';

/** What the record tests need of an upstream, on PGlite or PostgreSQL. */
export interface RecordStack {
  app: FastifyInstance;
  db: Db;
  clock: Clock & { advance(ms: number): void };
}

/** A whole range around the fake clock's start (2026-01-10), every record of a test inside it. */
export const wideRange = { from: '2025-12-01', to: '2026-02-01' };

/** Calls a record call and parses its answer with the registry's schema. */
export const recordCall = async <N extends keyof typeof calls>(
  app: FastifyInstance,
  name: N,
  token: string,
  query: Record<string, string | number> = {},
): Promise<z.output<(typeof calls)[N]['value']>> => {
  const call = calls[name];
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const response = await get(app, `${call.path}${search ? `?${search}` : ''}`, {
    Authorization: token,
  });
  if (response.statusCode !== 200) throw new Error(`${name}: ${response.body}`);
  const parsed = envelopeSchema(call.value).parse(response.json());
  return parsed.value as z.output<(typeof calls)[N]['value']>;
};

/** Every page of a paged record call, in order. */
const allPages = async <R>(
  fetchPage: (page: number) => Promise<{ list: R[]; total: number }>,
): Promise<R[]> => {
  const rows: R[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page);
    rows.push(...answer.list);
    if (answer.list.length === 0 || rows.length >= answer.total) return rows;
  }
};

export const cents = (amount: string): bigint => {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = '00'] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction);
  return negative ? -value : value;
};

export const betRows = (app: FastifyInstance, token: string, query: Record<string, string> = {}) =>
  allPages<BetRecord>((page) =>
    recordCall(app, 'bettingRecord', token, { ...wideRange, pageSize: 4, ...query, page }),
  );

export const movementRows = (
  app: FastifyInstance,
  token: string,
  query: Record<string, string> = {},
) =>
  allPages<TransactionRecord>((page) =>
    recordCall(app, 'transactionHistory', token, { ...wideRange, pageSize: 7, ...query, page }),
  );

/** The main wallet's balance in cents, as the balance call answers it. */
export const walletCents = async (app: FastifyInstance, token: string): Promise<bigint> => {
  const balance = await recordCall(app, 'balance', token);
  return BigInt(Math.round(balance.sumBalance * 100));
};

export interface Played {
  rounds: number;
  lotteryBets: number;
  stakeCents: bigint;
}

/**
 * Plays through the game pages' API as a player would: `slots` slot rounds, then (for a real
 * account) three lottery bets on the one-minute game, after moving the clock to a whole minute
 * so betting is open; then moves the clock past the draw and has the bets settled.
 */
export const playSome = async (
  stack: RecordStack,
  token: string,
  options: { slots: number; lottery: boolean; prefix: string },
): Promise<Played> => {
  const ticket = await launchTicket(stack.app, token, await inhouseNodeId(stack.db, 'slot'));
  const session = valueOf<{ game: { minBet: number } }>(
    await playApi(stack.app, ticket, 'GET', '/play-api/session'),
  );
  const stake = session.game.minBet * 2;
  let stakeCents = 0n;
  for (let i = 0; i < options.slots; i += 1) {
    valueOf<RoundAnswer>(
      await playApi(stack.app, ticket, 'POST', '/play-api/rounds', {
        clientRoundId: `${options.prefix}-spin-${i}`,
        stake,
      }),
    );
    stakeCents += BigInt(Math.round(stake * 100));
  }
  if (!options.lottery) return { rounds: options.slots, lotteryBets: 0, stakeCents };
  const now = stack.clock.now().getTime();
  stack.clock.advance(60_000 - (now % 60_000));
  const url = gameUrlOf(await launch(stack.app, token, { launchMode: 'LOTT' }));
  const lotteryTicket = url.searchParams.get('ticket') ?? '';
  for (const number of ['07', '42', '99']) {
    valueOf(
      await playApi(stack.app, lotteryTicket, 'POST', '/play-api/lottery/bets', {
        clientBetId: `${options.prefix}-bet-${number}`,
        gameCode: 'ZY_1MIN',
        number,
        stake: 5,
      }),
    );
    stakeCents += 500n;
  }
  stack.clock.advance(61_000);
  // The member's lottery read produces the draw and settles the bets now, so whatever a test
  // does next comes after their wins in the ledger.
  await get(stack.app, '/lotto/lgw/games/opened/numero', { Authorization: token });
  return { rounds: options.slots, lotteryBets: 3, stakeCents };
};

/**
 * The checks every backend must pass after a member has played (and nothing else moved their
 * wallet since `startCents`): the betting record's totals are its rows' sums and the wallet's
 * change; the personal loss agrees with it; every balance-after of the account record is the
 * ledger's own running sum and the newest is the wallet.
 */
export const expectRecordsAgree = async (
  stack: RecordStack,
  token: string,
  startCents: bigint,
  played: Played,
) => {
  const { app, db } = stack;
  const rows = await betRows(app, token);
  expect(rows).toHaveLength(played.rounds + played.lotteryBets);
  expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  const first = await recordCall(app, 'bettingRecord', token, { ...wideRange, pageSize: 4 });
  const sum = (pick: (row: BetRecord) => string) =>
    rows.reduce((total, row) => total + cents(pick(row)), 0n);
  expect(first.total).toBe(rows.length);
  expect(cents(first.totals.stake)).toBe(played.stakeCents);
  expect(cents(first.totals.stake)).toBe(sum((row) => row.stake));
  expect(cents(first.totals.payout)).toBe(sum((row) => row.payout));
  expect(cents(first.totals.net)).toBe(sum((row) => row.net));
  expect((await walletCents(app, token)) - startCents).toBe(cents(first.totals.net));

  const profit = await recordCall(app, 'personalProfit', token, wideRange);
  expect(profit.totals).toEqual(first.totals);
  expect(profit.days.reduce((total, day) => total + cents(day.net), 0n)).toBe(
    cents(first.totals.net),
  );
  expect(profit.rows.reduce((total, row) => total + row.count, 0)).toBe(rows.length);

  const moves = await movementRows(app, token);
  expect(cents(moves[0]?.balanceAfter ?? '')).toBe(await walletCents(app, token));
  for (const move of moves) {
    const [ledger] = await db.query<{ sum: string }>(
      `SELECT sum(e.amount_cents)::text AS sum FROM ledger_entries e
         WHERE e.account_id = (SELECT account_id FROM ledger_entries WHERE id = $1)
           AND e.id <= $1`,
      [move.id],
    );
    expect(move.balanceAfter).toBe(centsToDecimal(BigInt(ledger?.sum ?? '0')));
  }
};
