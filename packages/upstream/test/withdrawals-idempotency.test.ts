import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '@his/shared/schemas/withdraw';
import { envelope, get } from './helpers/upstream.ts';
import type { Withdrawer } from './helpers/withdrawals.ts';
import {
  answerReceipt,
  encryptedCall,
  newKey,
  paymentPassword,
  qaPost,
  readyWithdrawer,
  withdraw,
} from './helpers/withdrawals.ts';
import { fileUpstream, resetBeforeEach } from './helpers/money.ts';

const up = fileUpstream();
let who: Withdrawer;

resetBeforeEach(up, async () => {
  who = await readyWithdrawer(up.app, 'demo_player');
});

const balance = async () =>
  envelope(await get(up.app, '/wps/v2/wallets/balance', who.auth)).value as { sumBalance: number };

const withdrawalRows = async () =>
  (await up.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals'))[0]?.n;

describe('idempotency keys on money calls', () => {
  it('answers a repeated withdrawal with the first result and moves money once', async () => {
    const key = newKey();
    const first = await withdraw(up.app, who, '250', { key });
    const again = await withdraw(up.app, who, '250', { key });
    expect(again.statusCode).toBe(200);
    expect(envelope(again).value).toEqual(envelope(first).value);
    expect((await balance()).sumBalance).toBe(9_750);
    expect(await withdrawalRows()).toBe(1);
  });

  it('moves money once when the same key arrives many times at once', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => withdraw(up.app, who, '10', { key })),
    );
    const ids = new Set(answers.map((answer) => (envelope(answer).value as Withdrawal).id));
    expect(ids.size).toBe(1);
    expect((await balance()).sumBalance).toBe(9_990);
    expect(await withdrawalRows()).toBe(1);
  });

  it('refuses the same key with another body and changes nothing', async () => {
    const key = newKey();
    await withdraw(up.app, who, '100', { key });
    const other = await withdraw(up.app, who, '200', { key });
    expect(envelope(other).errorCode).toBe('idempotency.key.reused');
    expect((await balance()).sumBalance).toBe(9_900);
    expect(await withdrawalRows()).toBe(1);
  });

  it('answers a repeated receipt confirmation with the first result', async () => {
    const asked = envelope(await withdraw(up.app, who, '100')).value as Withdrawal;
    await qaPost(up.app, '/qa/withdrawals/release', { id: asked.id });
    const key = newKey();
    const body = { withdrawalId: asked.id, received: true };
    const first = await answerReceipt(up.app, who, body, key);
    const again = await answerReceipt(up.app, who, body, key);
    expect(envelope(again)).toEqual(envelope(first));
    const steps = await up.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawal_steps WHERE withdrawal_id = $1`,
      [asked.id],
    );
    expect(steps[0]?.n).toBe(3);
    const payouts = await up.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'withdraw.payout'`,
    );
    expect(payouts[0]?.n).toBe(1);
  });

  it('refuses a money call without a well-formed key', async () => {
    const missing = await encryptedCall(
      up.app,
      'POST',
      '/wps/transaction/withdraw',
      { amount: '10', bankCardId: who.cardId, password: paymentPassword },
      who.auth,
    );
    expect(envelope(missing).errorCode).toBe('request_param_err');
    for (const key of ['short', 'x'.repeat(65), 'has spaces in it!!']) {
      expect(envelope(await withdraw(up.app, who, '10', { key }))).toMatchObject({
        errorCode: 'request_param_err',
        value: { fields: ['idempotency-key'] },
      });
    }
    expect(await withdrawalRows()).toBe(0);
  });
});
