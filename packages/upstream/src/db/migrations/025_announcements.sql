-- Issue 17: announcements (`MCSFE_getListAnnouncements`, SPEC §2 `/noticePage`, UPSTREAM.md
-- §5.7). A notice is a player notice, a promotion notice or a popup, with its title and HTML
-- content in each language of the site, its publication date, a schedule (listed from
-- `starts_at` until `ends_at`, open-ended when NULL) and a sort order (higher first). A popup
-- also names its audience (`execution`: A logged in, B guest, F first login) and how often one
-- browser shows it (`repeat`). The content is HTML written on the platform; clients sanitise it.
CREATE TABLE announcements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind IN ('player', 'promotion', 'popup')),
  title_en text NOT NULL CHECK (char_length(title_en) BETWEEN 1 AND 200),
  title_km text NOT NULL CHECK (char_length(title_km) BETWEEN 1 AND 200),
  title_cn text NOT NULL CHECK (char_length(title_cn) BETWEEN 1 AND 200),
  content_en text NOT NULL CHECK (char_length(content_en) BETWEEN 1 AND 20000),
  content_km text NOT NULL CHECK (char_length(content_km) BETWEEN 1 AND 20000),
  content_cn text NOT NULL CHECK (char_length(content_cn) BETWEEN 1 AND 20000),
  published_at timestamptz NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz CHECK (ends_at IS NULL OR ends_at > starts_at),
  sort_order integer NOT NULL DEFAULT 0,
  execution text CHECK (execution IN ('A', 'B', 'F')),
  repeat text CHECK (repeat IN ('session', 'day')),
  -- A popup has both marks; other notices have neither.
  CHECK ((kind = 'popup') = (execution IS NOT NULL AND repeat IS NOT NULL)),
  CHECK (kind = 'popup' OR (execution IS NULL AND repeat IS NULL))
);
CREATE INDEX announcements_in_force ON announcements (merchant_id, kind, starts_at);

-- A banner of a group (`w_home`, `w_login`, `w_announcement` …): its picture is drawn by the
-- upstream (`/media/banners/<id>-<lang>.svg`) from its theme and its texts in each language;
-- its link leads nowhere, to a path of the site or to an https address. Same schedule and sort
-- order as the notices.
CREATE TABLE banners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  group_name text NOT NULL CHECK (group_name IN ('w_home', 'w_login', 'w_register', 'w_forget',
    'w_announcement', 'm_home', 'm_reg', 'm_hotgames')),
  theme text NOT NULL CHECK (theme IN ('gold', 'jade', 'ruby', 'ocean', 'violet')),
  title_en text NOT NULL CHECK (char_length(title_en) BETWEEN 1 AND 120),
  title_km text NOT NULL CHECK (char_length(title_km) BETWEEN 1 AND 120),
  title_cn text NOT NULL CHECK (char_length(title_cn) BETWEEN 1 AND 120),
  caption_en text NOT NULL CHECK (char_length(caption_en) BETWEEN 1 AND 120),
  caption_km text NOT NULL CHECK (char_length(caption_km) BETWEEN 1 AND 120),
  caption_cn text NOT NULL CHECK (char_length(caption_cn) BETWEEN 1 AND 120),
  linkage_type text NOT NULL CHECK (linkage_type IN ('none', 'internal', 'external')),
  link_url text NOT NULL CHECK (char_length(link_url) <= 500),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz CHECK (ends_at IS NULL OR ends_at > starts_at),
  sort_order integer NOT NULL DEFAULT 0,
  CHECK ((linkage_type = 'none') = (link_url = ''))
);
CREATE INDEX banners_in_force ON banners (merchant_id, group_name, starts_at);
