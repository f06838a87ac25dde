import type { ContractTerms } from '@his/shared/schemas/contracts';
import type { Queryable } from '../db/db.ts';
import { houseAccountId, memberWalletId } from '../ledger/accounts.ts';
import type { PostInput } from '../ledger/post.ts';
import { postTransactions } from '../ledger/post.ts';
import { spinSlot } from '../play/games/slot.ts';
import type { RandomInt } from '../play/games/random.ts';
import { roundKey, roundLegs } from '../play/round-store.ts';
import { demoMembers } from './demo-members.ts';

/**
 * Issue 15's demo history: contracts of every kind in force down the demo team (demo_agent →
 * demo_sub1 → demo_sub2, each below within the one above) and a week of settled slot rounds by
 * the team's players, written as real rounds with their ledger transactions. The first
 * settlement run after the seed pays them (`agents/settlement.ts`). Deterministic, and small: a
 * few hundred rows in a handful of statements.
 */

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

interface SeedContract {
  upline: string;
  downline: string;
  terms: ContractTerms;
  /** How long before the seed's time the downline accepted. */
  acceptedAgoMs: number;
}

/**
 * The real-time salaries were accepted a day ago only: the first run then settles about 290
 * five-minute periods each, not a week's 2,000.
 */
const seedContracts: readonly SeedContract[] = [
  {
    upline: 'demo_agent',
    downline: 'demo_sub1',
    terms: {
      kind: 'dividend',
      period: 'weekly',
      tiers: [
        { threshold: 0, rate: '20' },
        { threshold: 3, rate: '30' },
      ],
    },
    acceptedAgoMs: 8 * dayMs,
  },
  {
    upline: 'demo_agent',
    downline: 'demo_sub1',
    terms: {
      kind: 'dailySalary',
      tiers: [
        { threshold: '0', rate: '0.5' },
        { threshold: '1000', rate: '1' },
      ],
    },
    acceptedAgoMs: 8 * dayMs,
  },
  {
    upline: 'demo_agent',
    downline: 'demo_sub1',
    terms: { kind: 'hourlySalary', tiers: [{ threshold: '0', rate: '0.5' }] },
    acceptedAgoMs: 8 * dayMs,
  },
  {
    upline: 'demo_agent',
    downline: 'demo_sub1',
    terms: { kind: 'realtimeSalary', tiers: [{ threshold: '0', rate: '0.3' }] },
    acceptedAgoMs: dayMs,
  },
  {
    upline: 'demo_sub1',
    downline: 'demo_sub2',
    terms: {
      kind: 'dividend',
      period: 'weekly',
      tiers: [
        { threshold: 0, rate: '10' },
        { threshold: 2, rate: '20' },
      ],
    },
    acceptedAgoMs: 7 * dayMs,
  },
  {
    upline: 'demo_sub1',
    downline: 'demo_sub2',
    terms: { kind: 'dailySalary', tiers: [{ threshold: '0', rate: '0.3' }] },
    acceptedAgoMs: 7 * dayMs,
  },
  {
    upline: 'demo_sub1',
    downline: 'demo_sub2',
    terms: { kind: 'hourlySalary', tiers: [{ threshold: '0', rate: '0.2' }] },
    acceptedAgoMs: 7 * dayMs,
  },
  {
    upline: 'demo_sub1',
    downline: 'demo_sub2',
    terms: { kind: 'realtimeSalary', tiers: [{ threshold: '0', rate: '0.1' }] },
    acceptedAgoMs: 20 * hourMs,
  },
];

/** The players whose rounds make the history: those directly under a contract's downline. */
const teamPlayers = demoMembers
  .filter((m) => m.type === 0 && seedContracts.some((c) => c.downline === m.upline))
  .map((m) => m.account);
const roundsPerPlayer = 60;
/** How far back the rounds go (the players' opening balances are a day older). */
const teamHistoryMs = 7 * dayMs;

/** A fixed pseudo-random source (mulberry32), so every seed writes the same history. */
const seededRandom = (seed: number): RandomInt => {
  let state = seed;
  return (max) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
};

