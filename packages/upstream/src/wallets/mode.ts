import type { VendorWallet } from '@his/shared/schemas/wallet-transfer';
import type { Db, Queryable } from '../db/db.ts';

export const walletModes = ['single', 'multi'] as const;
export type WalletMode = (typeof walletModes)[number];

/**
 * The merchant's wallet mode (migration 015), read from the database on every call rather than
 * from the merchant cache, so a switch is seen at once by every process.
 */
export const walletModeOf = async (q: Queryable, merchantId: number): Promise<WalletMode> => {
  const [row] = await q.query<{ mode: WalletMode }>(
    'SELECT wallet_mode AS mode FROM merchants WHERE id = $1',
    [merchantId],
  );
  if (!row) throw new Error('merchant not found');
  return row.mode;
};

/** The first wallet type id a vendor gets; the main wallet is 2 (UPSTREAM.md §4.2). */
const firstVendorWalletTypeId = 100;

/**
 * Gives every vendor of the merchant's catalogue without a wallet type one: the next free id
 * from 100 on, in the order of the vendor's first card (lane, then position), named after that
 * card. In-house games (`INHOUSE`) play from the main wallet, so their vendor gets none. Ids
 * already given never change.
 */
const assignVendorWallets = async (q: Queryable, merchantId: number): Promise<void> => {
  await q.query(
    `WITH firsts AS (
       SELECT DISTINCT ON (v.code) v.code, v.display_name, v.id
         FROM game_vendors v
        WHERE v.merchant_id = $1 AND v.game_type <> 'INHOUSE'
          AND NOT EXISTS (SELECT 1 FROM vendor_wallets w
                           WHERE w.merchant_id = $1 AND w.vendor_code = v.code)
        ORDER BY v.code, v.id
     ), numbered AS (
       SELECT code, display_name, row_number() OVER (ORDER BY id) AS n FROM firsts
     )
     INSERT INTO vendor_wallets (merchant_id, account_type_id, vendor_code, name)
     SELECT $1, (SELECT greatest(coalesce(max(account_type_id), $2 - 1), $2 - 1)
                   FROM vendor_wallets WHERE merchant_id = $1) + n,
            code, display_name
       FROM numbered`,
    [merchantId, firstVendorWalletTypeId],
  );
};

/** Switches the merchant's wallet mode; going multi gives the vendors their wallet types. */
export const setWalletMode = async (db: Db, merchantId: number, mode: WalletMode) =>
  db.transaction(async (tx) => {
    await tx.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [merchantId]);
    if (mode === 'multi') await assignVendorWallets(tx, merchantId);
    await tx.query('UPDATE merchants SET wallet_mode = $2 WHERE id = $1', [merchantId, mode]);
  });

/** The vendors' wallet types of the merchant, by type id. */
export const vendorWallets = async (q: Queryable, merchantId: number): Promise<VendorWallet[]> =>
  q.query<VendorWallet>(
    `SELECT account_type_id AS "accountTypeId", vendor_code AS "vendorCode", name
       FROM vendor_wallets WHERE merchant_id = $1 ORDER BY account_type_id`,
    [merchantId],
  );
