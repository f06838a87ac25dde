import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { houseAccountCode, mainWalletTypeId } from '../ledger/accounts.ts';
import { postTransaction } from '../ledger/post.ts';
import type { CrashOutcome, CrashSettlement } from './games/crash.ts';
import { cashOutAt, drawCrashPoint, settlementDue, toX100 } from './games/crash.ts';
import type { RandomInt } from './games/random.ts';
import { secureRandomInt } from './games/random.ts';
import {
  type RoundPlayer,
  type PlayInput,
  type RoundRecord,
  type PlayResult,
  type RawRound,
  roundColumns,
  toRecord,
  roundKey,
  withFundsCheck,
  walletBalance,
  findByClientId,
  replay,
  insertRound,
  stakeLeg,
  findRound,
} from './round-store.ts';

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
export const openCrash = (
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
