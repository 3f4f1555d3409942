-- Live feeds follow the projects' visibility rule (issues 27 item 1, 28 item 2). A job's announcement
-- names its project, so a feed drops at once another user's job of no project and reads only those a
-- project may show the subscriber; a job moved into or out of a project is announced like a change of
-- state, so the members see it arrive (or go) at once. A membership that begins, ends or changes
-- (created, invited, accepted, removed, left, role changed, the project deleted) is announced as
-- {kind: "member", project, user}: a feed keeps the projects its subscriber reads until the next such
-- announcement (or a gap in the events), and one that sends without reading (taskLog) checks the rule
-- again at once. The rows a feed sends are read by the rule itself, whatever it keeps.
CREATE OR REPLACE FUNCTION crucible_job_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crucible_events', json_build_object('kind', 'job', 'job', NEW.id, 'owner', NEW.owner_id, 'project', NEW.project_id, 'state', NEW.state)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_project_change_event AFTER UPDATE OF "project_id" ON "jobs" FOR EACH ROW WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id) EXECUTE FUNCTION crucible_job_event();--> statement-breakpoint
CREATE FUNCTION crucible_member_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member record;
BEGIN
  IF TG_OP = 'DELETE' THEN member := OLD; ELSE member := NEW; END IF;
  PERFORM pg_notify('crucible_events', json_build_object('kind', 'member', 'project', member.project_id, 'user', member.user_id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER project_members_insert_event AFTER INSERT ON "project_members" FOR EACH ROW EXECUTE FUNCTION crucible_member_event();--> statement-breakpoint
CREATE TRIGGER project_members_change_event AFTER UPDATE ON "project_members" FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.accepted_at IS DISTINCT FROM NEW.accepted_at) EXECUTE FUNCTION crucible_member_event();--> statement-breakpoint
CREATE TRIGGER project_members_delete_event AFTER DELETE ON "project_members" FOR EACH ROW EXECUTE FUNCTION crucible_member_event();
