-- Every instance keeps short-lived caches (the tenant of a host, served pages, catalogue pages).
-- A write to the tables behind them, from any instance, the tenant command or plain SQL, sends a
-- NOTIFY on app_changes naming what changed, and each instance drops those caches at once
-- (plugins/changes.ts). One notification per statement; PostgreSQL folds repeats in a transaction.
CREATE FUNCTION notify_app_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;

CREATE TRIGGER tenants_changed AFTER INSERT OR UPDATE OR DELETE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('tenant');
CREATE TRIGGER tenant_domains_changed AFTER INSERT OR UPDATE OR DELETE ON tenant_domains
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('tenant');
CREATE TRIGGER content_items_changed AFTER INSERT OR UPDATE OR DELETE ON content_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('tenant');

CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');
CREATE TRIGGER mentors_changed AFTER INSERT OR UPDATE OR DELETE ON mentors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');
CREATE TRIGGER courses_changed AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');
CREATE TRIGGER course_ratings_changed AFTER INSERT OR UPDATE OR DELETE ON course_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_app_change('catalog');
