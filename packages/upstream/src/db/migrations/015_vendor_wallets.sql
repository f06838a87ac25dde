-- Issue 14: single or multi wallet per merchant (GCS_merchantWallet's `isSingle`). In multi mode
-- each member has, beside the main wallet (account type 2), one wallet per third-party vendor:
-- a ledger account of the member with the vendor's wallet type id (src/wallets/). The column's
-- default keeps every merchant single, as before; a QA control switches it.
ALTER TABLE merchants
  ADD COLUMN wallet_mode text NOT NULL DEFAULT 'single' CHECK (wallet_mode IN ('single', 'multi'));

-- The vendors' wallet types of a merchant: one per vendor code, its id given once (from 100 on,
-- in the order of the vendor's first card) and never changed, so a member's wallet keeps its
-- type id while vendors come and go. Filled when the merchant goes multi.
CREATE TABLE vendor_wallets (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  account_type_id integer NOT NULL CHECK (account_type_id >= 100),
  vendor_code text NOT NULL CHECK (vendor_code ~ '^[A-Z0-9_]{1,32}$'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  PRIMARY KEY (merchant_id, account_type_id),
  UNIQUE (merchant_id, vendor_code)
);
