import type { Queryable } from '../db/db.ts';

/**
 * The demo merchant's deposit channels (issue 14): one of each kind, with limits in cents. Names
 * and the bank account are invented.
 */
const demoChannels = [
  {
    code: 'BANK_ABA',
    kind: 'bank',
    name: 'Bank transfer (ABA)',
    minCents: 1_000n,
    maxCents: 1_000_000n,
    bank: { bankName: 'ABA Bank', accountName: 'HIS Demo Co., Ltd.', accountNumber: '000 123 456' },
  },
  {
    code: 'EWALLET_WING',
    kind: 'ewallet',
    name: 'Wing e-wallet',
    minCents: 500n,
    maxCents: 200_000n,
  },
  { code: 'QR_KHQR', kind: 'qr', name: 'KHQR', minCents: 100n, maxCents: 500_000n },
] as const;

/** Adds the demo channels a merchant lacks (a merchant seeded before issue 14 gets them too). */
export const seedDepositChannels = async (tx: Queryable, merchantId: number): Promise<void> => {
  for (const [position, channel] of demoChannels.entries()) {
    const bank = 'bank' in channel ? channel.bank : null;
    await tx.query(
      `INSERT INTO deposit_channels (merchant_id, code, kind, name, min_cents, max_cents,
         bank_name, account_name, account_number, position)
       VALUES ($1, $2, $3, $4, $5::text::bigint, $6::text::bigint, $7, $8, $9, $10)
       ON CONFLICT (merchant_id, code) DO NOTHING`,
      [
        merchantId,
        channel.code,
        channel.kind,
        channel.name,
        channel.minCents.toString(),
        channel.maxCents.toString(),
        bank?.bankName ?? null,
        bank?.accountName ?? null,
        bank?.accountNumber ?? null,
        position,
      ],
    );
  }
};
