import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { LedgerError } from '../ledger/post.ts';
import type { CrashChoice, CrashOutcome } from './games/crash.ts';
import type { DiceChoice, DiceOutcome } from './games/dice.ts';
import type { RandomInt } from './games/random.ts';
import type { SlotOutcome } from './games/slot.ts';

/* The rounds table: a round's record and how it is read and written. */

export type RoundKind = 'slot' | 'dice' | 'crash';

/** Who plays, with the two ledger accounts a round moves money between. */
export interface RoundPlayer {
  merchantId: number;
  memberId: number;
  trial: boolean;
  walletId: number;
  /** house:games for real accounts, house:trial for trial accounts. */
  houseId: number;
}

export type RoundPlay =
  { kind: 'slot' } | { kind: 'dice'; choice: DiceChoice } | { kind: 'crash'; choice: CrashChoice };

export interface PlayInput {
  player: RoundPlayer;
  gameId: number;
  ticketId: number | null;
  clientRoundId: string;
  stakeCents: bigint;
  play: RoundPlay;
  now: Date;
  random?: RandomInt;
}

export type RoundOutcome = SlotOutcome | DiceOutcome | CrashOutcome;

export interface RoundRecord {
  id: number;
  memberId: number;
  gameId: number;
  clientRoundId: string;
  kind: RoundKind;
  trial: boolean;
  stakeCents: bigint;
  winCents: bigint;
  outcome: RoundOutcome;
  status: 'open' | 'settled';
  createdAt: Date;
  settledAt: Date | null;
}

export interface PlayResult {
  round: RoundRecord;
  /** The wallet right after the round (or now, for a replay). */
  balanceCents: bigint;
  /** The client round id had been played before: its round is answered, nothing moved. */
  replayed: boolean;
}

export type RawRound = Omit<RoundRecord, 'stakeCents' | 'winCents'> & {
  stakeCents: string;
  winCents: string;
};

export const roundColumns = `r.id, r.member_id AS "memberId", r.game_id AS "gameId",
  r.client_round_id AS "clientRoundId", r.kind, r.trial, r.stake_cents::text AS "stakeCents",
  r.win_cents::text AS "winCents", r.outcome, r.status, r.created_at AS "createdAt",
  r.settled_at AS "settledAt"`;

/** The columns a new round is written with, in the order both inserts give their values. */
export const roundInsertColumns = `merchant_id, member_id, game_id, ticket_id, client_round_id,
  kind, trial, stake_cents, win_cents, outcome, status, created_at, settled_at, transaction_id`;

export const toRecord = (row: RawRound): RoundRecord => ({
  ...row,
  stakeCents: BigInt(row.stakeCents),
  winCents: BigInt(row.winCents),
});

/** Idempotency key of a round's stake transaction: one per member and client round id. */
export const roundKey = (memberId: number, clientRoundId: string) =>
  `round:${memberId}:${clientRoundId}`;

export const withFundsCheck = async <T>(post: () => Promise<T>): Promise<T> => {
  try {
    return await post();
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient_funds') {
      throw new ApiError('funds.insufficient');
    }
    throw error;
  }
};

export const walletBalance = async (q: Queryable, walletId: number): Promise<bigint> => {
  const [row] = await q.query<{ cents: string }>(
    'SELECT balance_cents::text AS cents FROM ledger_accounts WHERE id = $1',
    [walletId],
  );
  if (!row) throw new Error('wallet not found');
  return BigInt(row.cents);
};

export const findByClientId = async (q: Queryable, memberId: number, clientRoundId: string) => {
  const [row] = await q.query<RawRound>(
    `SELECT ${roundColumns} FROM game_rounds r WHERE r.member_id = $1 AND r.client_round_id = $2`,
    [memberId, clientRoundId],
  );
  return row ? toRecord(row) : null;
};

export const replay = async (q: Queryable, input: PlayInput): Promise<PlayResult> => {
  const round = await findByClientId(q, input.player.memberId, input.clientRoundId);
  if (!round) throw new Error('a posted round has no record');
  return { round, balanceCents: await walletBalance(q, input.player.walletId), replayed: true };
};

export const insertRound = async (
  tx: Queryable,
  input: PlayInput,
  row: {
    outcome: RoundOutcome;
    winCents: bigint;
    status: 'open' | 'settled';
    settledAt: Date | null;
    transactionId: number;
  },
): Promise<RoundRecord> => {
  const [inserted] = await tx.query<RawRound>(
    `INSERT INTO game_rounds AS r (${roundInsertColumns})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::bigint, $9::bigint, $10::jsonb, $11, $12, $13, $14)
     RETURNING ${roundColumns}`,
    [
      input.player.merchantId,
      input.player.memberId,
      input.gameId,
      input.ticketId,
      input.clientRoundId,
      input.play.kind,
      input.player.trial,
      input.stakeCents.toString(),
      row.winCents.toString(),
      JSON.stringify(row.outcome),
      row.status,
      input.now,
      row.settledAt,
      row.transactionId,
    ],
  );
  if (!inserted) throw new Error('round insert returned nothing');
  return toRecord(inserted);
};

export const stakeLeg = (input: PlayInput) => [
  { accountId: input.player.walletId, amountCents: -input.stakeCents },
  { accountId: input.player.houseId, amountCents: input.stakeCents },
];

/**
 * The legs of a settled instant round: the stake from the wallet to the house, and the win (if
 * any) back, as two pairs (the account record shows them as `BET` and `PAYOUT`).
 */
export const roundLegs = (
  walletId: number,
  houseId: number,
  stakeCents: bigint,
  winCents: bigint,
) => [
  { accountId: walletId, amountCents: -stakeCents },
  { accountId: houseId, amountCents: stakeCents },
  ...(winCents > 0n
    ? [
        { accountId: houseId, amountCents: -winCents },
        { accountId: walletId, amountCents: winCents },
      ]
    : []),
];

export const findRound = async (
  q: Queryable,
  memberId: number,
  roundId: number,
  gameId: number | null,
): Promise<RoundRecord | null> => {
  const [row] = await q.query<RawRound>(
    `SELECT ${roundColumns} FROM game_rounds r
      WHERE r.id = $1 AND r.member_id = $2 AND ($3::int IS NULL OR r.game_id = $3)`,
    [roundId, memberId, gameId],
  );
  return row ? toRecord(row) : null;
};

/** A member's rounds, newest first, of one game or of every game. */
export const listRounds = async (
  q: Queryable,
  memberId: number,
  gameId: number | null,
  limit: number,
): Promise<RoundRecord[]> =>
  (
    await q.query<RawRound>(
      `SELECT ${roundColumns} FROM game_rounds r
        WHERE r.member_id = $1 AND ($2::int IS NULL OR r.game_id = $2)
        ORDER BY r.id DESC LIMIT $3`,
      [memberId, gameId, limit],
    )
  ).map(toRecord);