const seedTeamContracts = async (
  tx: Queryable,
  merchantId: number,
  ids: ReadonlyMap<string, number>,
  now: Date,
) => {
  const idOf = (account: string) => {
    const id = ids.get(account);
    if (id === undefined) throw new Error(`demo member ${account} missing`);
    return id;
  };
  await tx.query(
    `INSERT INTO agent_contracts
       (merchant_id, kind, upline_id, downline_id, terms, status, offered_at, decided_at)
     SELECT $1, c.kind, c.upline, c.downline, c.terms, 'accepted', c.decided - interval '1 hour',
            c.decided
       FROM unnest($2::text[], $3::int[], $4::int[], $5::text[]::jsonb[], $6::timestamptz[])
            AS c (kind, upline, downline, terms, decided)`,
    [
      merchantId,
      seedContracts.map((c) => c.terms.kind),
      seedContracts.map((c) => idOf(c.upline)),
      seedContracts.map((c) => idOf(c.downline)),
      seedContracts.map((c) => JSON.stringify(c.terms)),
      seedContracts.map((c) => new Date(now.getTime() - c.acceptedAgoMs).toISOString()),
    ],
  );
};

interface SeedRound {
  memberId: number;
  clientRoundId: string;
  stakeCents: bigint;
  winCents: bigint;
  outcome: unknown;
  at: Date;
  post: PostInput;
}

const seedTeamRounds = async (
  tx: Queryable,
  merchantId: number,
  ids: ReadonlyMap<string, number>,
  now: Date,
) => {
  const [game] = await tx.query<{ id: number }>(
    `SELECT g.id FROM games g JOIN game_vendors v ON v.id = g.vendor_id
      WHERE g.merchant_id = $1 AND g.demo_kind = 'slot'
      ORDER BY v.code = 'HIS' DESC, g.position, g.node_id LIMIT 1`,
    [merchantId],
  );
  if (!game) throw new Error('the catalogue has no slot game');
  const house = await houseAccountId(tx, merchantId, 'games');
  const random = seededRandom(15);
  const rounds: SeedRound[] = [];
  for (const account of teamPlayers) {
    const memberId = ids.get(account);
    if (memberId === undefined) throw new Error(`demo member ${account} missing`);
    const wallet = await memberWalletId(tx, memberId);
    for (let n = 0; n < roundsPerPlayer; n += 1) {
      // Spread over the week, a few minutes apart at random, and all before the seed's time.
      const slot = teamHistoryMs / roundsPerPlayer;
      const at = new Date(now.getTime() - teamHistoryMs + n * slot + random(slot - 60_000));
      const stakeCents = BigInt(1 + random(20)) * 100n;
      const { outcome, winCents } = spinSlot(stakeCents, random);
      const clientRoundId = `seed-${n}`;
      rounds.push({
        memberId,
        clientRoundId,
        stakeCents,
        winCents,
        outcome,
        at,
        post: {
          merchantId,
          kind: 'round.slot',
          idempotencyKey: roundKey(memberId, clientRoundId),
          legs: roundLegs(wallet, house, stakeCents, winCents),
          now: at,
        },
      });
    }
  }
  rounds.sort((a, b) => a.at.getTime() - b.at.getTime());
  const posted = await postTransactions(
    tx,
    rounds.map((round) => round.post),
  );
  const transactionIds = posted.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value.transactionId;
  });
  await tx.query(
    `INSERT INTO game_rounds
       (merchant_id, member_id, game_id, client_round_id, kind, trial, stake_cents, win_cents,
        outcome, status, created_at, settled_at, transaction_id)
     SELECT $1, r.member_id, $2, r.client_round_id, 'slot', false, r.stake, r.win, r.outcome,
            'settled', r.at, r.at, r.txn
       FROM unnest($3::int[], $4::text[], $5::text[]::bigint[], $6::text[]::bigint[],
                   $7::text[]::jsonb[], $8::timestamptz[], $9::int[])
            AS r (member_id, client_round_id, stake, win, outcome, at, txn)`,
    [
      merchantId,
      game.id,
      rounds.map((r) => r.memberId),
      rounds.map((r) => r.clientRoundId),
      rounds.map((r) => r.stakeCents.toString()),
      rounds.map((r) => r.winCents.toString()),
      rounds.map((r) => JSON.stringify(r.outcome)),
      rounds.map((r) => r.at.toISOString()),
      transactionIds,
    ],
  );
};

/** The demo team's contracts and rounds; `ids` has every demo member's id by account. */
export const seedAgentTeam = async (
  tx: Queryable,
  merchantId: number,
  ids: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> => {
  await seedTeamContracts(tx, merchantId, ids, now);
  await seedTeamRounds(tx, merchantId, ids, now);
};
