-- ledger_post_batch (migration 011) read the keys already posted and the batch's accounts by
-- joining whole tables (a hash join over a sequential scan of ledger_transactions: time growing
-- with the ledger, and PGlite, which never re-plans after it has grown, would keep that plan).
-- Every lookup is now an index probe per key or account, whatever the planner's statistics:
-- a scalar subquery or a LATERAL one that cannot be flattened into a join (OFFSET 0). The
-- answers are unchanged.
CREATE OR REPLACE FUNCTION ledger_post_batch(
  p_merchants integer[], p_kinds text[], p_keys text[], p_memos text[], p_nows timestamptz[],
  p_leg_txns integer[], p_accounts integer[], p_amounts bigint[])
RETURNS TABLE (n integer, status text, txn_id integer, wallet_ids integer[],
               wallet_balances bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer := coalesce(cardinality(p_keys), 0);
  v_legs integer := coalesce(cardinality(p_leg_txns), 0);
  v_status text[] := array_fill(NULL::text, ARRAY[v_count]);
  v_txn integer[] := array_fill(NULL::integer, ARRAY[v_count]);
  -- For a replay of a transaction posted earlier in this batch: that transaction's position.
  v_original integer[] := array_fill(NULL::integer, ARRAY[v_count]);
  v_wallets integer[];
  v_balances bigint[];
  v_out_txn integer[] := '{}';
  v_out_wallet integer[] := '{}';
  v_out_balance bigint[] := '{}';
  v_posted integer[] := '{}';
  v_inserted integer := 0;
  v_info record;
  v_leg integer := 1;
  v_first integer;
  v_last integer;
  v_pos integer;
  v_lowest bigint;
  v_short boolean;
BEGIN
  IF coalesce(cardinality(p_merchants), 0) <> v_count
     OR coalesce(cardinality(p_kinds), 0) <> v_count
     OR coalesce(cardinality(p_memos), 0) <> v_count
     OR coalesce(cardinality(p_nows), 0) <> v_count
     OR coalesce(cardinality(p_accounts), 0) <> v_legs
     OR coalesce(cardinality(p_amounts), 0) <> v_legs THEN
    RAISE EXCEPTION 'ledger_post_batch: arrays of different lengths'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;

  SELECT coalesce(array_agg(w.id ORDER BY w.id), '{}'),
         coalesce(array_agg(w.balance_cents ORDER BY w.id), '{}')
    INTO v_wallets, v_balances
    FROM (SELECT DISTINCT u.id FROM unnest(p_accounts) AS u (id) ORDER BY u.id) u
    CROSS JOIN LATERAL (
      SELECT a.id, a.balance_cents FROM ledger_accounts a
       WHERE a.id = u.id AND NOT a.allow_negative FOR NO KEY UPDATE OFFSET 0) w;

  FOR v_info IN
    WITH checks AS (
      SELECT l.t, count(DISTINCT l.account) AS wanted, count(DISTINCT a.id) AS found,
             count(DISTINCT a.currency) AS currencies
        FROM unnest(p_leg_txns, p_accounts) AS l (t, account)
        LEFT JOIN LATERAL (
          SELECT a.id, a.currency FROM ledger_accounts a
           WHERE a.id = l.account AND a.merchant_id = p_merchants[l.t] OFFSET 0) a ON true
       GROUP BY l.t)
    SELECT t.i::integer AS i,
           (SELECT x.id FROM ledger_transactions x
             WHERE x.merchant_id = t.merchant AND x.idempotency_key = t.key) AS existing,
           (lag(t.i) OVER (PARTITION BY t.merchant, t.key ORDER BY t.i))::integer AS previous,
           coalesce(c.wanted, 0) AS wanted, coalesce(c.found, 0) AS found,
           coalesce(c.currencies, 0) AS currencies
      FROM unnest(p_merchants, p_keys) WITH ORDINALITY AS t (merchant, key, i)
      LEFT JOIN checks c ON c.t = t.i
     ORDER BY t.i
  LOOP
    v_first := v_leg;
    WHILE v_leg <= v_legs AND p_leg_txns[v_leg] = v_info.i LOOP
      v_leg := v_leg + 1;
    END LOOP;
    v_last := v_leg - 1;
    IF v_last < v_first THEN
      RAISE EXCEPTION 'ledger_post_batch: transaction % has no legs (legs not grouped in order)',
        v_info.i USING ERRCODE = 'invalid_parameter_value';
    END IF;

    IF v_info.existing IS NOT NULL THEN
      v_status[v_info.i] := 'replayed';
      v_txn[v_info.i] := v_info.existing;
      CONTINUE;
    END IF;
    -- The same key earlier in the batch: posted (or answered) there, answered the same here. An
    -- earlier refusal wrote nothing, so this one is tried afresh.
    IF v_info.previous IS NOT NULL AND v_status[v_info.previous] IN ('posted', 'replayed') THEN
      v_status[v_info.i] := 'replayed';
      v_txn[v_info.i] := v_txn[v_info.previous];
      v_original[v_info.i] := coalesce(v_original[v_info.previous], v_info.previous);
      CONTINUE;
    END IF;
    IF v_info.found <> v_info.wanted THEN
      v_status[v_info.i] := 'unknown_account';
      CONTINUE;
    END IF;
    IF v_info.currencies <> 1 THEN
      v_status[v_info.i] := 'currency_mismatch';
      CONTINUE;
    END IF;

    -- Each wallet's balance plus all its debits in this transaction must stay >= 0.
    v_short := false;
    FOR j IN v_first..v_last LOOP
      v_pos := array_position(v_wallets, p_accounts[j]);
      CONTINUE WHEN v_pos IS NULL OR p_amounts[j] >= 0;
      v_lowest := v_balances[v_pos];
      FOR k IN v_first..v_last LOOP
        IF p_accounts[k] = p_accounts[j] AND p_amounts[k] < 0 THEN
          v_lowest := v_lowest + p_amounts[k];
        END IF;
      END LOOP;
      IF v_lowest < 0 THEN
        v_short := true;
        EXIT;
      END IF;
    END LOOP;
    IF v_short THEN
      v_status[v_info.i] := 'insufficient_funds';
      CONTINUE;
    END IF;

    FOR j IN v_first..v_last LOOP
      v_pos := array_position(v_wallets, p_accounts[j]);
      IF v_pos IS NOT NULL THEN
        v_balances[v_pos] := v_balances[v_pos] + p_amounts[j];
      END IF;
    END LOOP;
    FOR j IN v_first..v_last LOOP
      v_pos := array_position(v_wallets, p_accounts[j]);
      IF v_pos IS NOT NULL AND array_position(p_accounts[v_first:j - 1], p_accounts[j]) IS NULL
      THEN
        v_out_txn := v_out_txn || v_info.i;
        v_out_wallet := v_out_wallet || p_accounts[j];
        v_out_balance := v_out_balance || v_balances[v_pos];
      END IF;
    END LOOP;
    v_status[v_info.i] := 'posted';
    v_posted := v_posted || v_info.i;
  END LOOP;
  IF v_leg <= v_legs THEN
    RAISE EXCEPTION 'ledger_post_batch: legs not grouped by transaction in order'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;

  FOR v_info IN
    WITH inserted AS (
      INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, memo, created_at)
      SELECT p_merchants[u.i], p_kinds[u.i], p_keys[u.i], p_memos[u.i], p_nows[u.i]
        FROM unnest(v_posted) WITH ORDINALITY AS u (i, o) ORDER BY u.o
      ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
      RETURNING ledger_transactions.id, ledger_transactions.merchant_id,
                ledger_transactions.idempotency_key)
    SELECT u.i, ins.id
      FROM inserted ins
      JOIN unnest(v_posted) AS u (i)
        ON p_merchants[u.i] = ins.merchant_id AND p_keys[u.i] = ins.idempotency_key
  LOOP
    v_txn[v_info.i] := v_info.id;
    v_inserted := v_inserted + 1;
  END LOOP;
  IF v_inserted <> cardinality(v_posted) THEN
    RAISE EXCEPTION 'ledger_post_batch: a key was posted concurrently'
      USING ERRCODE = 'serialization_failure';
  END IF;
  FOR i IN 1..v_count LOOP
    IF v_original[i] IS NOT NULL THEN
      v_txn[i] := v_txn[v_original[i]];
    END IF;
  END LOOP;

  -- House legs go to the shard the key picks, as in ledger_post (migration 010).
  INSERT INTO ledger_entries (transaction_id, account_id, amount_cents)
  SELECT v_txn[l.t], coalesce(s.id, l.account), l.amount
    FROM unnest(p_leg_txns, p_accounts, p_amounts) WITH ORDINALITY AS l (t, account, amount, j)
    LEFT JOIN LATERAL (
      SELECT s.id FROM ledger_accounts s
       WHERE (hashtext(p_keys[l.t]) & 15) > 0 AND s.parent_id = l.account
         AND s.shard = (hashtext(p_keys[l.t]) & 15) OFFSET 0) s ON true
   WHERE v_status[l.t] = 'posted'
   ORDER BY l.j;

  RETURN QUERY
  SELECT t.i::integer, v_status[t.i], v_txn[t.i],
         coalesce(array_agg(w.wallet ORDER BY w.wallet) FILTER (WHERE w.wallet IS NOT NULL),
                  '{}'),
         coalesce(array_agg(w.balance ORDER BY w.wallet) FILTER (WHERE w.wallet IS NOT NULL),
                  '{}')
    FROM generate_series(1, v_count) AS t (i)
    LEFT JOIN unnest(v_out_txn, v_out_wallet, v_out_balance) AS w (t, wallet, balance)
      ON w.t = t.i
   GROUP BY t.i
   ORDER BY t.i;
END $$;
