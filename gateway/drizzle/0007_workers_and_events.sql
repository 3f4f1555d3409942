CREATE TABLE "workers" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"routes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Live updates (issue 9): every change of a task's or a job's state, by any process, is announced on
-- the channel crucible_events (PostgreSQL LISTEN/NOTIFY; PGlite's listen in one process). Heartbeats
-- and other writes that leave the state alone announce nothing.
CREATE FUNCTION crucible_task_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crucible_events', json_build_object('kind', 'task', 'job', NEW.job_id, 'task', NEW.id, 'state', NEW.state)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION crucible_job_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crucible_events', json_build_object('kind', 'job', 'job', NEW.id, 'owner', NEW.owner_id, 'state', NEW.state)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tasks_state_event AFTER INSERT ON "tasks" FOR EACH ROW EXECUTE FUNCTION crucible_task_event();--> statement-breakpoint
CREATE TRIGGER tasks_state_change_event AFTER UPDATE OF "state" ON "tasks" FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION crucible_task_event();--> statement-breakpoint
CREATE TRIGGER jobs_state_event AFTER INSERT ON "jobs" FOR EACH ROW EXECUTE FUNCTION crucible_job_event();--> statement-breakpoint
CREATE TRIGGER jobs_state_change_event AFTER UPDATE OF "state" ON "jobs" FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION crucible_job_event();
