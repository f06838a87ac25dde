-- Issue 2: merchants and their module tree, site state, members, sessions, login throttling,
-- captchas and the double-entry ledger. Times come from the application clock, never now().

CREATE TABLE merchants (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{1,32}$'),
  name text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  currency_symbol text NOT NULL,
  created_at timestamptz NOT NULL
);

-- One row per module of the whitelabel tree (UPSTREAM.md §5.2); feeds the tree and call gating.
CREATE TABLE merchant_modules (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  mod_id text NOT NULL CHECK (mod_id ~ '^[A-Z0-9_]{1,40}$'),
  parent_mod_id text,
  enabled boolean NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (merchant_id, mod_id),
  FOREIGN KEY (merchant_id, parent_mod_id) REFERENCES merchant_modules (merchant_id, mod_id),
  CHECK (parent_mod_id IS DISTINCT FROM mod_id)
);
CREATE UNIQUE INDEX merchant_modules_one_root ON merchant_modules (merchant_id)
  WHERE parent_mod_id IS NULL;

CREATE TABLE site_state (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id),
  state text NOT NULL CHECK (state IN ('normal', 'maintenance', 'restricted')),
  -- QA control: every login needs a captcha while this is on.
  force_captcha boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL
);

CREATE TABLE members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  account text NOT NULL CHECK (char_length(account) BETWEEN 1 AND 64),
  -- Lower-case account: logins are case-insensitive and `Demo_Player` cannot be registered twice.
  account_key text NOT NULL CHECK (account_key = lower(account)),
  nickname text NOT NULL CHECK (char_length(nickname) BETWEEN 1 AND 64),
  type smallint NOT NULL CHECK (type >= 0),
  -- scrypt$logN$r$p$salt$hash; NULL for trial accounts, which cannot log in with a password.
  password_hash text,
  must_change_password boolean NOT NULL DEFAULT false,
  password_expired boolean NOT NULL DEFAULT false,
  first_login boolean NOT NULL DEFAULT true,
  upline_id integer REFERENCES members (id),
  mobile text CHECK (mobile ~ '^[0-9]{4,20}$'),
  club_label text NOT NULL DEFAULT 'VIP0',
  rank_level integer NOT NULL DEFAULT 0 CHECK (rank_level >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  reg_date timestamptz NOT NULL,
  UNIQUE (merchant_id, account_key),
  CHECK (upline_id IS DISTINCT FROM id)
);
CREATE INDEX members_upline ON members (upline_id);

-- Opaque bearer tokens; only their SHA-256 is stored, so a database dump does not log anyone in.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id integer NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  client_ip text NOT NULL,
  CHECK (expires_at >= created_at)
);
CREATE INDEX sessions_member ON sessions (member_id);

-- Failure and usage counters in fixed windows (login per account and per IP, free play per IP).
CREATE TABLE attempt_counters (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  scope text NOT NULL CHECK (scope IN ('login-account', 'login-ip', 'freeplay-ip')),
  key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 128),
  count integer NOT NULL CHECK (count >= 0),
  window_started_at timestamptz NOT NULL,
  captcha_required boolean NOT NULL DEFAULT false,
  PRIMARY KEY (merchant_id, scope, key)
);

CREATE TABLE captchas (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  merchant_id integer NOT NULL REFERENCES merchants (id),
  answer_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX captchas_expires ON captchas (expires_at);

-- Double-entry ledger: balances are sums of entries; every transaction sums to zero.
CREATE TABLE ledger_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('house', 'member')),
  member_id integer REFERENCES members (id),
  -- Platform wallet type of a member account (2 = main wallet); 0 for house accounts.
  account_type_id integer NOT NULL,
  -- Only house accounts (money entering from outside, demo credit) may go below zero.
  allow_negative boolean NOT NULL DEFAULT false,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz NOT NULL,
  UNIQUE (merchant_id, code),
  UNIQUE (member_id, account_type_id),
  CHECK ((kind = 'member') = (member_id IS NOT NULL)),
  CHECK (kind = 'house' OR NOT allow_negative)
);

CREATE TABLE ledger_transactions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (char_length(kind) BETWEEN 1 AND 40),
  -- Posting the same key twice returns the first transaction instead of moving money again.
  idempotency_key text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 128),
  memo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  UNIQUE (merchant_id, idempotency_key)
);

CREATE TABLE ledger_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id integer NOT NULL REFERENCES ledger_transactions (id),
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

-- The database itself refuses an unbalanced transaction, whatever code wrote it: checked at
-- commit (deferred), so the legs of one transaction can be inserted one by one.
CREATE FUNCTION ledger_assert_balanced(txn integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  legs integer;
BEGIN
  SELECT coalesce(sum(amount_cents), 0), count(*) INTO total, legs
    FROM ledger_entries WHERE transaction_id = txn;
  IF legs < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (% legs, sum %)', txn, legs, total
      USING ERRCODE = 'check_violation';
  END IF;
END $$;

CREATE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.transaction_id);
  RETURN NULL;
END $$;

CREATE FUNCTION ledger_transactions_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.id);
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entries_balanced();
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transactions_balanced();

-- History is never rewritten: a correction is a new, reversing transaction.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
