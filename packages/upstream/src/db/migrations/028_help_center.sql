-- Issue 17: the help center (`GET /wps/system/helpCenter`, SPEC §2 `/helpmc`) and the site
-- resources of the permission call (`GET /wps/system/status`: the footer's About list, the
-- house's Telegram and WhatsApp channels) are data, changed through the QA controls, not code.
-- A help item is addressed by its tag (`/helpmc#<tag>`), has its title and HTML content in each
-- language of the site (the content is written on the platform; clients sanitise it) and a
-- position in the list. A resource has the platform's type, its labels (EN, CN: the platform's
-- two), its address (a site path or an https address) and a position.
CREATE TABLE help_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  tag text NOT NULL CHECK (tag ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'),
  title_en text NOT NULL CHECK (char_length(title_en) BETWEEN 1 AND 200),
  title_km text NOT NULL CHECK (char_length(title_km) BETWEEN 1 AND 200),
  title_cn text NOT NULL CHECK (char_length(title_cn) BETWEEN 1 AND 200),
  content_en text NOT NULL CHECK (char_length(content_en) BETWEEN 1 AND 20000),
  content_km text NOT NULL CHECK (char_length(content_km) BETWEEN 1 AND 20000),
  content_cn text NOT NULL CHECK (char_length(content_cn) BETWEEN 1 AND 20000),
  position integer NOT NULL,
  UNIQUE (merchant_id, tag)
);

CREATE TABLE site_resources (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  resource_type text NOT NULL CHECK (resource_type ~ '^[A-Z][A-Z0-9_]{0,39}$'),
  label_en text NOT NULL CHECK (char_length(label_en) BETWEEN 1 AND 100),
  label_cn text NOT NULL CHECK (char_length(label_cn) BETWEEN 1 AND 100),
  url text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 500),
  position integer NOT NULL,
  UNIQUE (merchant_id, resource_type)
);

-- Every visitor reads both (the help page, every boot's permission call): cached with the
-- catalogue (migration 009) and dropped from every process's cache when they change.
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON help_items
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_resources
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
