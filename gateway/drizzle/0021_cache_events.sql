-- What every request reads (sessions, API tokens, permissions, the key_data documents: feature
-- switches, system config, login policy...) is cached in each gateway process; every change of it is
-- announced on crucible_events by the database itself, whoever writes it (a gateway, a worker, psql),
-- so that every process drops its copy within a second (issue 24 items 5 and 7). The notification
-- leaves at commit, and identical ones within a transaction are sent once. A session announces its
-- revocation and a shortened expiry, not the sliding expiry its use extends every minute.
CREATE FUNCTION crucible_config_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('crucible_events', json_build_object('kind', 'config', 'key', OLD.key)::text);
  ELSE
    PERFORM pg_notify('crucible_events', json_build_object('kind', 'config', 'key', NEW.key)::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION crucible_session_access_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crucible_events', json_build_object('kind', 'access', 'side', OLD.side, 'user', OLD.user_id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION crucible_user_access_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crucible_events', json_build_object('kind', 'access', 'side', TG_ARGV[0], 'user', OLD.id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION crucible_perms_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crucible_events', json_build_object('kind', 'perms')::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER key_data_event AFTER INSERT OR UPDATE OR DELETE ON "key_data" FOR EACH ROW EXECUTE FUNCTION crucible_config_event();--> statement-breakpoint
CREATE TRIGGER sessions_revoke_event AFTER UPDATE ON "sessions" FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR NEW.expires_at < OLD.expires_at OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.side IS DISTINCT FROM NEW.side OR OLD.token_hash IS DISTINCT FROM NEW.token_hash) EXECUTE FUNCTION crucible_session_access_event();--> statement-breakpoint
CREATE TRIGGER sessions_delete_event AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION crucible_session_access_event();--> statement-breakpoint
CREATE TRIGGER api_tokens_revoke_event AFTER UPDATE ON "api_tokens" FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.read_only IS DISTINCT FROM NEW.read_only OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.side IS DISTINCT FROM NEW.side OR OLD.token_hash IS DISTINCT FROM NEW.token_hash) EXECUTE FUNCTION crucible_session_access_event();--> statement-breakpoint
CREATE TRIGGER api_tokens_delete_event AFTER DELETE ON "api_tokens" FOR EACH ROW EXECUTE FUNCTION crucible_session_access_event();--> statement-breakpoint
CREATE TRIGGER users_access_event AFTER UPDATE ON "users" FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.account IS DISTINCT FROM NEW.account) EXECUTE FUNCTION crucible_user_access_event('user');--> statement-breakpoint
CREATE TRIGGER users_delete_event AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION crucible_user_access_event('user');--> statement-breakpoint
CREATE TRIGGER sys_users_access_event AFTER UPDATE ON "sys_users" FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.account IS DISTINCT FROM NEW.account) EXECUTE FUNCTION crucible_user_access_event('sys');--> statement-breakpoint
CREATE TRIGGER sys_users_delete_event AFTER DELETE ON "sys_users" FOR EACH ROW EXECUTE FUNCTION crucible_user_access_event('sys');--> statement-breakpoint
CREATE TRIGGER perm_groups_event AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "perm_groups" FOR EACH STATEMENT EXECUTE FUNCTION crucible_perms_event();--> statement-breakpoint
CREATE TRIGGER perm_roles_event AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "perm_roles" FOR EACH STATEMENT EXECUTE FUNCTION crucible_perms_event();--> statement-breakpoint
CREATE TRIGGER perm_role_groups_event AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "perm_role_groups" FOR EACH STATEMENT EXECUTE FUNCTION crucible_perms_event();--> statement-breakpoint
CREATE TRIGGER sys_user_roles_event AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_user_roles" FOR EACH STATEMENT EXECUTE FUNCTION crucible_perms_event();
