import type { Db } from '../db/db.ts';
import { groupCommit } from '../db/group-commit.ts';
import type { PostInput, PostRow } from '../ledger/post.ts';
import { ledgerPostCall, postColumns } from '../ledger/post.ts';
import type { PlayInput, RoundOutcome } from './round-store.ts';
import { roundInsertColumns } from './round-store.ts';

/** A drawn slot or dice round, ready to be written: its ledger transaction and its row. */
export interface DrawnRound {
  input: PlayInput;
  post: PostInput;
  outcome: RoundOutcome;
  winCents: bigint;
}

/** What settling a round answers: the ledger's answer and, when it posted, the round's row id. */
export type SettledRow = PostRow & { roundId: number | null };

/**
 * One round alone: `ledger_post` and the round's row in one statement. Cheaper than a batch of
 * one (its plan is simpler), with the same answers.
 */
const settleOne = async (db: Db, round: DrawnRound): Promise<SettledRow> => {
  const { input } = round;
  const call = ledgerPostCall(round.post, 1);
  const [row] = await db.query<SettledRow>(
    `WITH posted AS MATERIALIZED (SELECT * FROM ${call.sql}),
     round AS (
       INSERT INTO game_rounds (${roundInsertColumns})
       SELECT $1, $8, $9, $10, $11, $12, $13, $14::bigint, $15::bigint, $16::jsonb, 'settled',
              $7, $7, p.txn_id
         FROM posted p WHERE p.status = 'posted'
       RETURNING id)
     SELECT ${postColumns('p')}, round.id AS "roundId" FROM posted p LEFT JOIN round ON true`,
    [
      ...call.params,
      input.player.memberId,
      input.gameId,
      input.ticketId,
      input.clientRoundId,
      input.play.kind,
      input.player.trial,
      input.stakeCents.toString(),
      round.winCents.toString(),
      JSON.stringify(round.outcome),
    ],
  );
  if (!row) throw new Error('ledger_post answered nothing');
  return row;
};

/**
 * Rounds in one statement: `game_rounds_settle` (migration 011) posts their ledger transactions
 * with `ledger_post_batch`, which answers each as `ledger_post` would have in turn, and writes a
 * row for each round that posted. One row per round, in order.
 */
const settleBatch = async (db: Db, rounds: readonly DrawnRound[]): Promise<SettledRow[]> => {
  const column = <T extends string | number | boolean | null>(
    pick: (input: PlayInput, round: DrawnRound) => T,
  ): T[] => rounds.map((round) => pick(round.input, round));
  const legs = rounds.flatMap((round, index) =>
    round.post.legs.map((leg) => ({ ...leg, round: index + 1 })),
  );
  const rows = await db.query<SettledRow>(
    `SELECT ${postColumns('s')}, s.round_id AS "roundId"
       FROM game_rounds_settle($1::int[], $2::text[], $3::text[]::timestamptz[], $4::int[],
         $5::int[], $6::text[]::bigint[], $7::int[], $8::int[], $9::int[], $10::text[],
         $11::text[], $12::bool[], $13::text[]::bigint[], $14::text[]::bigint[],
         $15::text[]::jsonb[]) s
      ORDER BY s.n`,
    [
      column((input) => input.player.merchantId),
      column((_, round) => round.post.idempotencyKey),
      column((input) => input.now.toISOString()),
      legs.map((leg) => leg.round),
      legs.map((leg) => leg.accountId),
      legs.map((leg) => leg.amountCents.toString()),
      column((input) => input.player.memberId),
      column((input) => input.gameId),
      column((input) => input.ticketId),
      column((input) => input.clientRoundId),
      column((input) => input.play.kind),
      column((input) => input.player.trial),
      column((input) => input.stakeCents.toString()),
      column((_, round) => round.winCents.toString()),
      column((_, round) => JSON.stringify(round.outcome)),
    ],
  );
  if (rows.length !== rounds.length) throw new Error('game_rounds_settle: one row per round');
  return rows;
};

/**
 * A lone round on its own; several in one batch, or, if its statement fails (a row the database
 * refuses, a deadlock, a key posted concurrently through other accounts), each round in a
 * statement of its own (ledger_post, the answers of which the batch mirrors): the failed
 * statement wrote nothing, so every round is settled exactly once and an error reaches only its
 * own caller.
 */
const settleRounds = async (
  db: Db,
  rounds: readonly DrawnRound[],
): Promise<PromiseSettledResult<SettledRow>[]> => {
  const batch = rounds.length > 1 ? await settleBatch(db, rounds).catch(() => null) : null;
  if (batch) return batch.map((value) => ({ status: 'fulfilled', value }));
  return Promise.allSettled(rounds.map((round) => settleOne(db, round)));
};

/**
 * Batches in flight at once. PGlite runs one statement at a time, so a second batch would only
 * wait; PostgreSQL gets a few, so a batch is being formed while another commits.
 */
const inFlight: Record<Db['kind'], number> = { pglite: 1, postgres: 4 };
const maxBatch = 64;

const settlers = new WeakMap<Db, (round: DrawnRound) => Promise<SettledRow>>();

/**
 * Settles a slot or dice round together with the rounds that arrive at the same time (group
 * commit, `src/db/group-commit.ts`): the answer is the round's own, as if it had been alone.
 */
export const settleRound = (db: Db, round: DrawnRound): Promise<SettledRow> => {
  let settle = settlers.get(db);
  if (!settle) {
    settle = groupCommit<DrawnRound, SettledRow>((rounds) => settleRounds(db, rounds), {
      maxBatch,
      maxInFlight: inFlight[db.kind],
    });
    settlers.set(db, settle);
  }
  return settle(round);
};
