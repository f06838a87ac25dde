-- Issue 15: announcements to a merchant's agents (the agent center's first page). Plain text,
-- never HTML, in each language of the site; shown from `published_at` on, newest first.
CREATE TABLE agent_notices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  title_en text NOT NULL CHECK (char_length(title_en) BETWEEN 1 AND 200),
  title_km text NOT NULL CHECK (char_length(title_km) BETWEEN 1 AND 200),
  title_cn text NOT NULL CHECK (char_length(title_cn) BETWEEN 1 AND 200),
  body_en text NOT NULL CHECK (char_length(body_en) BETWEEN 1 AND 10000),
  body_km text NOT NULL CHECK (char_length(body_km) BETWEEN 1 AND 10000),
  body_cn text NOT NULL CHECK (char_length(body_cn) BETWEEN 1 AND 10000),
  published_at timestamptz NOT NULL
);
CREATE INDEX agent_notices_published ON agent_notices (merchant_id, published_at DESC, id DESC);
