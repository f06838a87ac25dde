-- Issue 13: the catalogue every visitor reads (modules, site state, register rules, vendors,
-- games, lottery games, rooms, jackpot pools, merchants and their domains) is cached in each
-- upstream process (src/catalogue/cache.ts). Any write to these tables, by any process or by
-- hand, notifies `catalogue_changed` with the schema's name; every process LISTENs and empties
-- its cache. Notifications are sent at commit, once per transaction and payload.
CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', current_schema());
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['merchants', 'merchant_domains', 'merchant_modules', 'site_state',
    'register_rule_settings', 'game_vendors', 'games', 'lottery_games', 'pvp_rooms',
    'jackpot_pools']
  LOOP
    EXECUTE format('CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON %I FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t);
  END LOOP;
END $$;
