-- Issue 4: play. A running balance on member wallets, the house account of the in-house games,
-- game tickets, game rounds, lottery draws and lottery bets.

-- Wallets (the accounts that may not go negative) carry their balance, kept equal to the sum of
-- their entries by the trigger below, whoever writes the entries. Posting locks only these rows
-- (src/ledger/post.ts); house accounts carry none, so rounds of many members never queue on them.
ALTER TABLE ledger_accounts ADD COLUMN balance_cents bigint;
UPDATE ledger_accounts a
   SET balance_cents = (SELECT coalesce(sum(e.amount_cents), 0)
                          FROM ledger_entries e WHERE e.account_id = a.id)
 WHERE NOT a.allow_negative;
ALTER TABLE ledger_accounts
  ADD CONSTRAINT ledger_accounts_balance_tracked CHECK ((balance_cents IS NULL) = allow_negative),
  ADD CONSTRAINT ledger_accounts_no_overdraft CHECK (balance_cents >= 0);

CREATE FUNCTION ledger_entries_track_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts a SET balance_cents = a.balance_cents + n.amount
    FROM (SELECT account_id, sum(amount_cents) AS amount FROM new_entries GROUP BY account_id) n
   WHERE a.id = n.account_id AND a.balance_cents IS NOT NULL;
  RETURN NULL;
END $$;

-- Once per statement (a posting inserts its entries in one statement), not once per entry.
CREATE TRIGGER ledger_entries_track_balance AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_track_balance();

-- Posts one transaction (src/ledger/post.ts checks the legs' shape first): a repeated key
-- answers the first transaction; wallets are locked in id order and their debits checked under
-- the lock (house accounts are only read: they may go negative, and locking them would make
-- every round of every member queue on them); then the transaction and its entries are written.
-- A refusal writes nothing and leaves the caller's transaction usable. One round trip, with
-- plans cached per connection: a game round is this call and its own row in one statement.
CREATE FUNCTION ledger_post(
  p_merchant integer, p_kind text, p_key text, p_memo text, p_accounts integer[],
  p_amounts bigint[], p_now timestamptz,
  OUT status text, OUT txn_id integer, OUT wallet_ids integer[], OUT wallet_balances bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_ids integer[] := ARRAY(SELECT DISTINCT a FROM unnest(p_accounts) AS a ORDER BY a);
  v_found integer;
  v_currencies integer;
  v_wallet record;
BEGIN
  wallet_ids := '{}';
  wallet_balances := '{}';
  SELECT (SELECT t.id FROM ledger_transactions t
           WHERE t.merchant_id = p_merchant AND t.idempotency_key = p_key),
         count(*), count(DISTINCT a.currency)
    INTO txn_id, v_found, v_currencies
    FROM ledger_accounts a WHERE a.id = ANY (v_ids) AND a.merchant_id = p_merchant;
  IF txn_id IS NOT NULL THEN
    status := 'replayed';
    RETURN;
  END IF;
  IF v_found <> cardinality(v_ids) THEN
    status := 'unknown_account';
    RETURN;
  END IF;
  IF v_currencies <> 1 THEN
    status := 'currency_mismatch';
    RETURN;
  END IF;
  FOR v_wallet IN
    SELECT a.id, a.balance_cents + l.debits AS lowest, a.balance_cents + l.net AS after
      FROM ledger_accounts a
      JOIN (SELECT x.account, coalesce(sum(x.amount) FILTER (WHERE x.amount < 0), 0) AS debits,
                   sum(x.amount) AS net
              FROM unnest(p_accounts, p_amounts) AS x (account, amount) GROUP BY x.account) l
        ON l.account = a.id
     WHERE a.id = ANY (v_ids) AND NOT a.allow_negative ORDER BY a.id FOR NO KEY UPDATE OF a
  LOOP
    IF v_wallet.lowest < 0 THEN
      status := 'insufficient_funds';
      wallet_ids := '{}';
      wallet_balances := '{}';
      RETURN;
    END IF;
    wallet_ids := wallet_ids || v_wallet.id;
    wallet_balances := wallet_balances || v_wallet.after;
  END LOOP;
  INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, memo, created_at)
  VALUES (p_merchant, p_kind, p_key, p_memo, p_now)
  ON CONFLICT (merchant_id, idempotency_key) DO NOTHING RETURNING id INTO txn_id;
  IF txn_id IS NULL THEN
    -- The same key committed by a concurrent caller while this one waited for a lock.
    SELECT t.id INTO txn_id FROM ledger_transactions t
     WHERE t.merchant_id = p_merchant AND t.idempotency_key = p_key;
    status := 'replayed';
    wallet_ids := '{}';
    wallet_balances := '{}';
    RETURN;
  END IF;
  INSERT INTO ledger_entries (transaction_id, account_id, amount_cents)
  SELECT txn_id, l.account, l.amount
    FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS l (account, amount, n) ORDER BY l.n;
  status := 'posted';
END $$;

-- The other side of every real-money round and lottery bet (new merchants get it from the seed).
INSERT INTO ledger_accounts (merchant_id, code, kind, account_type_id, allow_negative, currency,
                             created_at)
SELECT id, 'house:games', 'house', 0, true, currency, created_at FROM merchants
ON CONFLICT (merchant_id, code) DO NOTHING;

-- A game ticket: the credential a game page holds instead of the platform token. Only its
-- SHA-256 is stored; it is bound to one member and one game (or the lottery) and expires
-- `gameTicketMinutes` after its last use.
CREATE TABLE game_tickets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_hash text NOT NULL UNIQUE CHECK (ticket_hash ~ '^[0-9a-f]{64}$'),
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('slot', 'dice', 'crash', 'lottery')),
  game_id integer REFERENCES games (id),
  -- The lottery game a lottery page opens on; NULL opens the lottery lobby.
  lottery_game_id integer REFERENCES lottery_games (id),
  language text NOT NULL CHECK (language ~ '^[A-Z]{2}(-[A-Z]{2})?$'),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at),
  CHECK (kind = 'lottery' OR game_id IS NOT NULL),
  CHECK (kind = 'lottery' OR lottery_game_id IS NULL)
);
CREATE INDEX game_tickets_member ON game_tickets (member_id);

