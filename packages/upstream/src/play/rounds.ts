import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { houseAccountCode, mainWalletTypeId } from '../ledger/accounts.ts';
import type { PostInput, PostRow } from '../ledger/post.ts';
import {
  LedgerError,
  checkShape,
  ledgerPostCall,
  postColumns,
  postTransaction,
  postedOf,
} from '../ledger/post.ts';
import type { CrashChoice, CrashOutcome, CrashSettlement } from './games/crash.ts';
import { cashOutAt, drawCrashPoint, settlementDue, toX100 } from './games/crash.ts';
import type { DiceChoice, DiceOutcome } from './games/dice.ts';
import { rollDice } from './games/dice.ts';
import type { RandomInt } from './games/random.ts';
import { secureRandomInt } from './games/random.ts';
import type { SlotOutcome } from './games/slot.ts';
import { spinSlot } from './games/slot.ts';

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

type RoundOutcome = SlotOutcome | DiceOutcome | CrashOutcome;

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

type RawRound = Omit<RoundRecord, 'stakeCents' | 'winCents'> & {
  stakeCents: string;
  winCents: string;
};

const roundColumns = `r.id, r.member_id AS "memberId", r.game_id AS "gameId",
  r.client_round_id AS "clientRoundId", r.kind, r.trial, r.stake_cents::text AS "stakeCents",
  r.win_cents::text AS "winCents", r.outcome, r.status, r.created_at AS "createdAt",
  r.settled_at AS "settledAt"`;

const toRecord = (row: RawRound): RoundRecord => ({
  ...row,
  stakeCents: BigInt(row.stakeCents),
  winCents: BigInt(row.winCents),
});

/** Idempotency key of a round's stake transaction: one per member and client round id. */
const roundKey = (memberId: number, clientRoundId: string) => `round:${memberId}:${clientRoundId}`;

