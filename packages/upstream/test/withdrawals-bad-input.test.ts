import { beforeAll, describe, expect, it } from 'vitest';
import type { Withdrawal } from '@his/shared/schemas/withdraw';
import { fingerprint } from './helpers/db.ts';
import { envelope, get } from './helpers/upstream.ts';
import type { Withdrawer } from './helpers/withdrawals.ts';
import {
  answerReceipt,
  encryptedCall,
  newKey,
  paymentPassword,
  qaPost,
  readyWithdrawer,
  tinyPng,
  withdraw,
} from './helpers/withdrawals.ts';
import { fileUpstream } from './helpers/money.ts';

/**
 * Junk and another member's ids on every withdrawal call: each answers a coded error and, by a
 * fingerprint of every table, writes nothing.
 */
const up = fileUpstream();
let who: Withdrawer;
let other: Withdrawer;
let released: Withdrawal;
let othersWithdrawal: Withdrawal;

beforeAll(async () => {
  who = await readyWithdrawer(up.app, 'demo_player');
  other = await readyWithdrawer(up.app, 'demo_agent', '99990000');
  released = envelope(await withdraw(up.app, who, '50')).value as Withdrawal;
  await qaPost(up.app, '/qa/withdrawals/release', { id: released.id });
  othersWithdrawal = envelope(await withdraw(up.app, other, '60')).value as Withdrawal;
  await qaPost(up.app, '/qa/withdrawals/release', { id: othersWithdrawal.id });
});

const refusedWithoutWrites = async (
  send: () => Promise<{ statusCode: number; body: string }>,
  code: string,
) => {
  const before = await fingerprint(up.db);
  const response = await send();
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect((JSON.parse(response.body) as { errorCode: string }).errorCode).toBe(code);
  expect(await fingerprint(up.db)).toBe(before);
};

const fakePng = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('this is a text file named proof.png'),
]).toString('base64');
// A PNG's head and tail around 5 MB + 1 byte of filler: only the decoded size is wrong.
const pngBytes = Buffer.from(tinyPng, 'base64');
const oversized = Buffer.concat([
  pngBytes.subarray(0, 33),
  Buffer.alloc(5 * 1024 * 1024 - 45 + 1),
  pngBytes.subarray(-12),
]).toString('base64');

describe('bad input on the withdrawal calls', () => {
  it.each([
    ['0', 'request_param_err'],
    ['0.00', 'request_param_err'],
    ['-10', 'request_param_err'],
    ['10.001', 'request_param_err'],
    ['1e3', 'request_param_err'],
    ['9999999999999', 'request_param_err'],
    ['99999999999', 'withdraw.amount.max'],
    ['abc', 'request_param_err'],
    [12.5, 'request_param_err'],
    ['', 'request_param_err'],
  ])('withdraw amount %j: %s', async (amount, code) => {
    await refusedWithoutWrites(() => withdraw(up.app, who, amount), code);
  });

  it('refuses another member’s card, an unknown card and a string id', async () => {
    await refusedWithoutWrites(
      () => withdraw(up.app, who, '20', { cardId: other.cardId }),
      'bank.card.not.found',
    );
    await refusedWithoutWrites(
      () => withdraw(up.app, who, '20', { cardId: 999_999 }),
      'bank.card.not.found',
    );
    await refusedWithoutWrites(
      () => withdraw(up.app, who, '20', { cardId: String(who.cardId) }),
      'request_param_err',
    );
  });

  it('refuses more than the wallet holds', async () => {
    await qaPost(up.app, '/qa/withdrawals/settings', { maximumAmount: '100000' });
    await refusedWithoutWrites(() => withdraw(up.app, who, '20000'), 'funds.insufficient');
  });

  it('refuses a confirmation of another member’s withdrawal or an unknown one', async () => {
    for (const withdrawalId of [othersWithdrawal.id, 999_999]) {
      await refusedWithoutWrites(
        () => answerReceipt(up.app, who, { withdrawalId, received: true }),
        'withdrawal.not.found',
      );
    }
    await refusedWithoutWrites(
      () => answerReceipt(up.app, who, { withdrawalId: String(released.id), received: true }),
      'request_param_err',
    );
  });

  it('refuses bad proofs: fake png, oversized, none, four, not base64, proofs with received', async () => {
    const claim =
      (proofs: unknown, received = false) =>
      () =>
        answerReceipt(up.app, who, { withdrawalId: released.id, received, proofs });
    await refusedWithoutWrites(claim([fakePng]), 'withdrawal.proof.invalid');
    await refusedWithoutWrites(claim([tinyPng, oversized]), 'withdrawal.proof.invalid');
    await refusedWithoutWrites(claim([]), 'request_param_err');
    await refusedWithoutWrites(claim([tinyPng, tinyPng, tinyPng, tinyPng]), 'request_param_err');
    await refusedWithoutWrites(claim(['not base64 at all!']), 'request_param_err');
    await refusedWithoutWrites(claim([tinyPng], true), 'request_param_err');
  });

  it('refuses bad cards: unknown bank, short number, another member’s card removal', async () => {
    const add = (body: object) => () =>
      encryptedCall(
        up.app,
        'PUT',
        '/wps/member/bankCard',
        {
          bankCode: 'ABA',
          accountName: 'x',
          accountNumber: '12345678',
          password: paymentPassword,
          ...body,
        },
        { ...who.auth, 'Idempotency-Key': newKey() },
      );
    await refusedWithoutWrites(add({ bankCode: 'NOPE' }), 'request_param_err');
    await refusedWithoutWrites(add({ accountNumber: '12' }), 'request_param_err');
    await refusedWithoutWrites(add({ accountNumber: '001122334455' }), 'bank.card.exists');
    await refusedWithoutWrites(
      () =>
        encryptedCall(
          up.app,
          'DELETE',
          '/wps/member/bankCard',
          { bankCardId: other.cardId, password: paymentPassword },
          { ...who.auth, 'Idempotency-Key': newKey() },
        ),
      'bank.card.not.found',
    );
  });

  it('refuses bad payment passwords: not six digits, a mismatch, a string number', async () => {
    const put = (body: object) => () =>
      encryptedCall(up.app, 'PUT', '/wps/member/paymentPassword', body, who.auth);
    await refusedWithoutWrites(
      put({ password: 'abcdef', confirmPassword: 'abcdef' }),
      'request_param_err',
    );
    await refusedWithoutWrites(
      put({ password: '1234567', confirmPassword: '1234567' }),
      'request_param_err',
    );
    await refusedWithoutWrites(
      put({ password: 123456, confirmPassword: 123456 }),
      'request_param_err',
    );
    await refusedWithoutWrites(
      () =>
        encryptedCall(
          up.app,
          'POST',
          '/wps/member/paymentPassword',
          { oldPassword: paymentPassword, newPassword: '111111', confirmNewPassword: '222222' },
          who.auth,
        ),
      'password.mismatch',
    );
  });

  it('refuses bad report paging', async () => {
    await refusedWithoutWrites(
      () => get(up.app, '/wps/relay/MCS2_WithdrawTransactionReport?page=0', who.auth),
      'request_param_err',
    );
  });
});
