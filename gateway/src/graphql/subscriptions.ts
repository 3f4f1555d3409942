/**
 * GraphQL subscriptions (schema/graphql/live.graphql) over graphql-ws on /graphql: job and task states
 * and live log lines, fed by the process's event bus (domain/events.ts), which hears every process
 * that writes to the database. Each event re-reads what it names, so a subscriber sees rows, not
 * notifications, and a burst of events while a read runs is answered by one read. The socket server
 * that carries them: subscriptionSocket.ts.
 */
import { type GraphQLResolveInfo } from "graphql";
import type { JobRow, TaskRow } from "../db/jobs.js";
import type { UserActor } from "../domain/access/guards.js";
import { signedInTo } from "./directives.js";
import { type EventBus, type LiveEvent, type LogStream } from "../domain/events.js";
import { unreadNotificationCount } from "../domain/notifications/notifications.js";
import { readableProjectsOf } from "../domain/access/visibility.js";
import { ownJob, ownTask, tasksOfJob } from "../domain/jobs/jobs.js";
import { activeJobsSeenBy, jobEventConcerns, jobsSeenBy } from "../domain/jobs/liveJobs.js";
import type { LogChunk, SubscriptionResolvers } from "./__generated__/resolvers.js";
import { toId } from "./resolvers/scalars.js";

/** Log chunks a slow subscriber may have waiting; older ones are dropped (the offsets show the gap). */
const maxQueuedLogChunks = 256;

const finishedStates = new Set(["done", "abort", "cancel"]);

/** What a feed does with events: `take` keeps what it needs (true: wake up), `drain` reads it. */
interface FeedSource<T> {
  take(event: LiveEvent): boolean;
  /** What to send now; `first` once at the start. An empty list sends nothing. */
  drain(first: boolean): Promise<T[]>;
  /** The feed has nothing more to say (a finished task's log). */
  ended?(): boolean;
}

/**
 * An async iterator over a feed, written by hand rather than as a generator: a generator waiting for
 * the next event cannot be returned from until that event comes, so a completed subscription would
 * stay subscribed to the bus until then.
 */