-- One round of an in-house game. Slot and dice rounds are settled when written (one ledger
-- transaction: stake out, win in); a crash round is opened by its stake transaction and settled
-- by a cash-out (a second transaction) or as lost once its crash point has passed.
CREATE TABLE game_rounds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  game_id integer NOT NULL REFERENCES games (id),
  ticket_id integer REFERENCES game_tickets (id),
  -- The client's id of the round: the same id answers the same round and moves no money again.
  client_round_id text NOT NULL CHECK (client_round_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  kind text NOT NULL CHECK (kind IN ('slot', 'dice', 'crash')),
  -- Trial accounts play demo credit against house:trial, so reports never mix it with money.
  trial boolean NOT NULL,
  stake_cents bigint NOT NULL CHECK (stake_cents > 0),
  win_cents bigint NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
  outcome jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'settled')),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  transaction_id integer NOT NULL REFERENCES ledger_transactions (id),
  -- The crash win's transaction (NULL for a lost crash round and for slot and dice rounds).
  win_transaction_id integer REFERENCES ledger_transactions (id),
  UNIQUE (member_id, client_round_id),
  CHECK ((status = 'settled') = (settled_at IS NOT NULL)),
  CHECK (status = 'settled' OR win_cents = 0),
  CHECK (kind = 'crash' OR status = 'settled'),
  CHECK (win_transaction_id IS NULL OR kind = 'crash')
);
-- At most one unfinished round per member: the platform's #734 "previous game has not finished".
CREATE UNIQUE INDEX game_rounds_one_open ON game_rounds (member_id) WHERE status = 'open';
CREATE INDEX game_rounds_member ON game_rounds (member_id, game_id, id DESC);
CREATE INDEX game_rounds_wins ON game_rounds (merchant_id, win_cents DESC)
  WHERE win_cents > 0 AND NOT trial;

-- One draw of a lottery game at an interval boundary; produced once (idempotent per numero).
CREATE TABLE lottery_draws (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lottery_game_id integer NOT NULL REFERENCES lottery_games (id),
  numero text NOT NULL CHECK (numero ~ '^[0-9]{8}-[0-9]{4}$'),
  draw_time timestamptz NOT NULL,
  -- numbers[1] is the 5-digit special prize; its last two digits settle the 2-digit bets.
  numbers text[] NOT NULL CHECK (cardinality(numbers) >= 1 AND numbers[1] ~ '^[0-9]{5}$'),
  created_at timestamptz NOT NULL,
  UNIQUE (lottery_game_id, numero),
  UNIQUE (lottery_game_id, draw_time)
);
CREATE INDEX lottery_draws_recent ON lottery_draws (draw_time DESC);

-- A 2-digit bet on the next draw of a lottery game: stake debited when placed, a win credited
-- when the draw is produced.
CREATE TABLE lottery_bets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  lottery_game_id integer NOT NULL REFERENCES lottery_games (id),
  ticket_id integer REFERENCES game_tickets (id),
  client_bet_id text NOT NULL CHECK (client_bet_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  draw_time timestamptz NOT NULL,
  numero text NOT NULL CHECK (numero ~ '^[0-9]{8}-[0-9]{4}$'),
  number text NOT NULL CHECK (number ~ '^[0-9]{2}$'),
  stake_cents bigint NOT NULL CHECK (stake_cents > 0),
  win_cents bigint NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'won', 'lost')),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  transaction_id integer NOT NULL REFERENCES ledger_transactions (id),
  win_transaction_id integer REFERENCES ledger_transactions (id),
  UNIQUE (member_id, client_bet_id),
  CHECK ((status = 'pending') = (settled_at IS NULL)),
  CHECK ((status = 'won') = (win_cents > 0)),
  CHECK ((status = 'won') = (win_transaction_id IS NOT NULL))
);
CREATE INDEX lottery_bets_pending ON lottery_bets (lottery_game_id, draw_time)
  WHERE status = 'pending';
CREATE INDEX lottery_bets_member ON lottery_bets (member_id, id DESC);
