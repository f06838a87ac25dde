import type { Queryable } from '../db/db.ts';

/**
 * House accounts are the other side of money that enters or leaves the members' wallets.
 * `funding` stands for real money from outside (deposits, the seed's opening balances);
 * `trial` is the demo credit of trial accounts (and the other side of their rounds), kept apart
 * so reports never mix the two; `games` is the other side of real-money rounds and lottery bets;
 * `agents` pays the contracts (salaries, dividends) of agents whose upline is a top agent.
 * `missions` pays the rewards of missions (issue 16).
 * `promotions` pays promotion bonuses and raffle prizes.
 */
const houseAccountCodes = {
  funding: 'house:funding',
  trial: 'house:trial',
  games: 'house:games',
  agents: 'house:agents',
  // Invite friends (issue 16): the rewards referrers earn from their friends.
  referrals: 'house:referrals',
  missions: 'house:missions',
  promotions: 'house:promotions',
  // Points mall and cashback (issue 16): point conversions and claimed rebates.
  points: 'house:points',
  rebates: 'house:rebates',
} as const;
export type HouseAccount = keyof typeof houseAccountCodes;

export const houseAccountCode = (house: HouseAccount): string => houseAccountCodes[house];

/** The platform's wallet type of the main wallet (UPSTREAM.md §4.2). */
export const mainWalletTypeId = 2;

export const createHouseAccount = async (
  tx: Queryable,
  merchantId: number,
  house: HouseAccount,
  currency: string,
  now: Date,
): Promise<number> => {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO ledger_accounts (merchant_id, code, kind, account_type_id, allow_negative, currency, created_at)
     VALUES ($1, $2, 'house', 0, true, $3, $4) RETURNING id`,
    [merchantId, houseAccountCodes[house], currency, now],
  );
  return idOf(rows);
};

export const createMemberWallet = async (
  tx: Queryable,
  merchantId: number,
  memberId: number,
  currency: string,
  now: Date,
): Promise<number> => {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO ledger_accounts
       (merchant_id, code, kind, member_id, account_type_id, currency, created_at, balance_cents)
     VALUES ($1, $2, 'member', $3, $4, $5, $6, 0) RETURNING id`,
    [
      merchantId,
      `member:${memberId}:${mainWalletTypeId}`,
      memberId,
      mainWalletTypeId,
      currency,
      now,
    ],
  );
  return idOf(rows);
};

export const houseAccountId = async (
  q: Queryable,
  merchantId: number,
  house: HouseAccount,
): Promise<number> =>
  idOf(
    await q.query<{ id: number }>(
      'SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND code = $2',
      [merchantId, houseAccountCodes[house]],
    ),
  );

const idOf = (rows: { id: number }[]): number => {
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('ledger account not found');
  return id;
};

/** A member's main wallet. */
export const memberWalletId = async (q: Queryable, memberId: number): Promise<number> =>
  idOf(
    await q.query<{ id: number }>(
      'SELECT id FROM ledger_accounts WHERE member_id = $1 AND account_type_id = $2',
      [memberId, mainWalletTypeId],
    ),
  );