function liveFeed<T>(events: EventBus, source: FeedSource<T>): AsyncIterableIterator<T> {
  const ready: T[] = [];
  let first = true;
  let woken = false;
  let closed = false;
  let wake: (() => void) | null = null;
  const unsubscribe = events.subscribe((event) => {
    if (closed || !source.take(event)) return;
    woken = true;
    wake?.();
  });
  const close = () => {
    closed = true;
    unsubscribe();
    wake?.();
  };
  const iterator: AsyncIterableIterator<T> = {
    async next(): Promise<IteratorResult<T>> {
      for (;;) {
        if (closed) return { done: true, value: undefined };
        const item = ready.shift();
        if (item !== undefined) return { done: false, value: item };
        if (source.ended?.()) {
          close();
          continue;
        }
        if (first || woken) {
          const wasFirst = first;
          first = false;
          woken = false;
          try {
            ready.push(...(await source.drain(wasFirst)));
          } catch (error) {
            close();
            throw error;
          }
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    },
    async return(): Promise<IteratorResult<T>> {
      close();
      return { done: true, value: undefined };
    },
    async throw(error: unknown): Promise<IteratorResult<T>> {
      close();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * The caller's user, as the field's @auth(side: USER) signed it in when it was subscribed to (the
 * directives of live.graphql are checked before `subscribe` runs, graphql/directives.ts, and again at
 * each event): the same actor an HTTP request's resolver receives, found the same way.
 */
function subscriber(info: GraphQLResolveInfo): UserActor {
  return signedInTo(info, "user");
}

const streamOf: Record<"STDOUT" | "STDERR", LogStream> = { STDOUT: "stdout", STDERR: "stderr" };
const streamName: Record<LogStream, LogChunk["stream"]> = { stdout: "STDOUT", stderr: "STDERR" };

/** Whether the event is an announcement of one of the user's project memberships (migration 0034). */
const membershipOf = (event: LiveEvent, userId: number) => event.kind === "member" && event.user === userId;

export const subscriptionResolvers: Required<SubscriptionResolvers> = {
  jobChanged: {
    subscribe: async (_p, { id }, ctx, info) => {
      const actor = subscriber(info);
      const jobId = toId(id);
      // Another user's job answers DBDataNotExist here, exactly like the job query.
      await ownJob(ctx, jobId);
      let dirty = false;
      // A change of the caller's memberships: the job is checked again (DBDataNotExist once it is not
      // theirs to read), without sending it again.
      let recheck = false;
      return liveFeed<{ jobChanged: JobRow }>(ctx.events, {
        take(event) {
          if (
            event.kind === "resync" ||
            ((event.kind === "job" || event.kind === "task") && event.job === jobId)
          )
            dirty = true;
          else if (membershipOf(event, actor.id)) recheck = true;
          return dirty || recheck;
        },
        async drain(first) {
          if (!first && !dirty) {
            if (recheck) {
              recheck = false;
              await ownJob(ctx, jobId);
            }
            return [];
          }
          dirty = false;
          recheck = false;
          ctx.renewLoaders?.();
          return [{ jobChanged: await ownJob(ctx, jobId) }];
        },
      });
    },
  },
  jobsChanged: {
    subscribe: async (_p, _a, ctx, info) => {
      const actor = subscriber(info);
      const changed = new Set<number>();
      // The projects whose jobs the caller reads, kept until an announcement of the caller's memberships
      // (null: to be read again), and the jobs whose events cannot concern the caller now (another
      // user's, of no project or of a project not theirs, or found unreadable): their task events are
      // dropped unread until a job event or a change of the caller's memberships says otherwise. The
      // rows sent are read by the visibility rule itself (domain/jobs/liveJobs.ts).
      let projects: Set<number> | null = null;
      const quiet = new Set<number>();
      // Counts the membership announcements: what a read learnt is kept only if none came meanwhile.
      let memberships = 0;
      let resync = false;
      return liveFeed<{ jobsChanged: JobRow }>(ctx.events, {
        take(event) {
          if (event.kind === "resync") resync = true;
          else if (membershipOf(event, actor.id)) {
            memberships += 1;
            projects = null;
            quiet.clear();
          } else if (event.kind === "job") {
            if (quiet.size > 10_000) quiet.clear();
            if (jobEventConcerns(event, actor.id, projects)) {
              quiet.delete(event.job);
              changed.add(event.job);
            } else quiet.add(event.job);
          } else if (event.kind === "task" && !quiet.has(event.job)) changed.add(event.job);
          return resync || changed.size > 0;
        },
        async drain(first) {
          const ids = [...changed];
          changed.clear();
          const asked = memberships;
          let rows: JobRow[] = [];
          // At the start (and after a gap in the events): the active jobs the caller reads, as they are now.
          if (first || resync) {
            resync = false;
            quiet.clear();
            projects = null;
            rows = await activeJobsSeenBy(ctx.db, actor.id);
          } else if (ids.length > 0) {
            rows = await jobsSeenBy(ctx.db, actor.id, ids);
            // An id announced again while the read ran is read again next: nothing is learnt of it.
            const seen = new Set(rows.map((row) => row.id));
            for (const id of ids) {
              if (seen.has(id)) quiet.delete(id);
              else if (asked === memberships && !changed.has(id)) quiet.add(id);
            }
          }
          if (projects === null) {
            const read = await readableProjectsOf(ctx.db, actor.id);
            if (asked === memberships) projects = read;
          }
          ctx.renewLoaders?.();
          return rows.map((row) => ({ jobsChanged: row }));
        },
      });
    },
  },
  taskChanged: {
    subscribe: async (_p, { jobId: rawJobId }, ctx, info) => {
      const actor = subscriber(info);
      const jobId = toId(rawJobId, "jobId");
      await ownJob(ctx, jobId);
      const changed = new Set<number>();
      let resync = false;
      let recheck = false;
      return liveFeed<{ taskChanged: TaskRow }>(ctx.events, {
        take(event) {
          if (event.kind === "resync") resync = true;
          else if (event.kind === "task" && event.job === jobId) changed.add(event.task);
          // The job itself changed (a move out of a project, say) or the caller's memberships did.
          else if ((event.kind === "job" && event.job === jobId) || membershipOf(event, actor.id))
            recheck = true;
          return resync || recheck || changed.size > 0;
        },
        async drain() {
          const ids = [...changed];
          changed.clear();
          const all = resync;
          resync = false;
          const check = recheck || all || ids.length > 0;
          recheck = false;
          // The job is still one the caller reads (not removed, still theirs or their project's), then
          // its tasks that changed.
          if (check) await ownJob(ctx, jobId);
          if (!all && ids.length === 0) return [];
          const rows = await tasksOfJob(ctx.db, jobId, all ? null : ids);
          ctx.renewLoaders?.();
          return rows.map((row) => ({ taskChanged: row }));
        },
      });
    },
  },
  taskLog: {
    subscribe: async (_p, { taskId: rawTaskId, stream }, ctx, info) => {
      const actor = subscriber(info);
      const taskId = toId(rawTaskId, "taskId");
      const task = await ownTask(ctx, signedInTo(info, "user"), taskId);
      const wanted = stream ? streamOf[stream] : null;
      const queued: LogChunk[] = [];
      let finished = finishedStates.has(task.state);
      // Log lines are sent as announced, without a read: the rule is checked again when the caller's
      // memberships change, when the job changes (a move out of a project, a removal) and after a gap.
      let recheck = false;
      return liveFeed<{ taskLog: LogChunk }>(ctx.events, {
        take(event) {
          if (event.kind === "task" && event.task === taskId && finishedStates.has(event.state)) {
            finished = true;
            return true;
          }
          if (
            event.kind === "resync" ||
            membershipOf(event, actor.id) ||
            (event.kind === "job" && event.job === task.jobId)
          ) {
            recheck = true;
            return true;
          }
          if (event.kind !== "log" || event.task !== taskId) return false;
          if (wanted !== null && event.stream !== wanted) return false;
          queued.push({
            taskId: String(taskId),
            stream: streamName[event.stream],
            offset: event.offset,
            text: event.text,
          });
          if (queued.length > maxQueuedLogChunks) queued.splice(0, queued.length - maxQueuedLogChunks);
          return true;
        },
        async drain() {
          if (recheck) {
            recheck = false;
            // DBDataNotExist once the task is no longer the caller's to read: the feed ends with it.
            await ownTask(ctx, signedInTo(info, "user"), taskId);
          }
          return queued.splice(0).map((chunk) => ({ taskLog: chunk }));
        },
        ended: () => finished && queued.length === 0,
      });
    },
  },
  unreadNotificationCountChanged: {
    subscribe: (_p, _a, ctx, info) => {
      const actor = subscriber(info);
      let sent: number | null = null;
      return liveFeed<{ unreadNotificationCountChanged: number }>(ctx.events, {
        take: (event) =>
          event.kind === "resync" || (event.kind === "notification" && event.user === actor.id),
        async drain() {
          const count = await unreadNotificationCount(ctx, signedInTo(info, "user"));
          if (count === sent) return [];
          sent = count;
          return [{ unreadNotificationCountChanged: count }];
        },
      });
    },
  },
};
