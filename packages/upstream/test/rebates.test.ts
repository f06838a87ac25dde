import type { FastifyInstance } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import { ledgerTotal } from '../src/ledger/balance.ts';
import { seedRebateRates } from '../src/seed/points.ts';
import { claimRebate, errorOf, pointRead, pointsFingerprint } from './helpers/points.ts';
import type { RecordStack } from './helpers/records.ts';
import { cents, playSome, recordCall, walletCents, wideRange } from './helpers/records.ts';
import { trialToken } from './helpers/play.ts';
import { envelope, loginToken, resetData } from './helpers/upstream.ts';
import { newKey } from './helpers/withdrawals.ts';
import { describeOnEveryStore } from './helpers/stores.ts';

const rateOf = (category: string) =>
  BigInt(seedRebateRates.find(([c]) => c === category)?.[1] ?? 0);

interface Claimed {
  claim: { id: number; amount: string; validBet: string; categories: { category: string }[] };
  balance: string;
}

const parallel = 100;

/**
 * The rebate due once its watermark has passed the bets just played. A claim covers the bets
 * settled by transactions older than every transaction still running on the database; on a
 * PostgreSQL that other test files use at the same time, one of theirs holds it back while it
 * runs, so the due amount is read once it covers them (and a claim then pays exactly it).
 */
const dueCovering = async (app: FastifyInstance, auth: Record<string, string>, stake: bigint) => {
  await expect
    .poll(async () => cents((await pointRead(app, auth, 'rebateDue')).validBet), {
      timeout: 60_000,
    })
    .toBe(stake);
  return pointRead(app, auth, 'rebateDue');
};

const rebateChecks = (stack: () => RecordStack) => {
  beforeEach(async () => {
    await resetData(stack().app);
  });

  it('pays the rebate due since the last claim, by category, once', async () => {
    const { app, db } = stack();
    const token = await loginToken(app, 'demo_down1', 'Demo1234');
    const auth = { Authorization: token };
    const empty = await pointRead(app, auth, 'rebateDue');
    expect(empty.amount).toBe('0.00');
    expect(empty.lastClaimAt).toBeNull();
    expect(errorOf(await claimRebate(app, auth))).toBe('rebate.nothing.due');

    const played = await playSome(stack(), token, { slots: 4, lottery: true, prefix: 'rb' });
    const due = await dueCovering(app, auth, played.stakeCents);
    let total = 0n;
    for (const row of due.categories) {
      const amount = (cents(row.validBet) * rateOf(row.category)) / 10_000n;
      expect(cents(row.amount), row.category).toBe(amount);
      total += amount;
    }
    expect(cents(due.amount)).toBe(total);
    expect(total).toBeGreaterThan(0n);

    const start = await walletCents(app, token);
    const key = newKey();
    const first = await claimRebate(app, auth, key);
    expect(first.statusCode, first.body).toBe(200);
    const claimed = envelope(first).value as Claimed;
    expect(cents(claimed.claim.amount)).toBe(total);
    // The same request again answers the same claim and pays nothing more.
    expect(envelope(await claimRebate(app, auth, key)).value).toEqual(claimed);
    expect(errorOf(await claimRebate(app, auth))).toBe('rebate.nothing.due');
    expect(await walletCents(app, token)).toBe(start + total);

    const after = await pointRead(app, auth, 'rebateDue');
    expect(after.amount).toBe('0.00');
    expect(after.lastClaimAt).not.toBeNull();

    // Bets after the claim are the next claim's, and only they.
    const more = await playSome(stack(), token, { slots: 2, lottery: false, prefix: 'rb2' });
    await dueCovering(app, auth, more.stakeCents);
    const second = envelope(await claimRebate(app, auth)).value as Claimed;
    expect(cents(second.claim.validBet)).toBe(more.stakeCents);

    const history = await pointRead(app, auth, 'rebateHistory');
    expect(history.list.map((c) => c.id)).toEqual([second.claim.id, claimed.claim.id]);
    const bonus = await recordCall(app, 'bonusDetails', token, wideRange);
    expect(bonus.list.filter((row) => row.type === 'REBATE').map((row) => row.amount)).toEqual([
      second.claim.amount,
      claimed.claim.amount,
    ]);
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it(`${parallel} claims at once pay once`, async () => {
    const { app, db } = stack();
    const token = await loginToken(app, 'demo_down2', 'Demo1234');
    const auth = { Authorization: token };
    const played = await playSome(stack(), token, { slots: 3, lottery: false, prefix: 'race' });
    const due = await dueCovering(app, auth, played.stakeCents);
    const start = await walletCents(app, token);
    const answers = await Promise.all(
      Array.from({ length: parallel }, () => claimRebate(app, auth)),
    );
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(errorOf(refused)).toBe('rebate.nothing.due');
    }
    expect(await walletCents(app, token)).toBe(start + cents(due.amount));
    const [claims] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rebate_claims');
    expect(claims?.n).toBe(1);
    const [txns] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'rebate.claim'",
    );
    expect(txns?.n).toBe(1);
  });

  it('refuses trial accounts and a missing key, changing nothing', async () => {
    const { app, db } = stack();
    const before = await pointsFingerprint(db);
    const trial = { Authorization: await trialToken(app) };
    expect(errorOf(await claimRebate(app, trial))).toBe('account.trial');
    const due = await app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
      headers: { Merchant: 'hisdemo1', ...trial },
    });
    expect(envelope(due).errorCode).toBe('account.trial');
    const auth = { Authorization: await loginToken(app, 'demo_down3', 'Demo1234') };
    const noKey = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_claimManualRebate',
      headers: { Merchant: 'hisdemo1', 'content-type': 'application/json', ...auth },
      payload: '{}',
    });
    expect(envelope(noKey).errorCode).toBe('request_param_err');
    const extra = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_claimManualRebate',
      headers: {
        Merchant: 'hisdemo1',
        'content-type': 'application/json',
        'Idempotency-Key': newKey(),
        ...auth,
      },
      payload: '{"amount":"5.00"}',
    });
    expect(envelope(extra).errorCode).toBe('request_param_err');
    const badPage = await app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getManualRebateHistory?page=0',
      headers: { Merchant: 'hisdemo1', ...auth },
    });
    expect(envelope(badPage).errorCode).toBe('request_param_err');
    // The trial account's own wallet exists now; nothing else changed.
    const after = await pointsFingerprint(db);
    expect({ ...after, wallets: null, transactions: null }).toEqual({
      ...before,
      wallets: null,
      transactions: null,
    });
  });
};

describeOnEveryStore('cashback', rebateChecks);
