-- Issue 15: the settlement of agent contracts (salaries and dividends) on the clock. One row per
-- contract and period, written in the same transaction as its ledger transaction: the unique key
-- is what makes a period paid exactly once, whoever runs the settlement and however often.
CREATE TABLE agent_contract_settlements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  contract_id integer NOT NULL REFERENCES agent_contracts (id),
  kind text NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  -- The whole period; the figures count only its part inside the contract's span.
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL CHECK (period_end > period_start),
  payer text NOT NULL CHECK (payer IN ('house', 'upline')),
  payer_member_id integer REFERENCES members (id),
  payee_member_id integer NOT NULL REFERENCES members (id),
  valid_bet_cents bigint NOT NULL CHECK (valid_bet_cents >= 0),
  -- The team's result for the house: stakes − payouts (positive: the team lost).
  profit_loss_cents bigint NOT NULL,
  active_members integer NOT NULL CHECK (active_members >= 0),
  -- The tier reached (cents of valid bet for a salary, active members for a dividend; NULL:
  -- none) and its rate in basis points (0 when none).
  tier_threshold bigint,
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  -- `nothing`: the amount is 0 and no money moves; `unpaid`: the upline's wallet could not cover
  -- it (retried on every later run); `paid`: its ledger transaction exists.
  status text NOT NULL CHECK (status IN ('paid', 'unpaid', 'nothing')),
  ledger_txn_id integer REFERENCES ledger_transactions (id),
  settled_at timestamptz NOT NULL,
  paid_at timestamptz,
  UNIQUE (contract_id, period_start),
  CHECK ((payer = 'house') = (payer_member_id IS NULL)),
  CHECK ((status = 'nothing') = (amount_cents = 0)),
  CHECK ((status = 'paid') = (ledger_txn_id IS NOT NULL AND paid_at IS NOT NULL))
);
CREATE INDEX agent_contract_settlements_payee
  ON agent_contract_settlements (payee_member_id, period_start DESC);
CREATE INDEX agent_contract_settlements_payer
  ON agent_contract_settlements (payer_member_id, period_start DESC)
  WHERE payer_member_id IS NOT NULL;
CREATE INDEX agent_contract_settlements_unpaid
  ON agent_contract_settlements (contract_id, period_start) WHERE status = 'unpaid';

-- The house account agent pay comes from when the paying agent has no upline agent (new
-- merchants get it from the seed).
INSERT INTO ledger_accounts (merchant_id, code, kind, account_type_id, allow_negative, currency,
                             created_at)
SELECT id, 'house:agents', 'house', 0, true, currency, created_at FROM merchants
ON CONFLICT (merchant_id, code) DO NOTHING;
