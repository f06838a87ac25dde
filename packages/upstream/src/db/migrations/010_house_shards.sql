-- Issue 13: no hot house row. Every round, bet and trial credit writes an entry on a house
-- account (house:games, house:trial, house:funding). House accounts carry no running balance and
-- are never locked by ledger_post (migration 004), but each entry's foreign key still takes a
-- KEY SHARE lock on the account row: with many rounds at once every one of them locks the same
-- tuple (a multixact rewritten by each newcomer, and a WAL record per lock).
--
-- Each house account gets 15 sub-accounts (shards 1-15; the account itself is shard 0).
-- ledger_post spreads a house leg over the 16 by the transaction's idempotency key, so
-- concurrent rounds lock different rows. Callers still name the house account; a house
-- account's balance and entries are those of it and its shards (ledger_account_totals).
ALTER TABLE ledger_accounts
  ADD COLUMN parent_id integer REFERENCES ledger_accounts (id),
  ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard BETWEEN 0 AND 15),
  ADD CONSTRAINT ledger_accounts_shard_is_house
    CHECK ((parent_id IS NULL) = (shard = 0) AND (parent_id IS NULL OR allow_negative)),
  ADD CONSTRAINT ledger_accounts_one_shard UNIQUE (parent_id, shard);

-- Shards of every house account, now and whenever one is made.
CREATE FUNCTION ledger_house_shards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (merchant_id, code, kind, account_type_id, allow_negative, currency,
                               created_at, parent_id, shard)
  SELECT NEW.merchant_id, NEW.code || '#' || s, 'house', NEW.account_type_id, true, NEW.currency,
         NEW.created_at, NEW.id, s
    FROM generate_series(1, 15) AS s;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_house_shards AFTER INSERT ON ledger_accounts
  FOR EACH ROW WHEN (NEW.kind = 'house' AND NEW.parent_id IS NULL)
  EXECUTE FUNCTION ledger_house_shards();

INSERT INTO ledger_accounts (merchant_id, code, kind, account_type_id, allow_negative, currency,
                             created_at, parent_id, shard)
SELECT a.merchant_id, a.code || '#' || s, 'house', a.account_type_id, true, a.currency,
       a.created_at, a.id, s
  FROM ledger_accounts a CROSS JOIN generate_series(1, 15) AS s
 WHERE a.kind = 'house' AND a.parent_id IS NULL;

-- An account's movements with its shards rolled up: what reports read for a house account.
CREATE VIEW ledger_account_totals AS
SELECT coalesce(a.parent_id, a.id) AS account_id, coalesce(sum(e.amount_cents), 0) AS balance_cents,
       count(e.id) AS entries
  FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
 GROUP BY coalesce(a.parent_id, a.id);

-- As in migration 004, plus: each house leg goes to the shard the key picks (the low four bits
-- of its hash; 0 is the account itself). Wallets are never sharded.
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant integer, p_kind text, p_key text, p_memo text, p_accounts integer[],
  p_amounts bigint[], p_now timestamptz,
  OUT status text, OUT txn_id integer, OUT wallet_ids integer[], OUT wallet_balances bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_ids integer[] := ARRAY(SELECT DISTINCT a FROM unnest(p_accounts) AS a ORDER BY a);
  v_shard smallint := hashtext(p_key) & 15;
  v_targets integer[];
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
    SELECT t.id INTO txn_id FROM ledger_transactions t
     WHERE t.merchant_id = p_merchant AND t.idempotency_key = p_key;
    status := 'replayed';
    wallet_ids := '{}';
    wallet_balances := '{}';
    RETURN;
  END IF;
  v_targets := ARRAY(
    SELECT coalesce(s.id, x.account)
      FROM unnest(p_accounts) WITH ORDINALITY AS x (account, n)
      LEFT JOIN ledger_accounts s ON v_shard > 0 AND s.parent_id = x.account AND s.shard = v_shard
     ORDER BY x.n);
  INSERT INTO ledger_entries (transaction_id, account_id, amount_cents)
  SELECT txn_id, v_targets[l.n], l.amount
    FROM unnest(p_amounts) WITH ORDINALITY AS l (amount, n) ORDER BY l.n;
  status := 'posted';
END $$;
