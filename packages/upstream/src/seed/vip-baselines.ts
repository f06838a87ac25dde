import type { Queryable } from '../db/db.ts';
import { unitsToCents } from '../ledger/money.ts';

/**
 * The demo accounts' standing from before the seed (issue 16), in whole units: figures an
 * imported account brings, added to what its records hold. They match the ranks
 * `demo-members.ts` gives them (`vip/default-ranks.ts`): demo_player VIP1 (VIP2 asks 1,000.00
 * deposits and 10,000.00 valid bets), demo_agent VIP5 (VIP6 asks 100,000.00 and 1,000,000.00).
 */
const baselines: Readonly<Record<string, { deposits: number; validBets: number }>> = {
  demo_player: { deposits: 500, validBets: 2_500 },
  demo_agent: { deposits: 60_000, validBets: 650_000 },
};

export const seedVipBaselines = async (
  tx: Queryable,
  ids: ReadonlyMap<string, number>,
): Promise<void> => {
  for (const [account, figures] of Object.entries(baselines)) {
    const memberId = ids.get(account);
    if (memberId === undefined) throw new Error(`no demo member ${account}`);
    await tx.query(
      `INSERT INTO member_vip_baselines (member_id, deposit_cents, valid_bet_cents)
       VALUES ($1, $2, $3)`,
      [
        memberId,
        unitsToCents(figures.deposits).toString(),
        unitsToCents(figures.validBets).toString(),
      ],
    );
  }
};
