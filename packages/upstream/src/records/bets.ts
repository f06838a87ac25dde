/**
 * The bets of a set of members (one member's own record, an agent's team) as one relation:
 * in-house game rounds and lottery bets, each with its member, time, game, vendor, category (the
 * catalogue lane), stake and payout in cents, read straight from `game_rounds` and
 * `lottery_bets` (which the ledger transactions of the play code write with them). A lottery
 * bet's vendor and category are those of the catalogue card that lists its lottery game (`LTX`
 * in `LOTT`, `GLE` in `ELOTT`); a game no card lists falls back to the platform's lottery vendor
 * `TCG` in `LOTT`.
 *
 * Parameters: $1 the members (an int array), $2 start, $3 end (excluded), $4 category or null,
 * $5 vendor or null.
 */
export const betsSql = `
  bets AS (
    SELECT 'R' || r.id AS id, 0 AS source, r.id AS n, r.member_id, r.created_at AS time,
           r.settled_at,
           g.display_name AS game_name, g.node_id AS game_code, v.code AS vendor,
           g.game_type AS category, r.stake_cents, r.win_cents,
           CASE WHEN r.status = 'open' THEN 'pending' ELSE 'settled' END AS status
      FROM game_rounds r
      JOIN games g ON g.id = r.game_id
      JOIN game_vendors v ON v.id = g.vendor_id
     WHERE r.member_id = ANY ($1::int[]) AND r.created_at >= $2 AND r.created_at < $3
    UNION ALL
    SELECT 'L' || b.id, 1, b.id, b.member_id, b.created_at, b.settled_at,
           lg.name, lg.game_code, coalesce(card.vendor, 'TCG'),
           coalesce(card.category, 'LOTT'), b.stake_cents, b.win_cents,
           CASE WHEN b.status = 'pending' THEN 'pending' ELSE 'settled' END
      FROM lottery_bets b
      JOIN lottery_games lg ON lg.id = b.lottery_game_id
      LEFT JOIN LATERAL (
        SELECT v.code AS vendor, v.game_type AS category
          FROM games g JOIN game_vendors v ON v.id = g.vendor_id
         WHERE g.merchant_id = lg.merchant_id AND g.game_code = lg.game_code
           AND g.demo_kind = 'lottery'
         ORDER BY g.position, g.node_id
         LIMIT 1
      ) card ON true
     WHERE b.member_id = ANY ($1::int[]) AND b.created_at >= $2 AND b.created_at < $3
  ), picked AS (
    SELECT * FROM bets
     WHERE ($4::text IS NULL OR category = $4::text) AND ($5::text IS NULL OR vendor = $5::text)
  )`;
