import type { Db } from '../db/db.ts';
import type { PostInput, PostRow } from '../ledger/post.ts';
import { checkShape, ledgerPostCall, postColumns, postedOf } from '../ledger/post.ts';
import { rollDice } from './games/dice.ts';
import type { RandomInt } from './games/random.ts';
import { secureRandomInt } from './games/random.ts';
import { spinSlot } from './games/slot.ts';
import {
  type PlayInput,
  type PlayResult,
  type RawRound,
  roundColumns,
  roundInsertColumns,
  toRecord,
  roundKey,
  withFundsCheck,
  replay,
  stakeLeg,
} from './round-store.ts';
import { openCrash } from './crash-rounds.ts';

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
       INSERT INTO game_rounds AS r (${roundInsertColumns})
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

/** Plays one round of an in-house game. */
export const playRound = (db: Db, input: PlayInput): Promise<PlayResult> => {
  const random = input.random ?? secureRandomInt;
  if (input.play.kind === 'crash') {
    return openCrash(db, { ...input, play: input.play }, random);
  }
  return playInstant(db, input, random);
};
