import type { DepositChannel, DepositChannelKind } from '@his/shared/schemas/deposit';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';

export interface ChannelRow {
  id: number;
  code: string;
  kind: DepositChannelKind;
  name: string;
  minCents: bigint;
  maxCents: bigint;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
}

interface RawChannelRow extends Omit<ChannelRow, 'minCents' | 'maxCents'> {
  minCents: string;
  maxCents: string;
}

const columns = `id, code, kind, name, min_cents::text AS "minCents", max_cents::text AS "maxCents",
  bank_name AS "bankName", account_name AS "accountName", account_number AS "accountNumber"`;

const toRow = (raw: RawChannelRow): ChannelRow => ({
  ...raw,
  minCents: BigInt(raw.minCents),
  maxCents: BigInt(raw.maxCents),
});

/** The merchant's open channels, in their display order. */
export const enabledChannels = async (q: Queryable, merchantId: number): Promise<ChannelRow[]> =>
  (
    await q.query<RawChannelRow>(
      `SELECT ${columns} FROM deposit_channels
        WHERE merchant_id = $1 AND enabled ORDER BY position, id`,
      [merchantId],
    )
  ).map(toRow);

/** An open channel of the merchant by its wire id, or null. */
export const findEnabledChannel = async (
  q: Queryable,
  merchantId: number,
  code: string,
): Promise<ChannelRow | null> => {
  const [raw] = await q.query<RawChannelRow>(
    `SELECT ${columns} FROM deposit_channels WHERE merchant_id = $1 AND code = $2 AND enabled`,
    [merchantId, code],
  );
  return raw ? toRow(raw) : null;
};

export const channelView = (row: ChannelRow): DepositChannel => ({
  id: row.code,
  kind: row.kind,
  name: row.name,
  minAmount: centsToDecimal(row.minCents),
  maxAmount: centsToDecimal(row.maxCents),
  bankAccount:
    row.kind === 'bank'
      ? {
          bankName: row.bankName ?? '',
          accountName: row.accountName ?? '',
          accountNumber: row.accountNumber ?? '',
        }
      : null,
});
