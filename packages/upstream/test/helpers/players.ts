import type { Db } from '../../src/db/db.ts';
import { createMemberWallet, houseAccountId } from '../../src/ledger/accounts.ts';
import { postTransaction } from '../../src/ledger/post.ts';
import { insertMember } from '../../src/members/members.ts';
import { findMerchant } from '../../src/merchants/merchants.ts';
import type { RoundPlayer } from '../../src/play/round-store.ts';

/** The seeded merchant and the first in-house game of each kind (row ids). */
export const playFixture = async (db: Db) => {
  const merchant = await findMerchant(db, 'hisdemo1');
  if (!merchant) throw new Error('no demo merchant');
  const rows = await db.query<{ kind: 'slot' | 'dice' | 'crash'; id: number }>(
    `SELECT DISTINCT ON (g.demo_kind) g.demo_kind AS kind, g.id
       FROM games g JOIN game_vendors v ON v.id = g.vendor_id
      WHERE g.merchant_id = $1 AND g.demo_kind IN ('slot', 'dice', 'crash')
        AND NOT g.maintenance AND NOT v.maintenance
      ORDER BY g.demo_kind, g.position, g.node_id`,
    [merchant.id],
  );
  const gameOf = (kind: 'slot' | 'dice' | 'crash') => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) throw new Error(`no ${kind} game in the catalogue`);
    return row.id;
  };
  return {
    merchant,
    games: { slot: gameOf('slot'), dice: gameOf('dice'), crash: gameOf('crash') },
    fundingId: await houseAccountId(db, merchant.id, 'funding'),
    housesId: {
      games: await houseAccountId(db, merchant.id, 'games'),
      trial: await houseAccountId(db, merchant.id, 'trial'),
    },
  };
};

/**
 * `count` new real-account players (`<prefix>1` …), each funded with `cents` from the house
 * funding account, ready to play rounds.
 */
export const fundedPlayers = async (
  db: Db,
  count: number,
  cents: bigint,
  prefix: string,
): Promise<RoundPlayer[]> => {
  const { merchant, fundingId, housesId } = await playFixture(db);
  const now = new Date();
  return db.transaction(async (tx) => {
    const players: RoundPlayer[] = [];
    for (let n = 1; n <= count; n += 1) {
      const account = `${prefix}${n}`;
      const memberId = await insertMember(tx, {
        merchantId: merchant.id,
        account,
        nickname: account,
        type: 0,
        passwordHash: null,
        regDate: now,
      });
      if (memberId === null) throw new Error(`${account} exists`);
      const walletId = await createMemberWallet(tx, merchant.id, memberId, merchant.currency, now);
      if (cents > 0n) {
        await postTransaction(tx, {
          merchantId: merchant.id,
          kind: 'test.funding',
          idempotencyKey: `test:funding:${account}`,
          legs: [
            { accountId: fundingId, amountCents: -cents },
            { accountId: walletId, amountCents: cents },
          ],
          now,
        });
      }
      players.push({
        merchantId: merchant.id,
        memberId,
        trial: false,
        walletId,
        houseId: housesId.games,
      });
    }
    return players;
  });
};

/** Node id of the first playable in-house game of a kind (the HIS vendor's demos). */
export const inhouseNodeId = async (db: Db, kind: 'slot' | 'dice' | 'crash'): Promise<string> => {
  const [row] = await db.query<{ nodeId: string }>(
    `SELECT g.node_id AS "nodeId" FROM games g JOIN game_vendors v ON v.id = g.vendor_id
      WHERE v.code = 'HIS' AND g.demo_kind = $1 AND NOT g.maintenance
      ORDER BY g.position, g.node_id LIMIT 1`,
    [kind],
  );
  if (!row) throw new Error(`no in-house ${kind} game`);
  return row.nodeId;
};
