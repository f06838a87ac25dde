import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '@his/shared/schemas/withdraw';
import { settleDue } from '../src/withdrawals/lifecycle.ts';
import { envelope, get, loginToken, send } from './helpers/upstream.ts';
import type { Withdrawer } from './helpers/withdrawals.ts';
import {
  answerReceipt,
  encryptedCall,
  newKey,
  paymentPassword,
  qaPost,
  readyWithdrawer,
  tinyJpeg,
  tinyPng,
  withdraw,
} from './helpers/withdrawals.ts';
import { fileUpstream, resetBeforeEach } from './helpers/money.ts';

const up = fileUpstream();
let who: Withdrawer;

resetBeforeEach(up, async () => {
  who = await readyWithdrawer(up.app, 'demo_player');
});

const valueOf = <T>(response: { statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { value: T }).value;
};

const balance = async () =>
  valueOf<{ sumBalance: number }>(await get(up.app, '/wps/v2/wallets/balance', who.auth))
    .sumBalance;

const settings = async () =>
  valueOf<{ availableBalance: string; pendingAmount: string; totalBalance: string }>(
    await get(up.app, '/wps/relay/MCSFE_getWithdrawSettings', who.auth),
  );

const asked = async (amount: string): Promise<Withdrawal> =>
  valueOf<Withdrawal>(await withdraw(up.app, who, amount));

