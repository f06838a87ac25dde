import { describe, expect, it } from 'vitest';
import { transactionTypeCodes } from '@his/shared/schemas/records';
import { postTransaction } from '../src/ledger/post.ts';
import { createdDeposit, qaApprove } from './helpers/deposits.ts';
import { trialToken } from './helpers/play.ts';
import { playFixture } from './helpers/players.ts';
import type { RecordStack } from './helpers/records.ts';
import {
  betRows,
  cents,
  movementRows,
  playSome,
  recordCall,
  walletCents,
  wideRange,
} from './helpers/records.ts';
import { loginToken } from './helpers/upstream.ts';
import { qaPost, readyWithdrawer, withdraw } from './helpers/withdrawals.ts';
import { fileUpstream, resetBeforeEach } from './helpers/money.ts';

const up = fileUpstream();
const stack: RecordStack = up;
let player: string;

resetBeforeEach(up, async () => {
  player = await loginToken(up.app, 'demo_player', 'Demo1234');
});

/** Posts a movement of `kind` from the house funding account into a member's main wallet. */
const credit = async (account: string, kind: string, amountCents: bigint) => {
  const { merchant, fundingId } = await playFixture(up.db);
  const [wallet] = await up.db.query<{ id: number }>(
    `SELECT a.id FROM ledger_accounts a JOIN members m ON m.id = a.member_id
      WHERE m.account = $1 AND a.account_type_id = 2`,
    [account],
  );
  await up.db.transaction((tx) =>
    postTransaction(tx, {
      merchantId: merchant.id,
      kind,
      idempotencyKey: `records-test:${account}:${kind}`,
      legs: [
        { accountId: fundingId, amountCents: -amountCents },
        { accountId: wallet?.id ?? 0, amountCents },
      ],
      now: up.clock.now(),
    }),
  );
};

describe('account record', () => {
  it('lists every wallet movement with its type (bets, payouts, a withdrawal hold and release, a deposit), and the balance after each one', async () => {
    await playSome(stack, player, { slots: 4, lottery: true, prefix: 'p' });
    const who = await readyWithdrawer(up.app, 'demo_player');
    const asked = (await withdraw(up.app, who, '25.50')).json<{ value: { id: number } }>();
    expect(
      (await qaPost(up.app, '/qa/withdrawals/reject', { id: asked.value.id, reason: 'test' }))
        .statusCode,
    ).toBe(200);

    const order = await createdDeposit(up.app, player, { channelId: 'QR_KHQR', amount: '40.05' });
    expect((await qaApprove(up.app, order.reference)).statusCode).toBe(200);

    const moves = await movementRows(up.app, player);
    expect(cents(moves[0]?.balanceAfter ?? '')).toBe(await walletCents(up.app, player));
    expect(moves[0]).toMatchObject({ type: 'DEPOSIT', amount: '40.05' });
    const oldestFirst = [...moves].reverse();
    oldestFirst.slice(1).forEach((move, i) => {
      const before = oldestFirst[i];
      expect(move.id).toBeGreaterThan(before?.id ?? 0);
      expect(cents(move.balanceAfter)).toBe(cents(before?.balanceAfter ?? '') + cents(move.amount));
    });

    const count = (type: string) => moves.filter((move) => move.type === type).length;
    const bets = await betRows(up.app, player);
    expect(count('BET')).toBe(7);
    expect(count('PAYOUT')).toBe(bets.filter((bet) => cents(bet.payout) > 0n).length);
    const hold = moves.find((move) => move.type === 'WITHDRAW_HOLD');
    const release = moves.find((move) => move.type === 'WITHDRAW_RELEASE');
    expect([hold?.amount, release?.amount]).toEqual(['-25.50', '25.50']);
    expect(moves.every((move) => move.accountTypeId === 2)).toBe(true);

    const onlyBets = await movementRows(up.app, player, { type: 'BET' });
    expect(onlyBets.map((move) => move.id)).toEqual(
      moves.filter((move) => move.type === 'BET').map((move) => move.id),
    );
    const staked = bets.reduce((total, bet) => total + cents(bet.stake), 0n);
    expect(onlyBets.reduce((total, move) => total + cents(move.amount), 0n)).toBe(-staked);
  });

  it("never shows another member's movements", async () => {
    const other = await loginToken(up.app, 'demo_down1', 'Demo1234');
    await playSome(stack, other, { slots: 3, lottery: false, prefix: 'o' });
    const mine = new Set((await movementRows(up.app, player)).map((move) => move.id));
    const theirs = await movementRows(up.app, other);
    expect(theirs.filter((move) => move.type === 'BET')).toHaveLength(3);
    expect(theirs.some((move) => mine.has(move.id))).toBe(false);
    expect(cents(theirs[0]?.balanceAfter ?? '')).toBe(await walletCents(up.app, other));
  });

  it('answers the type codes', async () => {
    expect(await recordCall(up.app, 'transactionTypes', player)).toEqual([...transactionTypeCodes]);
  });
});

describe('bonus details', () => {
  it("reads the member's bonus and rebate movements from the ledger", async () => {
    const empty = await recordCall(up.app, 'bonusDetails', player, wideRange);
    expect(empty).toMatchObject({ list: [], total: 0, sum: '0.00' });

    await credit('demo_player', 'bonus.welcome', 1234n);
    await credit('demo_player', 'rebate.daily', 110n);
    await credit('demo_player', 'goodwill', 5n);
    await credit('demo_down1', 'bonus.welcome', 999n);

    const details = await recordCall(up.app, 'bonusDetails', player, wideRange);
    expect(details.list.map((move) => [move.type, move.amount])).toEqual([
      ['REBATE', '1.10'],
      ['BONUS', '12.34'],
    ]);
    expect(details).toMatchObject({ total: 2, sum: '13.44' });
    const moves = await movementRows(up.app, player);
    expect(moves.slice(0, 3).map((move) => move.type)).toEqual(['ADJUSTMENT', 'REBATE', 'BONUS']);
    expect(cents(moves[0]?.balanceAfter ?? '')).toBe(await walletCents(up.app, player));
    const paged = await recordCall(up.app, 'bonusDetails', player, { ...wideRange, pageSize: 1 });
    expect(paged).toMatchObject({ total: 2, sum: '13.44' });
    expect(paged.list).toHaveLength(1);
  });
});

describe('trial accounts', () => {
  it('see their own demo credit and rounds', async () => {
    const trial = await trialToken(up.app);
    const played = await playSome(stack, trial, { slots: 2, lottery: false, prefix: 't' });
    const moves = await movementRows(up.app, trial);
    expect(moves.at(-1)).toMatchObject({ type: 'TRIAL_CREDIT', amount: '2000.00' });
    expect(moves.filter((move) => move.type === 'BET')).toHaveLength(2);
    const record = await recordCall(up.app, 'bettingRecord', trial, wideRange);
    expect(record.total).toBe(played.rounds);
    expect(cents(record.totals.stake)).toBe(played.stakeCents);
  });
});
