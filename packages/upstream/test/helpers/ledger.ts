import type { Db } from '../../src/db/db.ts';
import { houseAccountId } from '../../src/ledger/accounts.ts';
import { memberBalances } from '../../src/ledger/balance.ts';
import { postTransaction } from '../../src/ledger/post.ts';
import { findMemberByAccount } from '../../src/members/members.ts';
import { findMerchant } from '../../src/merchants/merchants.ts';

export const demoIds = async (db: Db, account = 'demo_player') => {
  const merchant = await findMerchant(db, 'hisdemo1');
  if (!merchant) throw new Error('no demo merchant');
  const member = await findMemberByAccount(db, merchant.id, account);
  if (!member) throw new Error(`no ${account}`);
  const [wallet] = await db.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE member_id = $1',
    [member.id],
  );
  if (!wallet) throw new Error('no wallet');
  return {
    merchantId: merchant.id,
    memberId: member.id,
    walletId: wallet.id,
    fundingId: await houseAccountId(db, merchant.id, 'funding'),
    trialId: await houseAccountId(db, merchant.id, 'trial'),
  };
};

export const balanceCents = async (db: Db, memberId: number): Promise<bigint> =>
  (await memberBalances(db, memberId)).reduce((sum, wallet) => sum + wallet.cents, 0n);

/**
 * Twenty concurrent withdrawals of 1,000.00 from demo_player's 10,000.00: exactly ten may
 * succeed, and the balance must end at zero, never below.
 */
export const concurrentWithdrawals = async (db: Db) => {
  const ids = await demoIds(db);
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) =>
      db.transaction((tx) =>
        postTransaction(tx, {
          merchantId: ids.merchantId,
          kind: 'test.withdraw',
          idempotencyKey: `test:withdraw:${i}`,
          legs: [
            { accountId: ids.walletId, amountCents: -100_000n },
            { accountId: ids.fundingId, amountCents: 100_000n },
          ],
          now: new Date(),
        }),
      ),
    ),
  );
  return {
    succeeded: results.filter((r) => r.status === 'fulfilled').length,
    reasons: results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : [])),
    balance: await balanceCents(db, ids.memberId),
  };
};
