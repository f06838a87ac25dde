-- Issue 16: VIP ranks and invite friends.

-- A merchant's VIP ranks (seeded by src/vip/default-ranks.ts, for existing merchants too): the
-- thresholds a member's cumulative figures must reach and the benefits the rank gives.
CREATE TABLE vip_ranks (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  rank_level integer NOT NULL CHECK (rank_level BETWEEN 0 AND 99),
  label_name text NOT NULL CHECK (char_length(label_name) BETWEEN 1 AND 32),
  min_deposit_cents bigint NOT NULL CHECK (min_deposit_cents >= 0),
  min_valid_bet_cents bigint NOT NULL CHECK (min_valid_bet_cents >= 0),
  -- Added to the cashback rate, in basis points of valid bets (10 = 0.10 %).
  rebate_boost_bp integer NOT NULL CHECK (rebate_boost_bp BETWEEN 0 AND 10000),
  daily_withdraw_limit_cents bigint NOT NULL CHECK (daily_withdraw_limit_cents > 0),
  daily_withdraw_count integer NOT NULL CHECK (daily_withdraw_count > 0),
  birthday_bonus_cents bigint NOT NULL CHECK (birthday_bonus_cents >= 0),
  PRIMARY KEY (merchant_id, rank_level)
);

-- Figures a member brought from before this platform's records (an imported account's history,
-- the demo accounts' seeded standing): added to the deposits and valid bets the records hold.
CREATE TABLE member_vip_baselines (
  member_id integer PRIMARY KEY REFERENCES members (id),
  deposit_cents bigint NOT NULL CHECK (deposit_cents >= 0),
  valid_bet_cents bigint NOT NULL CHECK (valid_bet_cents >= 0)
);

-- A player's own referral code, made on the first read of the invite-friends page. Codes share
-- the register form's invitation-code field with the agents' affiliate codes, so both are
-- unique case-insensitively within a merchant (the code maker checks the other table too).
CREATE TABLE referral_codes (
  member_id integer PRIMARY KEY REFERENCES members (id),
  merchant_id integer NOT NULL REFERENCES merchants (id),
  code text NOT NULL CHECK (code ~ '^[A-Z0-9]{8}$'),
  code_key text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (merchant_id, code_key)
);

-- A friend who registered with a referral code: one referrer per member, written in the
-- registration's transaction.
CREATE TABLE referrals (
  friend_id integer PRIMARY KEY REFERENCES members (id),
  merchant_id integer NOT NULL REFERENCES merchants (id),
  referrer_id integer NOT NULL REFERENCES members (id) CHECK (referrer_id <> friend_id),
  joined_at timestamptz NOT NULL
);
CREATE INDEX referrals_referrer ON referrals (referrer_id, joined_at DESC, friend_id DESC);

-- Rewards paid to a referrer, one per friend and rule, written in the same transaction as its
-- ledger transaction: the primary key is what makes a reward paid exactly once.
CREATE TABLE referral_rewards (
  friend_id integer NOT NULL REFERENCES referrals (friend_id),
  rule text NOT NULL CHECK (rule IN ('firstDeposit')),
  referrer_id integer NOT NULL REFERENCES members (id),
  -- What earned it (the friend's first approved deposit order).
  source_id integer NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  ledger_txn_id integer NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  paid_at timestamptz NOT NULL,
  PRIMARY KEY (friend_id, rule)
);
CREATE INDEX referral_rewards_referrer ON referral_rewards (referrer_id);

-- The house account referral rewards are paid from (new merchants get it from the seed).
INSERT INTO ledger_accounts (merchant_id, code, kind, account_type_id, allow_negative, currency,
                             created_at)
SELECT id, 'house:referrals', 'house', 0, true, currency, created_at FROM merchants
ON CONFLICT (merchant_id, code) DO NOTHING;