const withFundsCheck = async <T>(post: () => Promise<T>): Promise<T> => {
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

const findByClientId = async (q: Queryable, memberId: number, clientRoundId: string) => {
  const [row] = await q.query<RawRound>(
    `SELECT ${roundColumns} FROM game_rounds r WHERE r.member_id = $1 AND r.client_round_id = $2`,
    [memberId, clientRoundId],
  );
  return row ? toRecord(row) : null;
};

const replay = async (q: Queryable, input: PlayInput): Promise<PlayResult> => {
  const round = await findByClientId(q, input.player.memberId, input.clientRoundId);
  if (!round) throw new Error('a posted round has no record');
  return { round, balanceCents: await walletBalance(q, input.player.walletId), replayed: true };
};

const insertRound = async (
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
    `INSERT INTO game_rounds AS r (merchant_id, member_id, game_id, ticket_id, client_round_id,
       kind, trial, stake_cents, win_cents, outcome, status, created_at, settled_at, transaction_id)
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

const stakeLeg = (input: PlayInput) => [
  { accountId: input.player.walletId, amountCents: -input.stakeCents },
  { accountId: input.player.houseId, amountCents: input.stakeCents },
];

/**
 * A slot or dice round: the outcome is drawn, then ONE statement posts the ledger transaction
 * (stake out and win in as two pairs of legs) and writes the round, so the round is atomic and
 * costs one round trip (the throughput of the ledger is bounded by round trips and commits, see
 * bench/ledger-rounds.ts). Short funds answer `funds.insufficient` with nothing written; the same
 * client round id answers the first round and moves nothing.
 */
const playInstant = async (db: Db, input: PlayInput, random: RandomInt): Promise<PlayResult> => {
  const { outcome, winCents } =
    input.play.kind === 'dice'
      ? rollDice(input.stakeCents, input.play.choice, random)
      : spinSlot(input.stakeCents, random);
  const post: PostInput = {
    merchantId: input.player.merchantId,
    kind: `round.${input.play.kind}`,
    idempotencyKey: roundKey(input.player.memberId, input.clientRoundId),
    legs:
      winCents > 0n
        ? [
            ...stakeLeg(input),
            { accountId: input.player.houseId, amountCents: -winCents },
            { accountId: input.player.walletId, amountCents: winCents },
          ]
        : stakeLeg(input),
    now: input.now,
  };
  checkShape(post.legs);
  const call = ledgerPostCall(post, 1);
  const [row] = await db.query<PostRow & Partial<RawRound>>(
    `WITH posted AS MATERIALIZED (SELECT * FROM ${call.sql}),
     round AS (
       INSERT INTO game_rounds AS r (merchant_id, member_id, game_id, ticket_id, client_round_id,
         kind, trial, stake_cents, win_cents, outcome, status, created_at, settled_at,
         transaction_id)
       SELECT $1, $8, $9, $10, $11, $12, $13, $14::bigint, $15::bigint, $16::jsonb, 'settled',
              $7, $7, p.txn_id
         FROM posted p WHERE p.status = 'posted'
       RETURNING ${roundColumns})
     SELECT ${postColumns('p')}, round.* FROM posted p LEFT JOIN round ON true`,
    [
      ...call.params,
      input.player.memberId,
      input.gameId,
      input.ticketId,
      input.clientRoundId,
      input.play.kind,
      input.player.trial,
      input.stakeCents.toString(),
      winCents.toString(),
      JSON.stringify(outcome),
    ],
  );
  const posted = await withFundsCheck(async () => postedOf(row));
  if (posted.replayed) return replay(db, input);
  const balanceCents = posted.balances?.get(input.player.walletId);
  if (!row?.id || balanceCents === undefined) throw new Error('posted round without its row');
  return { round: toRecord(row as RawRound), balanceCents, replayed: false };
};

/**
 * Every crash operation of a member starts by locking the member's wallet, so opening, cashing
 * out and settling one member's rounds run one at a time and always take their locks in the
 * same order (wallet, then round): no deadlock, no second open round.
 */
const lockWallet = (tx: Queryable, walletId: number) =>
  tx.query('SELECT 1 FROM ledger_accounts WHERE id = $1 FOR UPDATE', [walletId]);

interface OpenRound {
  round: RoundRecord;
  player: RoundPlayer;
}

const openRounds = async (tx: Queryable, memberId: number): Promise<OpenRound[]> => {
  const rows = await tx.query<RawRound & { merchantId: number; walletId: number; houseId: number }>(
    `SELECT ${roundColumns}, r.merchant_id AS "merchantId", w.id AS "walletId", h.id AS "houseId"
       FROM game_rounds r
       JOIN ledger_accounts w ON w.member_id = r.member_id AND w.account_type_id = $2
       JOIN ledger_accounts h ON h.merchant_id = r.merchant_id
        AND h.code = CASE WHEN r.trial THEN $3 ELSE $4 END
      WHERE r.member_id = $1 AND r.status = 'open'
      FOR UPDATE OF r`,
    [memberId, mainWalletTypeId, houseAccountCode('trial'), houseAccountCode('games')],
  );
  return rows.map(({ merchantId, walletId, houseId, ...raw }) => ({
    round: toRecord(raw),
    player: { merchantId, memberId, trial: raw.trial, walletId, houseId },
  }));
};

/** Settles an open crash round: the win (if any) is the round's second ledger transaction. */
const settleCrash = async (
  tx: Queryable,
  open: OpenRound,
  settlement: CrashSettlement,
  now: Date,
): Promise<RoundRecord> => {
  const { round, player } = open;
  let winTransactionId: number | null = null;
  if (settlement.winCents > 0n) {
    const posted = await postTransaction(tx, {
      merchantId: player.merchantId,
      kind: 'round.crash.win',
      idempotencyKey: `round:${round.id}:win`,
      legs: [
        { accountId: player.houseId, amountCents: -settlement.winCents },
        { accountId: player.walletId, amountCents: settlement.winCents },
      ],
      now,
    });
    winTransactionId = posted.transactionId;
  }
  const outcome: CrashOutcome = {
    ...(round.outcome as CrashOutcome),
    cashedOutAt: settlement.cashedOutAt,
  };
  const [updated] = await tx.query<RawRound>(
    `UPDATE game_rounds r SET status = 'settled', win_cents = $2::bigint, outcome = $3::jsonb,
            settled_at = $4, win_transaction_id = $5
      WHERE r.id = $1 AND r.status = 'open' RETURNING ${roundColumns}`,
    [
      round.id,
      settlement.winCents.toString(),
      JSON.stringify(outcome),
      new Date(settlement.at),
      winTransactionId,
    ],
  );
  if (!updated) throw new Error('crash round was not open');
  return toRecord(updated);
};

/** Settles the member's crash rounds whose end has come; answers the round still open, if any. */
const settleDueLocked = async (
  tx: Queryable,
  memberId: number,
  now: Date,
): Promise<RoundRecord | null> => {
  let stillOpen: RoundRecord | null = null;
  for (const open of await openRounds(tx, memberId)) {
    const due = settlementDue(
      open.round.outcome as CrashOutcome,
      open.round.stakeCents,
      open.round.createdAt.getTime(),
      now.getTime(),
    );
    if (due) await settleCrash(tx, open, due, now);
    else stillOpen = open.round;
  }
  return stillOpen;
};

/**
 * Opens a crash round: the stake is debited at once (one transaction) and the crash point drawn
 * and kept secret. A round that crashes at 1.00× is settled lost at once. A member has at most
 * one round open (#734).
 */
const openCrash = (
  db: Db,
  input: PlayInput & { play: { kind: 'crash' } },
  random: RandomInt,
  crashPoint?: number,
): Promise<PlayResult> => {
  const point = crashPoint ?? drawCrashPoint(random);
  const autoCashout =
    input.play.choice.autoCashout === undefined ? null : toX100(input.play.choice.autoCashout);
  return db.transaction(async (tx) => {
    await lockWallet(tx, input.player.walletId);
    if (await findByClientId(tx, input.player.memberId, input.clientRoundId))
      return replay(tx, input);
    if (await settleDueLocked(tx, input.player.memberId, input.now)) {
      throw new ApiError('game.unfinished');
    }
    const posted = await withFundsCheck(() =>
      postTransaction(tx, {
        merchantId: input.player.merchantId,
        kind: 'round.crash',
        idempotencyKey: roundKey(input.player.memberId, input.clientRoundId),
        legs: stakeLeg(input),
        now: input.now,
      }),
    );
    if (posted.replayed) return replay(tx, input);
    const crashed = point <= 100;
    const round = await insertRound(tx, input, {
      outcome: { crashPoint: point, autoCashout, cashedOutAt: null },
      winCents: 0n,
      status: crashed ? 'settled' : 'open',
      settledAt: crashed ? input.now : null,
      transactionId: posted.transactionId,
    });
    return {
      round,
      balanceCents: await walletBalance(tx, input.player.walletId),
      replayed: false,
    };
  });
};

/** Plays one round of an in-house game. */
export const playRound = (db: Db, input: PlayInput): Promise<PlayResult> => {
  const random = input.random ?? secureRandomInt;
  if (input.play.kind === 'crash') {
    return openCrash(db, { ...input, play: input.play }, random);
  }
  return playInstant(db, input, random);
};

/**
 * Opens a crash round with a chosen crash point (the QA control that leaves a round unfinished
 * so #734 can be shown).
 */
export const openCrashRoundAt = (
  db: Db,
  input: Omit<PlayInput, 'play'>,
  crashPoint: number,
): Promise<PlayResult> =>
  openCrash(db, { ...input, play: { kind: 'crash', choice: {} } }, secureRandomInt, crashPoint);

/**
 * Cashes out the member's crash round at the current multiplier, or answers how it ended if it
 * already has (a repeated cash-out moves nothing). Null when the member has no such round.
 */
export const cashOut = (
  db: Db,
  player: RoundPlayer,
  roundId: number,
  gameId: number | null,
  now: Date,
): Promise<{ round: RoundRecord; balanceCents: bigint } | null> =>
  db.transaction(async (tx) => {
    await lockWallet(tx, player.walletId);
    const open = (await openRounds(tx, player.memberId)).find((o) => o.round.id === roundId);
    let round: RoundRecord | null;
    if (open && (gameId === null || open.round.gameId === gameId)) {
      const outcome = open.round.outcome as CrashOutcome;
      round = await settleCrash(
        tx,
        open,
        cashOutAt(outcome, open.round.stakeCents, open.round.createdAt.getTime(), now.getTime()),
        now,
      );
    } else {
      round = await findRound(tx, player.memberId, roundId, gameId);
      if (round?.kind !== 'crash') return null;
    }
    return { round, balanceCents: await walletBalance(tx, player.walletId) };
  });

/**
 * Settles whatever of the member's crash rounds has ended (rounds settle lazily: on any read,
 * launch or round of the member, and by the app's timer). Answers the round still open, if any.
 */
export const settleDueRounds = async (
  db: Db,
  memberId: number,
  now: Date,
): Promise<RoundRecord | null> => {
  const [open] = await db.query<{ walletId: number }>(
    `SELECT w.id AS "walletId" FROM game_rounds r
       JOIN ledger_accounts w ON w.member_id = r.member_id AND w.account_type_id = $2
      WHERE r.member_id = $1 AND r.status = 'open'`,
    [memberId, mainWalletTypeId],
  );
  if (!open) return null;
  return db.transaction(async (tx) => {
    await lockWallet(tx, open.walletId);
    return settleDueLocked(tx, memberId, now);
  });
};

/** Members of a merchant with a crash round open (the timer settles them). */
export const membersWithOpenRounds = async (q: Queryable, merchantId: number): Promise<number[]> =>
  (
    await q.query<{ memberId: number }>(
      `SELECT member_id AS "memberId" FROM game_rounds WHERE merchant_id = $1 AND status = 'open'`,
      [merchantId],
    )
  ).map((row) => row.memberId);

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
