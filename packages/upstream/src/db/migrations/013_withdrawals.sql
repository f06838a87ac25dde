-- Issue 14: withdrawals. Every state is a row here, never in memory, so a restart keeps the
-- holds, the confirmation windows and the timelines.

-- Wrong payment passwords per member: five in a row lock the password until locked_until.
CREATE TABLE payment_password_failures (
  member_id integer PRIMARY KEY REFERENCES members (id),
  failures integer NOT NULL CHECK (failures >= 0),
  locked_until timestamptz
);

-- A member's bank cards. A removed card keeps its row (removed_at) for the withdrawals made to it.
CREATE TABLE bank_cards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  bank_code text NOT NULL CHECK (bank_code ~ '^[A-Z0-9_]{2,16}$'),
  account_name text NOT NULL CHECK (char_length(account_name) BETWEEN 1 AND 64),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{6,30}$'),
  created_at timestamptz NOT NULL,
  removed_at timestamptz
);
CREATE UNIQUE INDEX bank_cards_live ON bank_cards (member_id, account_number)
  WHERE removed_at IS NULL;

-- Limits and the confirmation window per merchant; a merchant without a row has the defaults
-- of src/withdrawals/settings.ts.
CREATE TABLE withdraw_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id),
  minimum_cents bigint NOT NULL CHECK (minimum_cents > 0),
  maximum_cents bigint NOT NULL CHECK (maximum_cents >= minimum_cents),
  daily_count integer NOT NULL CHECK (daily_count >= 0),
  daily_cents bigint NOT NULL CHECK (daily_cents >= 0),
  confirmation_minutes integer NOT NULL CHECK (confirmation_minutes BETWEEN 1 AND 10080)
);

CREATE TABLE withdrawals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  bank_card_id integer NOT NULL REFERENCES bank_cards (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL CHECK (status IN ('pending', 'rejected', 'released', 'received',
    'forcedReceived', 'underReview', 'paid', 'refunded')),
  created_at timestamptz NOT NULL,
  -- End of the receipt confirmation window; set on release.
  deadline_at timestamptz,
  CHECK (status <> 'released' OR deadline_at IS NOT NULL)
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, id);
CREATE INDEX withdrawals_due ON withdrawals (deadline_at) WHERE status = 'released';

-- The timeline: one row per step, with its time and reason.
CREATE TABLE withdrawal_steps (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id integer NOT NULL REFERENCES withdrawals (id),
  status text NOT NULL,
  at timestamptz NOT NULL,
  reason text
);
CREATE INDEX withdrawal_steps_withdrawal ON withdrawal_steps (withdrawal_id, id);

-- Proof images of a "not received" claim (checked PNG or JPEG, at most 5 MB each).
CREATE TABLE withdrawal_proofs (
  withdrawal_id integer NOT NULL REFERENCES withdrawals (id),
  position integer NOT NULL CHECK (position BETWEEN 1 AND 3),
  media_type text NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) <= 5242880),
  PRIMARY KEY (withdrawal_id, position)
);

-- Money requests by idempotency key: a repeat answers `result` and moves nothing; the same key
-- with another request (call or digest of its body, the password left out) is refused.
CREATE TABLE money_requests (
  member_id integer NOT NULL REFERENCES members (id),
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  call text NOT NULL,
  digest text NOT NULL CHECK (digest ~ '^[0-9a-f]{64}$'),
  result jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, idempotency_key)
);
