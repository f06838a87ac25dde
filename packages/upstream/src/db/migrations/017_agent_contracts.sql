-- Issue 15: contracts between an upline agent and a downline agent (SPEC §4, §9). An offer is a
-- row `inProcess`; the downline accepts (`accepted`, in force) or rejects it. A contract ends
-- (`terminated`) by an agreed termination, by the next contract of its kind between the same
-- two (replaced), or by the conflict rule (a contract above it now pays less than it does).
CREATE TABLE agent_contracts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  upline_id integer NOT NULL REFERENCES members (id),
  downline_id integer NOT NULL REFERENCES members (id),
  -- The terms as offered (`ContractTerms` of the shared schemas: kind, tiers, a dividend's period).
  terms jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('inProcess', 'rejected', 'accepted', 'terminated')),
  offered_at timestamptz NOT NULL,
  decided_at timestamptz,
  ended_at timestamptz,
  end_reason text CHECK (end_reason IN ('termination', 'conflict', 'replaced')),
  CHECK (upline_id <> downline_id),
  CHECK ((status = 'terminated') = (ended_at IS NOT NULL AND end_reason IS NOT NULL))
);
-- One contract of a kind in force, and one offer of a kind waiting, between the same two.
CREATE UNIQUE INDEX agent_contracts_in_force
  ON agent_contracts (upline_id, downline_id, kind) WHERE status = 'accepted';
CREATE UNIQUE INDEX agent_contracts_offered
  ON agent_contracts (upline_id, downline_id, kind) WHERE status = 'inProcess';
CREATE INDEX agent_contracts_downline ON agent_contracts (downline_id, kind, status);
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind, status);

-- A termination asked for by one side of a contract in force; the other side approves (the
-- contract is then terminated) or rejects it. One waiting at a time per contract.
CREATE TABLE agent_contract_terminations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES agent_contracts (id),
  requested_by integer NOT NULL REFERENCES members (id),
  status text NOT NULL CHECK (status IN ('inProcess', 'rejected', 'approved')),
  requested_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE UNIQUE INDEX agent_contract_terminations_waiting
  ON agent_contract_terminations (contract_id) WHERE status = 'inProcess';
