-- Issue 16: missions. A mission is a target a member reaches with their own logins, credited
-- deposits, valid bets or settled rounds within a platform day or week (UTC+7); its progress is
-- never stored, always read from those rows. The seed defines each merchant's missions.
CREATE TABLE missions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  -- The seed's name of the definition, so a restart adds what is missing and changes nothing.
  code text NOT NULL CHECK (code ~ '^[a-z0-9_]{1,40}$'),
  kind text NOT NULL CHECK (kind IN ('login', 'deposit', 'bet', 'rounds')),
  period text NOT NULL CHECK (period IN ('daily', 'weekly')),
  -- The games a bet or rounds mission counts; NULL: all of them.
  game text CHECK (game IN ('slot', 'dice', 'crash', 'lottery')),
  -- Cents for deposit and bet missions, a count for login and rounds missions.
  target bigint NOT NULL CHECK (target > 0),
  reward_cents bigint NOT NULL CHECK (reward_cents > 0),
  position integer NOT NULL,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (merchant_id, code),
  CHECK (game IS NULL OR kind IN ('bet', 'rounds'))
);
CREATE INDEX missions_merchant ON missions (merchant_id, position) WHERE active;

-- One claimed reward per member, mission and period, written in the same transaction as its
-- ledger transaction: the unique key is what makes a period's reward paid exactly once, however
-- many tabs or requests claim it at once.
CREATE TABLE mission_claims (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  mission_id integer NOT NULL REFERENCES missions (id),
  period_start timestamptz NOT NULL,
  reward_cents bigint NOT NULL CHECK (reward_cents > 0),
  ledger_txn_id integer NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  claimed_at timestamptz NOT NULL,
  UNIQUE (member_id, mission_id, period_start)
);

-- The house account mission rewards come from (new merchants get it from the seed).
INSERT INTO ledger_accounts (merchant_id, code, kind, account_type_id, allow_negative, currency,
                             created_at)
SELECT id, 'house:missions', 'house', 0, true, currency, created_at FROM merchants
ON CONFLICT (merchant_id, code) DO NOTHING;

-- The progress reads: a member's sessions and credited deposits by time (rounds and lottery bets
-- have their member indexes already).
CREATE INDEX sessions_member_created ON sessions (member_id, created_at);
CREATE INDEX deposit_orders_member_decided ON deposit_orders (member_id, decided_at)
  WHERE status = 'approved';
-- The board: a merchant's settled real-money rounds and lottery bets by the time they settled.
CREATE INDEX game_rounds_settled ON game_rounds (merchant_id, settled_at)
  WHERE status = 'settled' AND NOT trial;
CREATE INDEX lottery_bets_settled ON lottery_bets (merchant_id, settled_at)
  WHERE status <> 'pending';
