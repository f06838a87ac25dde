-- Issue 16: promotions. A promotion runs between its start and end; its texts come in every
-- language of the site. The seed defines each merchant's promotions by code, so a restart adds
-- what is missing and changes nothing.
CREATE TABLE promotions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  code text NOT NULL CHECK (code ~ '^[a-z0-9_]{1,40}$'),
  kind text NOT NULL CHECK (kind IN ('application', 'raffle', 'event')),
  category text NOT NULL CHECK (category IN ('welcome', 'deposit', 'games', 'raffle')),
  title_en text NOT NULL CHECK (char_length(title_en) BETWEEN 1 AND 120),
  title_km text NOT NULL CHECK (char_length(title_km) BETWEEN 1 AND 120),
  title_cn text NOT NULL CHECK (char_length(title_cn) BETWEEN 1 AND 120),
  summary_en text NOT NULL CHECK (char_length(summary_en) BETWEEN 1 AND 300),
  summary_km text NOT NULL CHECK (char_length(summary_km) BETWEEN 1 AND 300),
  summary_cn text NOT NULL CHECK (char_length(summary_cn) BETWEEN 1 AND 300),
  rules_en text NOT NULL CHECK (char_length(rules_en) BETWEEN 1 AND 10000),
  rules_km text NOT NULL CHECK (char_length(rules_km) BETWEEN 1 AND 10000),
  rules_cn text NOT NULL CHECK (char_length(rules_cn) BETWEEN 1 AND 10000),
  -- The key of the site's own picture (the web's assets), never a URL.
  image text NOT NULL CHECK (image ~ '^[a-z0-9-]{1,40}$'),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- The bonus an approved application pays; NULL for other kinds.
  bonus_cents bigint CHECK (bonus_cents > 0),
  -- Wagering asked of a claimed bonus or prize, as a multiple of it (0: none).
  wagering_multiplier integer NOT NULL DEFAULT 0 CHECK (wagering_multiplier BETWEEN 0 AND 100),
  position integer NOT NULL,
  UNIQUE (merchant_id, code),
  CHECK (ends_at > starts_at),
  CHECK ((kind = 'application') = (bonus_cents IS NOT NULL))
);
CREATE INDEX promotions_merchant ON promotions (merchant_id, position);

-- A raffle's prize table: a draw picks one row with probability weight / sum of weights.
CREATE TABLE promotion_prizes (
  promotion_id integer NOT NULL REFERENCES promotions (id),
  position integer NOT NULL CHECK (position BETWEEN 1 AND 20),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  weight integer NOT NULL CHECK (weight BETWEEN 1 AND 1000000),
  PRIMARY KEY (promotion_id, position)
);

-- Activity applications (SPEC §5, §9): a remark of at most 140 characters. At most one waits
-- for review or stands approved per member and promotion; a rejected one may be followed by
-- another.
CREATE TABLE promotion_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id integer NOT NULL REFERENCES promotions (id),
  member_id integer NOT NULL REFERENCES members (id),
  remark text NOT NULL CHECK (char_length(remark) BETWEEN 1 AND 140),
  status text NOT NULL CHECK (status IN ('applying', 'approved', 'rejected')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CHECK ((status = 'applying') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX promotion_applications_open
  ON promotion_applications (promotion_id, member_id) WHERE status IN ('applying', 'approved');
CREATE INDEX promotion_applications_member ON promotion_applications (member_id, id DESC);

-- An application's images, checked PNG or JPEG by their bytes, at most 5 MB each, at most 3.
CREATE TABLE promotion_application_images (
  application_id integer NOT NULL REFERENCES promotion_applications (id),
  position integer NOT NULL CHECK (position BETWEEN 1 AND 3),
  media_type text NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) <= 5242880),
  PRIMARY KEY (application_id, position)
);

-- The events members joined (no money moves).
CREATE TABLE promotion_joins (
  promotion_id integer NOT NULL REFERENCES promotions (id),
  member_id integer NOT NULL REFERENCES members (id),
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (promotion_id, member_id)
);

-- The reward center: an approved application's bonus (waiting until the member claims it) and
-- a raffle's prize (claimed as it is drawn). The claim and its ledger transaction are written in
-- one transaction; the unique keys are what pay each bonus and each member's raffle once.
CREATE TABLE promotion_rewards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  promotion_id integer NOT NULL REFERENCES promotions (id),
  member_id integer NOT NULL REFERENCES members (id),
  source text NOT NULL CHECK (source IN ('bonus', 'raffle')),
  application_id integer UNIQUE REFERENCES promotion_applications (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  wagering_cents bigint NOT NULL CHECK (wagering_cents >= 0),
  created_at timestamptz NOT NULL,
  claimed_at timestamptz,
  transaction_id integer REFERENCES ledger_transactions (id),
  CHECK ((claimed_at IS NULL) = (transaction_id IS NULL)),
  CHECK ((source = 'bonus') = (application_id IS NOT NULL))
);
CREATE UNIQUE INDEX promotion_rewards_raffle
  ON promotion_rewards (promotion_id, member_id) WHERE source = 'raffle';
CREATE INDEX promotion_rewards_member ON promotion_rewards (member_id, id DESC);

-- The house account promotions are paid from (new merchants get it from the seed).
INSERT INTO ledger_accounts (merchant_id, code, kind, account_type_id, allow_negative, currency,
                             created_at)
SELECT id, 'house:promotions', 'house', 0, true, currency, created_at FROM merchants
ON CONFLICT (merchant_id, code) DO NOTHING;
