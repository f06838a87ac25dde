import type { FastifyInstance } from 'fastify';
import type { ContractSettlement } from '@his/shared/schemas/contracts';
import { buildUpstream } from '../../src/app.ts';
import { loadUpstreamConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { houseAccountId, memberWalletId } from '../../src/ledger/accounts.ts';
import { postTransaction } from '../../src/ledger/post.ts';
import { findMemberByAccount } from '../../src/members/members.ts';
import { findMerchant } from '../../src/merchants/merchants.ts';
import { roundKey, roundLegs } from '../../src/play/round-store.ts';
import type { FakeClock } from './clock.ts';
import { removeContracts } from './contracts.ts';
import { fakeClock } from './clock.ts';
import { privateSchema } from './postgres.ts';
import { get, qa, startTestUpstream, testConfig } from './upstream.ts';

type Auth = { Authorization: string };

export interface SettlementStack {
  app: FastifyInstance;
  db: Db;
  clock: FakeClock;
  /** Another upstream on the same database (PostgreSQL: another pool, as a second process). */
  second: () => Promise<FastifyInstance>;
  close(): Promise<void>;
}

const databaseUrl = loadUpstreamConfig(process.env).databaseUrl;

/**
 * An upstream for the settlement tests: on a private PostgreSQL schema when `DATABASE_URL` is
 * set, else on a copy of the PGlite template. The seed's demo contracts are removed, so each
 * test makes the contracts it settles.
 */
export const startSettlementStack = async (): Promise<SettlementStack> => {
  if (!databaseUrl) {
    const up = await startTestUpstream();
    await removeContracts(up.db);
    const apps: FastifyInstance[] = [];
    return {
      ...up,
      second: async () => {
        const other = await buildUpstream(testConfig(), { db: up.db, clock: up.clock });
        apps.push(other);
        return other;
      },
      close: async () => {
        for (const other of apps) await other.close();
        await up.close();
      },
    };
  }
  const schema = await privateSchema(databaseUrl, 'upstream_settle');
  const clock = fakeClock();
  const app = await buildUpstream(testConfig({ databaseUrl: schema.url }), { clock });
  const db = await openPostgres(schema.url);
  await removeContracts(db);
  const apps: FastifyInstance[] = [];
  return {
    app,
    db,
    clock,
    second: async () => {
      const other = await buildUpstream(testConfig({ databaseUrl: schema.url }), { clock });
      apps.push(other);
      return other;
    },
    close: async () => {
      for (const other of apps) await other.close();
      await app.close();
      await db.close();
      await schema.drop();
    },
  };
};

const merchantId = async (db: Db) => {
  const merchant = await findMerchant(db, 'hisdemo1');
  if (!merchant) throw new Error('no demo merchant');
  return merchant.id;
};

export const memberId = async (db: Db, account: string): Promise<number> => {
  const member = await findMemberByAccount(db, await merchantId(db), account);
  if (!member) throw new Error(`no ${account}`);
  return member.id;
};

let betCount = 0;

/**
 * A settled slot round of `account` at `at`, written as the play code writes one: its ledger
 * transaction (stake to house:games, the win back) and its row.
 */
export const bet = async (
  db: Db,
  account: string,
  stakeCents: bigint,
  winCents: bigint,
  at: Date,
): Promise<void> => {
  const merchant = await merchantId(db);
  const member = await memberId(db, account);
  const wallet = await memberWalletId(db, member);
  const house = await houseAccountId(db, merchant, 'games');
  betCount += 1;
  const clientRoundId = `settle-${process.pid}-${betCount}`;
  await db.transaction(async (tx) => {
    const posted = await postTransaction(tx, {
      merchantId: merchant,
      kind: 'round.slot',
      idempotencyKey: roundKey(member, clientRoundId),
      legs: roundLegs(wallet, house, stakeCents, winCents),
      now: at,
    });
    await tx.query(
      `INSERT INTO game_rounds
         (merchant_id, member_id, game_id, client_round_id, kind, trial, stake_cents, win_cents,
          outcome, status, created_at, settled_at, transaction_id)
       SELECT $1, $2, g.id, $3, 'slot', false, $4::bigint, $5::bigint, '{}'::jsonb, 'settled', $6,
              $6, $7
         FROM games g WHERE g.merchant_id = $1 AND g.demo_kind = 'slot'
        ORDER BY g.id LIMIT 1`,
      [
        merchant,
        member,
        clientRoundId,
        stakeCents.toString(),
        winCents.toString(),
        at,
        posted.transactionId,
      ],
    );
  });
};

/** Moves money between a member's wallet and house:funding (negative: takes it away). */
export const fund = async (db: Db, account: string, cents: bigint, now: Date): Promise<void> => {
  const merchant = await merchantId(db);
  const wallet = await memberWalletId(db, await memberId(db, account));
  const funding = await houseAccountId(db, merchant, 'funding');
  betCount += 1;
  const key = `test:fund:${process.pid}:${betCount}`;
  await db.transaction((tx) =>
    postTransaction(tx, {
      merchantId: merchant,
      kind: 'test.funding',
      idempotencyKey: key,
      legs: [
        { accountId: funding, amountCents: -cents },
        { accountId: wallet, amountCents: cents },
      ],
      now,
    }),
  );
};

/** A member's main wallet balance in cents. */
export const walletCents = async (db: Db, account: string): Promise<bigint> => {
  const [row] = await db.query<{ cents: string }>(
    `SELECT balance_cents::text AS cents FROM ledger_accounts WHERE id = $1`,
    [await memberWalletId(db, await memberId(db, account))],
  );
  return BigInt(row?.cents ?? '0');
};

/** Takes a member's whole balance away (to house:funding). */
export const drain = async (db: Db, account: string, now: Date): Promise<void> => {
  const cents = await walletCents(db, account);
  if (cents > 0n) await fund(db, account, -cents, now);
};

export const advance = async (app: FastifyInstance, ms: number): Promise<void> => {
  const response = await qa(app, '/qa/clock/advance', { ms });
  if (response.statusCode !== 200) throw new Error(`advance refused: ${response.body}`);
};

/** Every settlement row, as stored, oldest period first. */
export interface StoredSettlement {
  id: number;
  contractId: number;
  kind: string;
  periodStart: Date;
  periodEnd: Date;
  payer: 'house' | 'upline';
  payerMemberId: number | null;
  payeeMemberId: number;
  validBet: string;
  profitLoss: string;
  activeMembers: number;
  tierThreshold: string | null;
  rateBp: number;
  amount: string;
  status: 'paid' | 'unpaid' | 'nothing';
  ledgerTxnId: number | null;
}

export const storedSettlements = (db: Db, contractId?: number): Promise<StoredSettlement[]> =>
  db.query<StoredSettlement>(
    `SELECT id, contract_id AS "contractId", kind, period_start AS "periodStart",
            period_end AS "periodEnd", payer, payer_member_id AS "payerMemberId",
            payee_member_id AS "payeeMemberId", valid_bet_cents::text AS "validBet",
            profit_loss_cents::text AS "profitLoss", active_members AS "activeMembers",
            tier_threshold::text AS "tierThreshold", rate_bp AS "rateBp",
            amount_cents::text AS amount, status, ledger_txn_id AS "ledgerTxnId"
       FROM agent_contract_settlements
      WHERE $1::int IS NULL OR contract_id = $1
      ORDER BY contract_id, period_start`,
    [contractId ?? null],
  );

/** The settlement list call's value (fails the test on a refusal). */
export const settlementList = async (
  app: FastifyInstance,
  auth: Auth,
  query = '',
): Promise<{ list: ContractSettlement[]; total: number }> => {
  const response = await get(app, `/wps/agent/contracts/settlements${query}`, auth);
  const body = response.json<{
    success: boolean;
    value: { list: ContractSettlement[]; total: number } | null;
  }>();
  if (!body.success || !body.value) throw new Error(`settlements refused: ${response.body}`);
  return body.value;
};

/** The sum of every ledger entry (zero in a balanced ledger). */
export const ledgerSum = async (db: Db): Promise<bigint> => {
  const [row] = await db.query<{ sum: string }>(
    'SELECT coalesce(sum(amount_cents), 0)::text AS sum FROM ledger_entries',
  );
  return BigInt(row?.sum ?? '0');
};