/** A QA control's answer (plain JSON, no envelope). */
const qaValue = async (url: string, body: unknown): Promise<Withdrawal> => {
  const response = await qaPost(up.app, url, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Withdrawal>();
};

const release = (id: number) => qaValue('/qa/withdrawals/release', { id });

const statuses = (withdrawal: Withdrawal) => withdrawal.timeline.map((step) => step.status);

describe('payment password', () => {
  it('is set once, changed with the old one, and locked for 15 minutes after five misses', async () => {
    const auth = { Authorization: await loginToken(up.app, 'demo_down1', 'Demo1234') };
    expect(valueOf(await get(up.app, '/wps/member/hasWithdrawalPassword', auth))).toBe(false);
    const put = (body: object) =>
      encryptedCall(up.app, 'PUT', '/wps/member/paymentPassword', body, auth);
    const change = (oldPassword: string) =>
      encryptedCall(
        up.app,
        'POST',
        '/wps/member/paymentPassword',
        { oldPassword, newPassword: '111222', confirmNewPassword: '111222' },
        auth,
      );
    expect(envelope(await put({ password: '123456', confirmPassword: '654321' })).errorCode).toBe(
      'password.mismatch',
    );
    valueOf(await put({ password: '123456', confirmPassword: '123456' }));
    expect(valueOf(await get(up.app, '/wps/member/hasWithdrawalPassword', auth))).toBe(true);
    expect(envelope(await put({ password: '123456', confirmPassword: '123456' })).errorCode).toBe(
      'payment.password.exists',
    );
    for (let miss = 1; miss <= 4; miss += 1) {
      const wrong = envelope(await change('000000'));
      expect(wrong.errorCode).toBe('invalid.payment.pw');
      expect(wrong.value).toEqual({ remaining: 5 - miss });
    }
    const locked = envelope(await change('000000'));
    const unlockAt = up.clock.now().getTime() + 15 * 60_000;
    expect(locked).toMatchObject({
      errorCode: 'payment.password.locked',
      value: { lockedUntil: unlockAt },
    });
    expect(envelope(await change('123456')).errorCode).toBe('payment.password.locked');
    const state = valueOf<{ paymentPassword: unknown }>(
      await get(up.app, '/wps/relay/MCSFE_getWithdrawSettings', auth),
    );
    expect(state.paymentPassword).toEqual({ set: true, failures: 0, lockedUntil: unlockAt });
    up.clock.advance(15 * 60_000);
    valueOf(await change('123456'));
  });
});

describe('bank cards', () => {
  it('shows the number masked and lets only the owner remove a card', async () => {
    const cards = valueOf<{ id: number; accountNumberMasked: string; bankName: string }[]>(
      await get(up.app, '/wps/relay/MCS2_bankCards', who.auth),
    );
    expect(cards).toEqual([
      expect.objectContaining({
        id: who.cardId,
        accountNumberMasked: '****4455',
        bankName: 'ABA Bank',
      }),
    ]);
    expect(JSON.stringify(cards)).not.toContain('001122334455');
    const other = await readyWithdrawer(up.app, 'demo_agent', '77778888');
    const remove = (owner: Withdrawer, bankCardId: number) =>
      encryptedCall(
        up.app,
        'DELETE',
        '/wps/member/bankCard',
        { bankCardId, password: paymentPassword },
        { ...owner.auth, 'Idempotency-Key': newKey() },
      );
    expect(envelope(await remove(other, who.cardId)).errorCode).toBe('bank.card.not.found');
    expect(valueOf(await remove(who, who.cardId))).toEqual([]);
    expect(envelope(await withdraw(up.app, who, '50')).errorCode).toBe('bank.card.not.found');
  });
});

describe('withdrawal lifecycle', () => {
  it('holds the amount at once and returns it on rejection, with the reason on the timeline', async () => {
    const pending = await asked('100.50');
    expect(pending).toMatchObject({ amount: '100.50', status: 'pending', deadline: null });
    expect(await balance()).toBe(9_899.5);
    expect(await settings()).toMatchObject({
      availableBalance: '9899.50',
      pendingAmount: '100.50',
      totalBalance: '10000.00',
    });
    const rejected = await qaValue('/qa/withdrawals/reject', {
      id: pending.id,
      reason: 'name mismatch',
    });
    expect(rejected.status).toBe('rejected');
    expect(rejected.timeline.at(-1)).toMatchObject({ status: 'rejected', reason: 'name mismatch' });
    expect(await balance()).toBe(10_000);
    expect((await settings()).pendingAmount).toBe('0.00');
  });

  it('released → received pays the hold out: the balance stays down', async () => {
    const pending = await asked('200');
    const released = await release(pending.id);
    expect(released.deadline).toBe(up.clock.now().getTime() + 30 * 60_000);
    const list = valueOf<{ now: number; list: Withdrawal[] }>(
      await get(up.app, '/wps/relay/MCSFE_getPaymentConfirmationList', who.auth),
    );
    expect(list.now).toBe(up.clock.now().getTime());
    expect(list.list.map((w) => w.id)).toEqual([pending.id]);
    up.clock.advance(60_000);
    const received = valueOf<Withdrawal>(
      await answerReceipt(up.app, who, { withdrawalId: pending.id, received: true }),
    );
    expect(statuses(received)).toEqual(['pending', 'released', 'received']);
    expect(received.timeline[2]?.at).toBe(up.clock.now().getTime());
    expect(await balance()).toBe(9_800);
    expect((await settings()).pendingAmount).toBe('0.00');
  });

  it('not received with proof goes to review and ends refunded or paid', async () => {
    const first = await asked('300');
    await release(first.id);
    const claim = valueOf<Withdrawal>(
      await answerReceipt(up.app, who, {
        withdrawalId: first.id,
        received: false,
        proofs: [tinyPng, tinyJpeg],
      }),
    );
    expect(claim.status).toBe('underReview');
    const [stored] = await up.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawal_proofs WHERE withdrawal_id = $1',
      [first.id],
    );
    expect(stored?.n).toBe(2);
    expect(await balance()).toBe(9_700);
    const refunded = await qaValue('/qa/withdrawals/review', { id: first.id, outcome: 'refunded' });
    expect(statuses(refunded)).toEqual(['pending', 'released', 'underReview', 'refunded']);
    expect(await balance()).toBe(10_000);

    const second = await asked('400');
    await release(second.id);
    valueOf(
      await answerReceipt(up.app, who, {
        withdrawalId: second.id,
        received: false,
        proofs: [tinyPng],
      }),
    );
    const paid = await qaValue('/qa/withdrawals/review', {
      id: second.id,
      outcome: 'paid',
      reason: 'bank confirmed',
    });
    expect(paid.timeline.at(-1)).toMatchObject({ status: 'paid', reason: 'bank confirmed' });
    expect(await balance()).toBe(9_600);
  });

  it('counts an unconfirmed withdrawal as received after the deadline and never refunds it', async () => {
    await qaPost(up.app, '/qa/withdrawals/settings', { confirmationMinutes: 5 });
    const pending = await asked('150');
    await release(pending.id);
    up.clock.advance(5 * 60_000);
    const report = valueOf<{ list: Withdrawal[]; total: number }>(
      await get(up.app, '/wps/relay/MCS2_WithdrawTransactionReport', who.auth),
    );
    expect(report.total).toBe(1);
    expect(report.list[0]?.status).toBe('forcedReceived');
    expect(report.list[0]?.timeline.at(-1)?.at).toBe(up.clock.now().getTime());
    const late = await answerReceipt(up.app, who, {
      withdrawalId: pending.id,
      received: false,
      proofs: [tinyPng],
    });
    expect(envelope(late).errorCode).toBe('withdrawal.not.awaiting');
    expect(
      envelope(
        await qaPost(up.app, '/qa/withdrawals/review', { id: pending.id, outcome: 'refunded' }),
      ).errorCode,
    ).toBe('withdrawal.state.invalid');
    expect(await balance()).toBe(9_850);
  });

  it('is settled by the timer’s sweep without any read of the member', async () => {
    const pending = await asked('120');
    await release(pending.id);
    expect(await settleDue(up.db, up.clock.now(), null)).toBe(0);
    up.clock.advance(30 * 60_000);
    expect(await settleDue(up.db, up.clock.now(), null)).toBe(1);
    const [row] = await up.db.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE id = $1',
      [pending.id],
    );
    expect(row?.status).toBe('forcedReceived');
    expect(await settleDue(up.db, up.clock.now(), null)).toBe(0);
  });

  it('enforces the minimum, maximum and daily count and amount', async () => {
    await qaPost(up.app, '/qa/withdrawals/settings', {
      minimumAmount: '10',
      maximumAmount: '500',
      dailyCountLimit: 2,
      dailyAmountLimit: '600',
    });
    expect(envelope(await withdraw(up.app, who, '9.99'))).toMatchObject({
      errorCode: 'withdraw.amount.min',
      value: { minimumAmount: '10.00' },
    });
    expect(envelope(await withdraw(up.app, who, '500.01')).errorCode).toBe('withdraw.amount.max');
    await asked('400');
    expect(envelope(await withdraw(up.app, who, '200.01')).errorCode).toBe('withdraw.daily.amount');
    await asked('200');
    expect(envelope(await withdraw(up.app, who, '10')).errorCode).toBe('withdraw.daily.count');
    // The clock starts at 10:00 UTC: 14 hours later is the next day (and the token still lives).
    up.clock.advance(14 * 3_600_000);
    await asked('10');
  });

  it('refuses trial accounts', async () => {
    const trial = await send(up.app, 'POST', '/wps/session/login/freeplay', {
      os: 'linux',
      platform: 'W',
    });
    const auth = { Authorization: (envelope(trial).value as { token: string }).token };
    const response = await encryptedCall(
      up.app,
      'POST',
      '/wps/transaction/withdraw',
      { amount: '10', bankCardId: 1, password: paymentPassword },
      { ...auth, 'Idempotency-Key': newKey() },
    );
    expect(envelope(response).errorCode).toBe('account.trial');
  });
});
