-- Issue 4: the game catalogue. Vendors (the cards of the lobby lanes), their games, members'
-- favourites and recently played games, the lottery games of the lottery gateway, PVP rooms
-- and the display jackpot pools. Seeded per merchant by src/seed/catalogue.ts.

-- A vendor card of a lane. A vendor may appear in several lanes (TCG: SEA lottery under LOTT,
-- VN lottery under ELOTT), so a card is one vendor code in one game type.
CREATE TABLE game_vendors (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  display_name text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 80),
  game_type text NOT NULL CHECK (game_type IN
    ('ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'BINGO', 'INHOUSE')),
  account_type_name text CHECK (char_length(account_type_name) BETWEEN 1 AND 40),
  -- VASSALAGE: a click opens the popup list of the vendor's games; GAME: it launches or opens
  -- the vendor's lobby.
  is_game text NOT NULL CHECK (is_game IN ('VASSALAGE', 'GAME')),
  freeplay boolean NOT NULL,
  position integer NOT NULL,
  maintenance boolean NOT NULL DEFAULT false,
  -- Direct cards (sports books, lottery lobbies) name the game a click launches.
  launch_game_id text CHECK (char_length(launch_game_id) BETWEEN 1 AND 64),
  launch_node_id text CHECK (launch_node_id ~ '^[0-9]{1,12}$'),
  game_code text CHECK (char_length(game_code) BETWEEN 1 AND 40),
  default_play_type text CHECK (char_length(default_play_type) BETWEEN 1 AND 40),
  UNIQUE (merchant_id, code, game_type)
);
CREATE INDEX game_vendors_lane ON game_vendors (merchant_id, game_type, position);

CREATE TABLE games (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  vendor_id integer NOT NULL REFERENCES game_vendors (id),
  node_id text NOT NULL CHECK (node_id ~ '^[0-9]{1,12}$'),
  game_id text NOT NULL CHECK (char_length(game_id) BETWEEN 1 AND 64),
  game_name text NOT NULL CHECK (char_length(game_name) BETWEEN 1 AND 120),
  display_name text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 120),
  game_type text NOT NULL CHECK (game_type IN
    ('ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'BINGO', 'INHOUSE')),
  classify text CHECK (char_length(classify) BETWEEN 1 AND 40),
  -- Lottery games: the lottery game code and play type the lottery page opens with.
  game_code text CHECK (char_length(game_code) BETWEEN 1 AND 40),
  default_play_type text CHECK (char_length(default_play_type) BETWEEN 1 AND 40),
  account_type_name text CHECK (char_length(account_type_name) BETWEEN 1 AND 40),
  is_hot boolean NOT NULL DEFAULT false,
  is_new boolean NOT NULL DEFAULT false,
  freeplay boolean NOT NULL,
  min_bet_cents bigint NOT NULL CHECK (min_bet_cents > 0),
  line_num integer NOT NULL DEFAULT 0 CHECK (line_num >= 0),
  maintenance boolean NOT NULL DEFAULT false,
  -- The in-house demo a launch opens; NULL only for games without a page of their own
  -- (sports books).
  demo_kind text CHECK (demo_kind IN ('slot', 'dice', 'crash', 'lottery')),
  position integer NOT NULL,
  UNIQUE (merchant_id, node_id),
  UNIQUE (merchant_id, game_id)
);
CREATE INDEX games_vendor ON games (vendor_id);
CREATE INDEX games_order ON games (merchant_id, position, node_id);

CREATE TABLE favourite_games (
  member_id integer NOT NULL REFERENCES members (id),
  game_id integer NOT NULL REFERENCES games (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_id)
);

-- One row per member and game: a new launch moves the game to the front.
CREATE TABLE recent_games (
  member_id integer NOT NULL REFERENCES members (id),
  game_id integer NOT NULL REFERENCES games (id),
  played_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_games_member ON recent_games (member_id, played_at DESC);

-- Lottery games of the lottery gateway. Draws fall on the epoch-aligned multiples of the
-- interval (src/catalogue/lottery.ts).
CREATE TABLE lottery_games (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  game_code text NOT NULL CHECK (game_code ~ '^[A-Z0-9_]{1,40}$'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  prize_mode text NOT NULL CHECK (prize_mode IN ('Lott', 'ZY', 'Elott', 'SEA')),
  group_code text NOT NULL CHECK (char_length(group_code) BETWEEN 1 AND 40),
  group_name text NOT NULL CHECK (char_length(group_name) BETWEEN 1 AND 80),
  play_types text[] NOT NULL CHECK (cardinality(play_types) >= 1),
  default_play_type text NOT NULL,
  draw_interval_seconds integer NOT NULL CHECK (draw_interval_seconds >= 60),
  -- Popularity rank of the popular list (lower first).
  popularity integer NOT NULL,
  position integer NOT NULL,
  UNIQUE (merchant_id, game_code),
  CHECK (default_play_type = ANY (play_types))
);

CREATE TABLE pvp_rooms (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games (id),
  room_id text NOT NULL CHECK (char_length(room_id) BETWEEN 1 AND 40),
  room_name text NOT NULL CHECK (char_length(room_name) BETWEEN 1 AND 80),
  min_bet_cents bigint NOT NULL CHECK (min_bet_cents > 0),
  max_players integer NOT NULL CHECK (max_players >= 1),
  position integer NOT NULL,
  UNIQUE (game_id, room_id)
);

-- Display jackpots: no money behind them. The shown amount is the base plus a steady growth
-- since `started_at`, restarting every `cycle_seconds` (as if the pool had been hit).
CREATE TABLE jackpot_pools (
  game_id integer PRIMARY KEY REFERENCES games (id),
  base_cents bigint NOT NULL CHECK (base_cents > 0),
  growth_cents_per_minute bigint NOT NULL CHECK (growth_cents_per_minute > 0),
  cycle_seconds integer NOT NULL CHECK (cycle_seconds >= 60),
  started_at timestamptz NOT NULL
);
