-- Issue 13: group commit. Game rounds that arrive together are settled by ONE statement (one
-- commit, one round trip) instead of one each (src/play/round-batch.ts). ledger_post_batch posts
-- many transactions in that statement with exactly the answers ledger_post (migration 010) gives
-- when called once per transaction in array order: a refusal (insufficient funds, unknown
-- account, currency mismatch) writes nothing for that transaction and does not touch the others;
-- a key already posted, before or earlier in the batch, answers the first transaction; a wallet
-- that appears in several transactions is checked against its balance after the earlier ones.
--
-- Transaction i has p_merchants[i], p_kinds[i], p_keys[i], p_memos[i], p_nows[i]; its legs are
-- the positions j where p_leg_txns[j] = i, in order, and the legs come grouped by transaction
-- in ascending order. The wallets of the whole batch are locked first, in id order (as
-- ledger_post does for one transaction, so batches and single posts never deadlock), then the
-- checks run in memory, then every transaction row, then every entry, each in one INSERT. A key
-- another session posted although no wallet lock was shared (possible only for keys used with
-- other accounts) makes the whole statement fail with serialization_failure: the caller then
-- posts the transactions one by one.
CREATE FUNCTION ledger_post_batch(
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
    FROM (SELECT a.id, a.balance_cents FROM ledger_accounts a
           WHERE a.id = ANY (p_accounts) AND NOT a.allow_negative
           ORDER BY a.id FOR NO KEY UPDATE) w;

  FOR v_info IN
    WITH checks AS (
      SELECT l.t, count(DISTINCT l.account) AS wanted, count(DISTINCT a.id) AS found,
             count(DISTINCT a.currency) AS currencies
        FROM unnest(p_leg_txns, p_accounts) AS l (t, account)
        LEFT JOIN ledger_accounts a ON a.id = l.account AND a.merchant_id = p_merchants[l.t]
       GROUP BY l.t)
    SELECT t.i::integer AS i, x.id AS existing,
           (lag(t.i) OVER (PARTITION BY t.merchant, t.key ORDER BY t.i))::integer AS previous,
           coalesce(c.wanted, 0) AS wanted, coalesce(c.found, 0) AS found,
           coalesce(c.currencies, 0) AS currencies
      FROM unnest(p_merchants, p_keys) WITH ORDINALITY AS t (merchant, key, i)
      LEFT JOIN ledger_transactions x ON x.merchant_id = t.merchant AND x.idempotency_key = t.key
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
    LEFT JOIN ledger_accounts s
      ON (hashtext(p_keys[l.t]) & 15) > 0 AND s.parent_id = l.account
     AND s.shard = (hashtext(p_keys[l.t]) & 15)
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

-- Slot and dice rounds (src/play/round-batch.ts): their ledger transactions posted by
-- ledger_post_batch and a row written for each one that posted, in one call. Round i stakes
-- p_stakes[i] and wins p_wins[i]; its legs are given as for ledger_post_batch, its ledger kind is
-- 'round.' || p_kinds[i]. Answers, per round in order, ledger_post_batch's answer and the id of
-- the round's row when it posted. Being a function, its statements are planned once per
-- connection and the caller sends one short statement.
CREATE FUNCTION game_rounds_settle(
  p_merchants integer[], p_keys text[], p_nows timestamptz[], p_leg_txns integer[],
  p_accounts integer[], p_amounts bigint[], p_members integer[], p_games integer[],
  p_tickets integer[], p_client_ids text[], p_kinds text[], p_trials boolean[],
  p_stakes bigint[], p_wins bigint[], p_outcomes jsonb[])
RETURNS TABLE (n integer, status text, txn_id integer, wallet_ids integer[],
               wallet_balances bigint[], round_id integer)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH posted AS MATERIALIZED (
    SELECT * FROM ledger_post_batch(
      p_merchants, ARRAY(SELECT 'round.' || k FROM unnest(p_kinds) AS k),
      p_keys, array_fill(''::text, ARRAY[cardinality(p_keys)]), p_nows, p_leg_txns,
      p_accounts, p_amounts)),
  inserted AS (
    INSERT INTO game_rounds (merchant_id, member_id, game_id, ticket_id, client_round_id, kind,
                             trial, stake_cents, win_cents, outcome, status, created_at,
                             settled_at, transaction_id)
    SELECT p_merchants[p.n], p_members[p.n], p_games[p.n], p_tickets[p.n], p_client_ids[p.n],
           p_kinds[p.n], p_trials[p.n], p_stakes[p.n], p_wins[p.n], p_outcomes[p.n], 'settled',
           p_nows[p.n], p_nows[p.n], p.txn_id
      FROM posted p WHERE p.status = 'posted' ORDER BY p.n
    RETURNING game_rounds.id, game_rounds.transaction_id)
  SELECT p.n, p.status, p.txn_id, p.wallet_ids, p.wallet_balances, r.id
    FROM posted p LEFT JOIN inserted r ON p.status = 'posted' AND r.transaction_id = p.txn_id
   ORDER BY p.n;
END $$;
