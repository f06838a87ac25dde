import type {
  WalletAmount,
  WalletRecall,
  WalletTransfer,
} from '@his/shared/schemas/wallet-transfer';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { mainWalletTypeId } from '../ledger/accounts.ts';
import type { WalletBalance } from '../ledger/balance.ts';
import { memberBalances } from '../ledger/balance.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { LedgerError, postTransaction } from '../ledger/post.ts';
import { memberWallet } from '../withdrawals/wallet.ts';
import { vendorWallets, walletModeOf } from './mode.ts';

/** Ledger kinds: `transfer.*` shows as TRANSFER_OUT / TRANSFER_IN in the account record. */
const transferKind = 'transfer.wallet';
const recallKind = 'transfer.recall';

interface MemberRef {
  merchantId: number;
  memberId: number;
  currency: string;
}

/**
 * Every wallet of the member with its balance, by type id: the main wallet, in multi mode one
 * per vendor wallet type (zero for one never used), and any other ledger wallet of the member
 * (a vendor wallet kept after the merchant went back to single). Their sum is `sumBalance`.
 */
export const memberWalletCents = async (
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<WalletBalance[]> => {
  const held = await memberBalances(q, memberId);
  const multi = (await walletModeOf(q, merchantId)) === 'multi';
  const types = multi ? await vendorWallets(q, merchantId) : [];
  const unused = types
    .filter((type) => !held.some((w) => w.accountTypeId === type.accountTypeId))
    .map((type) => ({ accountTypeId: type.accountTypeId, cents: 0n }));
  return [...held, ...unused].sort((a, b) => a.accountTypeId - b.accountTypeId);
};

const memberWallets = async (q: Queryable, ref: MemberRef): Promise<WalletAmount[]> =>
  (await memberWalletCents(q, ref.merchantId, ref.memberId)).map((w) => ({
    accountTypeId: w.accountTypeId,
    balance: centsToDecimal(w.cents),
  }));

/**
 * The member's wallet of a vendor wallet type, made on first use (inside the caller's
 * transaction; a concurrent first use waits on the unique key and then finds it).
 */
const vendorAccountId = async (tx: Queryable, ref: MemberRef, typeId: number, now: Date) => {
  await tx.query(
    `INSERT INTO ledger_accounts
       (merchant_id, code, kind, member_id, account_type_id, currency, created_at, balance_cents)
     VALUES ($1, $2, 'member', $3, $4, $5, $6, 0)
     ON CONFLICT (member_id, account_type_id) DO NOTHING`,
    [ref.merchantId, `member:${ref.memberId}:${typeId}`, ref.memberId, typeId, ref.currency, now],
  );
  const [row] = await tx.query<{ id: number; cents: string }>(
    `SELECT id, balance_cents::text AS cents FROM ledger_accounts
      WHERE member_id = $1 AND account_type_id = $2`,
    [ref.memberId, typeId],
  );
  if (!row) throw new Error('vendor wallet not made');
  return { id: row.id, cents: BigInt(row.cents) };
};

export interface TransferRequest extends MemberRef {
  from: number;
  to: number;
  amountCents: bigint;
  /** The request's idempotency key: the ledger key is made from it, so it posts only once. */
  key: string;
  now: Date;
}

/**
 * Checks a transfer's wallets against the merchant before anything is written: multi mode, two
 * different wallets, one of them the main wallet, the other a vendor wallet type of the
 * merchant. Answers the vendor wallet's type id.
 */
export const checkTransferWallets = async (
  q: Queryable,
  merchantId: number,
  from: number,
  to: number,
): Promise<number> => {
  if ((await walletModeOf(q, merchantId)) !== 'multi') throw new ApiError('wallet.single');
  const known = new Set([
    mainWalletTypeId,
    ...(await vendorWallets(q, merchantId)).map((w) => w.accountTypeId),
  ]);
  if (!known.has(from)) throw new ApiError('wallet.unknown', { field: 'from' });
  if (!known.has(to)) throw new ApiError('wallet.unknown', { field: 'to' });
  if (from === to) throw new ApiError('wallet.transfer.same');
  if (from !== mainWalletTypeId && to !== mainWalletTypeId) {
    throw new ApiError('wallet.transfer.main.only');
  }
  return from === mainWalletTypeId ? to : from;
};

const insufficient = (error: unknown): never => {
  if (error instanceof LedgerError && error.reason === 'insufficient_funds') {
    throw new ApiError('funds.insufficient');
  }
  throw error;
};

/**
 * One transfer inside the caller's transaction. The member's main wallet is locked first (the
 * lock every withdrawal and transfer of the member takes first), so the member's wallet moves
 * run one at a time; the source is checked against the amount, and one balanced ledger
 * transaction moves it. `ledger_post` checks the debit again under its own lock, so no wallet
 * goes below zero.
 */
export const transferBetweenWallets = async (
  tx: Queryable,
  request: TransferRequest,
): Promise<WalletTransfer> => {
  const { from, to, amountCents, now } = request;
  const vendorTypeId = await checkTransferWallets(tx, request.merchantId, from, to);
  const main = await memberWallet(tx, request.memberId, true);
  const vendor = await vendorAccountId(tx, request, vendorTypeId, now);
  const [source, target] = from === mainWalletTypeId ? [main, vendor] : [vendor, main];
  if (source.cents < amountCents) throw new ApiError('funds.insufficient');
  const posted = await postTransaction(tx, {
    merchantId: request.merchantId,
    kind: transferKind,
    idempotencyKey: `transfer:wallet:${request.memberId}:${request.key}`,
    memo: `${from}->${to}`,
    legs: [
      { accountId: source.id, amountCents: -amountCents },
      { accountId: target.id, amountCents },
    ],
    now,
  }).catch(insufficient);
  return {
    id: posted.transactionId,
    from,
    to,
    amount: centsToDecimal(amountCents),
    createdAt: now.getTime(),
    wallets: await memberWallets(tx, request),
  };
};

export interface RecallRequest extends MemberRef {
  key: string;
  now: Date;
}

/**
 * "Recall all" inside the caller's transaction: the main wallet is locked, then every other
 * wallet of the member holding money, and one ledger transaction moves each one's whole balance
 * to the main wallet. Nothing to move answers `id: null` and writes no transaction. It works in
 * single mode too, so money left in a vendor wallet when the merchant went back to single is
 * never stuck there.
 */
export const recallAll = async (tx: Queryable, request: RecallRequest): Promise<WalletRecall> => {
  const main = await memberWallet(tx, request.memberId, true);
  const others = await tx.query<{ id: number; accountTypeId: number; cents: string }>(
    `SELECT id, account_type_id AS "accountTypeId", balance_cents::text AS cents
       FROM ledger_accounts
      WHERE member_id = $1 AND account_type_id <> $2 AND balance_cents > 0
      ORDER BY id FOR UPDATE`,
    [request.memberId, mainWalletTypeId],
  );
  const moved = others.map((row) => ({ ...row, cents: BigInt(row.cents) }));
  const total = moved.reduce((sum, row) => sum + row.cents, 0n);
  let id: number | null = null;
  if (total > 0n) {
    const posted = await postTransaction(tx, {
      merchantId: request.merchantId,
      kind: recallKind,
      idempotencyKey: `transfer:recall:${request.memberId}:${request.key}`,
      memo: 'recall all',
      legs: [
        ...moved.map((row) => ({ accountId: row.id, amountCents: -row.cents })),
        { accountId: main.id, amountCents: total },
      ],
      now: request.now,
    }).catch(insufficient);
    id = posted.transactionId;
  }
  return {
    id,
    amount: centsToDecimal(total),
    createdAt: request.now.getTime(),
    recalled: moved.map((row) => ({
      accountTypeId: row.accountTypeId,
      amount: centsToDecimal(row.cents),
    })),
    wallets: await memberWallets(tx, request),
  };
};
