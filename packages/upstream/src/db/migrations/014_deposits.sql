-- Issue 14: deposits. The channels a merchant takes money through, and the members' orders: each
-- paid (approved), refused (rejected) or left to expire, with the idempotency key it was made
-- with and the ledger transaction that credited it.

CREATE TABLE deposit_channels (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  -- The wire's channel id (`BANK_ABA`).
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bank', 'ewallet', 'qr')),
  name text NOT NULL,
  min_cents bigint NOT NULL CHECK (min_cents > 0),
  max_cents bigint NOT NULL CHECK (max_cents >= min_cents),
  -- The house account a bank transfer is paid to; set for bank transfers only.
  bank_name text,
  account_name text,
  account_number text,
  enabled boolean NOT NULL DEFAULT true,
  position integer NOT NULL,
  UNIQUE (merchant_id, code),
  CHECK ((kind = 'bank') = (account_number IS NOT NULL))
);

CREATE TABLE deposit_orders (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  channel_id integer NOT NULL REFERENCES deposit_channels (id),
  -- Unique across merchants: the provider's page finds the order by it alone.
  reference text NOT NULL UNIQUE,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
  -- The key of the request that made it: a repeat answers this order.
  idempotency_key text NOT NULL,
  -- The anti-forgery token of the provider page's form (random, per order).
  pay_token text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
  decided_at timestamptz,
  decided_by text CHECK (decided_by IN ('provider', 'qa', 'expiry')),
  reason text,
  transaction_id integer REFERENCES ledger_transactions (id),
  UNIQUE (member_id, idempotency_key),
  -- Credited exactly when approved; decided exactly when no longer pending.
  CHECK ((status = 'approved') = (transaction_id IS NOT NULL)),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'pending') = (decided_by IS NULL))
);

CREATE INDEX deposit_orders_member ON deposit_orders (member_id, id DESC);
CREATE INDEX deposit_orders_due ON deposit_orders (merchant_id, expires_at) WHERE status = 'pending';
-- One order per ledger transaction, so one credit can never approve two orders.
CREATE UNIQUE INDEX deposit_orders_transaction ON deposit_orders (transaction_id);
