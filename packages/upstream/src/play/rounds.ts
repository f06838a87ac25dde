import type { Db } from '../db/db.ts';
import type { PostInput } from '../ledger/post.ts';
import { checkShape, postedOf } from '../ledger/post.ts';
import { rollDice } from './games/dice.ts';
import type { RandomInt } from './games/random.ts';
import { secureRandomInt } from './games/random.ts';
import { spinSlot } from './games/slot.ts';
import {
  type PlayInput,
  type PlayResult,
  type RoundRecord,
  roundKey,
  withFundsCheck,
  replay,
  roundLegs,
} from './round-store.ts';
import { openCrash } from './crash-rounds.ts';
import { settleRound } from './round-batch.ts';

/**
 * A slot or dice round: the outcome is drawn, then the ledger transaction (stake out and win in
 * as two pairs of legs) and the round's row are written by one statement, shared with the rounds
 * that arrive at the same time (group commit, round-batch.ts): the throughput of the ledger is
 * bounded by round trips and commits, see bench/ledger-rounds.ts. The round is atomic and its
 * answer is its own: short funds answer `funds.insufficient` with nothing written; the same
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
    legs: roundLegs(input.player.walletId, input.player.houseId, input.stakeCents, winCents),
    now: input.now,
  };
  checkShape(post.legs);
  const row = await settleRound(db, { input, post, outcome, winCents });
  const posted = await withFundsCheck(async () => postedOf(row));
  if (posted.replayed) return replay(db, input);
  const balanceCents = posted.balances?.get(input.player.walletId);
  if (row.roundId === null || balanceCents === undefined) {
    throw new Error('posted round without its row');
  }
  const round: RoundRecord = {
    id: row.roundId,
    memberId: input.player.memberId,
    gameId: input.gameId,
    clientRoundId: input.clientRoundId,
    kind: input.play.kind,
    trial: input.player.trial,
    stakeCents: input.stakeCents,
    winCents,
    outcome,
    status: 'settled',
    createdAt: input.now,
    settledAt: input.now,
  };
  return { round, balanceCents, replayed: false };
};

/** Plays one round of an in-house game. */
export const playRound = (db: Db, input: PlayInput): Promise<PlayResult> => {
  const random = input.random ?? secureRandomInt;
  if (input.play.kind === 'crash') {
    return openCrash(db, { ...input, play: input.play }, random);
  }
  return playInstant(db, input, random);
};
