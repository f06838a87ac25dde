-- Issue 16: the points mall and cashback (manual rebate).

-- Points per 1.00 of valid bet, per game category (SPEC §9), in hundredths: 120 is 1.20. A
-- category without a row earns no points.
CREATE TABLE point_rates (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  category text NOT NULL CHECK (category ~ '^[A-Z]{2,16}$'),
  rate_hundredths integer NOT NULL CHECK (rate_hundredths BETWEEN 0 AND 100000),
  position integer NOT NULL,
  PRIMARY KEY (merchant_id, category)
);

-- What a point is worth in a conversion (cents per point) and the fewest points one takes.
CREATE TABLE point_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id),
  convert_cents_per_point bigint NOT NULL CHECK (convert_cents_per_point > 0),
  min_convert_points integer NOT NULL CHECK (min_convert_points >= 1)
);

-- Points are hundredths (centipoints) everywhere, as money is cents: 1240 is 12.40 points.
-- One row per member with points: the balance every spend is checked against under its row lock.
CREATE TABLE member_points (
  member_id integer PRIMARY KEY REFERENCES members (id),
  merchant_id integer NOT NULL REFERENCES merchants (id),
  balance bigint NOT NULL CHECK (balance >= 0),
  earned bigint NOT NULL CHECK (earned >= 0),
  updated_at timestamptz NOT NULL
);

-- Every movement of points, append-only. `ref` names what it is for: the round (`R<id>`) or
-- lottery bet (`L<id>`) of an earning, the redemption or conversion of a spend or refund. The
-- unique key is what makes a round earn once and a redemption refund once, whoever runs it.
CREATE TABLE point_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('earn', 'redeem', 'refund', 'convert', 'grant')),
  ref text NOT NULL CHECK (char_length(ref) BETWEEN 1 AND 80),
  points bigint NOT NULL CHECK ((kind IN ('redeem', 'convert')) = (points < 0)),
  -- An earning's round: its category, stake and the rate it earned at.
  category text,
  valid_bet_cents bigint CHECK (valid_bet_cents >= 0),
  rate_hundredths integer,
  created_at timestamptz NOT NULL,
  UNIQUE (kind, ref),
  CHECK ((kind = 'earn') = (category IS NOT NULL AND valid_bet_cents IS NOT NULL
                            AND rate_hundredths IS NOT NULL))
);
CREATE INDEX point_entries_member ON point_entries (member_id, id);

-- The catalogue of rewards: a name in each language of the site, a picture, a cost in centipoints
-- and what is left of its stock (taken at a request, given back at a rejection).
CREATE TABLE point_rewards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  code text NOT NULL CHECK (code ~ '^[a-z0-9-]{1,40}$'),
  name_en text NOT NULL CHECK (char_length(name_en) BETWEEN 1 AND 80),
  name_km text NOT NULL CHECK (char_length(name_km) BETWEEN 1 AND 80),
  name_cn text NOT NULL CHECK (char_length(name_cn) BETWEEN 1 AND 80),
  image text NOT NULL CHECK (image ~ '^/[A-Za-z0-9/_.-]{1,200}$'),
  cost bigint NOT NULL CHECK (cost > 0),
  stock integer NOT NULL CHECK (stock >= 0),
  position integer NOT NULL,
  UNIQUE (merchant_id, code)
);

-- A redemption: its points left the balance and its piece left the stock when it was made
-- (`inProcess`); `rejected` gave both back in the transaction that decided it.
CREATE TABLE point_redemptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  reward_id integer NOT NULL REFERENCES point_rewards (id),
  points bigint NOT NULL CHECK (points > 0),
  status text NOT NULL CHECK (status IN ('inProcess', 'approved', 'rejected')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CHECK ((status = 'inProcess') = (decided_at IS NULL))
);
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, id DESC);

-- A conversion: its points and the money its ledger transaction paid, written together.
CREATE TABLE point_conversions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  points bigint NOT NULL CHECK (points > 0),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  ledger_txn_id integer NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX point_conversions_member ON point_conversions (member_id, id DESC);

-- Cashback rates per category, in basis points of the valid bet (80 is 0.80 %).
CREATE TABLE rebate_rates (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  category text NOT NULL CHECK (category ~ '^[A-Z]{2,16}$'),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  position integer NOT NULL,
  PRIMARY KEY (merchant_id, category)
);

-- Which transaction settled a round or a lottery bet. A claim covers the bets settled by the
-- transactions below a watermark, the xmin of a snapshot: every transaction below it has ended,
-- so no bet can still appear below a watermark once it is recorded (a settled_at time could:
-- a draw or a crash round is settled later with an earlier time, and a commit can land after a
-- claim read past its time).
ALTER TABLE game_rounds ADD COLUMN settled_xid xid8;
ALTER TABLE lottery_bets ADD COLUMN settled_xid xid8;
UPDATE game_rounds SET settled_xid = pg_current_xact_id() WHERE settled_at IS NOT NULL;
UPDATE lottery_bets SET settled_xid = pg_current_xact_id() WHERE settled_at IS NOT NULL;

CREATE FUNCTION bet_settled_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.settled_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.settled_at IS NULL) THEN
    NEW.settled_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER game_rounds_settled_xid BEFORE INSERT OR UPDATE ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION bet_settled_xid();
CREATE TRIGGER lottery_bets_settled_xid BEFORE INSERT OR UPDATE ON lottery_bets
  FOR EACH ROW EXECUTE FUNCTION bet_settled_xid();

-- A claim: it covers the bets settled by transactions in [covered_from, covered_until) and is
-- written in the transaction that pays it. The next claim starts where this one ended: the
-- unique key refuses a second claim of the same bets even if two ever raced past the lock.
CREATE TABLE rebate_claims (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  covered_from xid8 NOT NULL,
  covered_until xid8 NOT NULL CHECK (covered_until > covered_from),
  valid_bet_cents bigint NOT NULL CHECK (valid_bet_cents > 0),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  -- Per category: [{ category, validBetCents, rateBp, amountCents }].
  categories jsonb NOT NULL,
  ledger_txn_id integer NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  claimed_at timestamptz NOT NULL,
  UNIQUE (member_id, covered_from)
);
CREATE INDEX rebate_claims_member ON rebate_claims (member_id, id DESC);

-- The house accounts conversions and rebates are paid from (new merchants get them from the seed).
INSERT INTO ledger_accounts (merchant_id, code, kind, account_type_id, allow_negative, currency,
                             created_at)
SELECT id, 'house:points', 'house', 0, true, currency, created_at FROM merchants
ON CONFLICT (merchant_id, code) DO NOTHING;
INSERT INTO ledger_accounts (merchant_id, code, kind, account_type_id, allow_negative, currency,
                             created_at)
SELECT id, 'house:rebates', 'house', 0, true, currency, created_at FROM merchants
ON CONFLICT (merchant_id, code) DO NOTHING;
