import path from "node:path";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { Config } from "./config.js";
import { openDatabase, type DatabaseHandle } from "./db/connection.js";
import type { Services } from "./domain/context.js";
import { systemClock, type Clock } from "./domain/clock.js";
import { createNotifier } from "./domain/auth/notifier.js";
import { notificationMailEveryMs, sendNotificationEmails } from "./domain/notifications/mail.js";
import { deliverWebhooks, pruneWebhookDeliveries } from "./domain/notifications/webhookDelivery.js";
import { webhookDeliveryEveryMs } from "./domain/notifications/webhooks.js";
import type { ServedResource } from "./domain/resources/registry.js";
import { closeChemistry, warmUpRdkit } from "./domain/chem/rdkit.js";
import { stopImageBuilds } from "./domain/images/imageBuilds.js";
import { expireUploads } from "./domain/files/uploads.js";
import { sampleAllProjectUsage, sampleAllUsage } from "./domain/ledger/storage.js";
import { createScheduler, defaultSchedulerOptions, type Scheduler } from "./domain/scheduler/scheduler.js";
import { connectSchedulerWakeups, createEventBus, type EventBus } from "./domain/events.js";
import { attachRequestCaches } from "./domain/config/caches.js";
import { createExecutors } from "./executors/index.js";
import { inSeedOrder } from "./areas/area.js";
import { areas } from "./areas/index.js";
import { mountGraphql } from "./graphql/server.js";
import { createHttpServer, type ServerState } from "./http/server.js";
import { refuseUndeclaredApiRoutes, registerCalls } from "./rest/calls.js";
import { registerResources } from "./rest/resources.js";
import { createFolderBlobStore } from "./storage/blobStore.js";

export interface AppOptions {
  config: Config;
  /** A PGlite data dir dump to start from (tests); otherwise `<dataDir>/pg` or DATABASE_URL. */
  loadDataDir?: Blob;
  /** PGlite folder override ("memory://" for a throwaway database). */
  pgliteDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** The clock of the rules (tests pass a test clock they move); the system clock by default. */
  clock?: Clock;
}

export interface App {
  readonly server: FastifyInstance;
  readonly services: Services;
  readonly database: DatabaseHandle;
  readonly state: ServerState;
  /** The workflow scheduler of this process (null when CRUCIBLE_SCHEDULER=false). */
  readonly scheduler: Scheduler | null;
  /** Live events of every process on this database (subscriptions, scheduler wake-ups). */
  readonly events: EventBus;
  /** Stops taking requests, drains those in flight, then closes the database. */
  close(): Promise<void>;
}

/** Every resource served by the generic verbs (spec §7), area by area. */
export const resources: readonly ServedResource[] = areas.flatMap((area) => area.resources ?? []);

/** Config -> database (migrated) -> services -> HTTP server with REST and GraphQL. */
export async function createApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const state: ServerState = { draining: false };
  const server = await createHttpServer(config, state, options.logger ?? true);
  // The executors ask podman whether it answers (about a second): that goes on while the database
  // opens. A failure is thrown where the set is awaited, below.
  const executorsReady = config.runScheduler
    ? createExecutors(config, (message) => server.log.warn(message))
    : null;
  executorsReady?.catch(() => undefined);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.pgliteDir ?? path.join(config.dataDir, "pg"),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  let events: EventBus;
  try {
    events = await createEventBus(database, { log: (message) => server.log.warn(message) });
  } catch (error) {
    await database.close();
    throw error;
  }
  // The hourly sweep, at start and every hour after: uploads nobody resumed within their lifetime,
  // the storage sample, the webhook delivery log.
  let sweeper: NodeJS.Timeout | null = null;
  const sweepUploads = () => {
    expireUploads(services)
      .then((n) => n > 0 && server.log.info(`expired ${n} abandoned uploads`))
      .catch((error: unknown) => server.log.error({ err: error }, "upload sweep failed"));
    // Each hour's sample of every user's storage (the usage statistics' storage over time).
    sampleAllUsage(services).catch((error: unknown) =>
      server.log.error({ err: error }, "usage sample sweep failed"),
    );
    // And every project's (a project's usage over time, projects/packs.ts projectUsage).
    sampleAllProjectUsage(services).catch((error: unknown) =>
      server.log.error({ err: error }, "project usage sample sweep failed"),
    );
    // The webhook delivery log keeps 30 days of ended deliveries.
    pruneWebhookDeliveries(services).catch((error: unknown) =>
      server.log.error({ err: error }, "webhook delivery sweep failed"),
    );
    sweeper ??= setInterval(sweepUploads, 3600_000);
    sweeper.unref();
  };
  // Notification e-mails and webhook deliveries due are sent every few seconds
  // (domain/notifications/mail.ts, webhooks.ts); a round still running is not started again.
  const timers: NodeJS.Timeout[] = [];
  const repeat = (what: string, everyMs: number, work: () => Promise<unknown>) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      work()
        .catch((error: unknown) => server.log.error({ err: error }, `${what} failed`))
        .finally(() => {
          running = false;
        });
    }, everyMs);
    timer.unref();
    timers.push(timer);
  };
  const deliveryLog = { warn: (m: string) => server.log.warn(m) };
  // Sessions, tokens and key_data documents cached here, dropped on every gateway on a change.
  const detachCaches = attachRequestCaches(database.db, events);
  const services: Services = {
    db: database.db,
    blobs: createFolderBlobStore(path.join(config.dataDir, "blobs")),
    config,
    notifier: createNotifier(config, { info: (m) => server.log.info(m), warn: (m) => server.log.warn(m) }),
    clock: options.clock ?? systemClock,
  };
  const scheduler = executorsReady
    ? createScheduler(services, await executorsReady, (message) => server.log.warn(message), {
        ...defaultSchedulerOptions,
        concurrency: config.schedulerConcurrency,
        leaseMs: config.taskLeaseMs,
        meterMs: config.taskMeterMs,
      })
    : null;
  try {
    for (const area of inSeedOrder(areas)) await area.seed?.(services, server.log);
    refuseUndeclaredApiRoutes(server);
    // Upload chunks (spec §7 upload_file) arrive as raw bytes, at most 1 MiB each.
    server.addContentTypeParser(
      "application/octet-stream",
      { parseAs: "buffer", bodyLimit: 1024 * 1024 + 1 },
      (_request, body, done) => done(null, body),
    );
    registerResources(server, services, resources);
    registerCalls(
      server,
      services,
      areas.flatMap((area) => area.calls ?? []),
    );
    await mountGraphql(server, services, events);
    await server.ready();
    sweepUploads();
    if (config.sendDeliveries) {
      repeat("notification e-mails", notificationMailEveryMs, () =>
        sendNotificationEmails(services, deliveryLog),
      );
      repeat("webhook deliveries", webhookDeliveryEveryMs, () => deliverWebhooks(services, deliveryLog));
    }
    if (scheduler) {
      // A task that becomes pending in any process wakes this scheduler: polling is the fallback.
      connectSchedulerWakeups(events, scheduler);
      scheduler.start();
    }
    // The chemistry pool's workers start (and warm up) now rather than on the first SDF page.
    if (config.warmUpChemistry) warmUpRdkit(config);
  } catch (error) {
    await events.close();
    await database.close();
    throw error;
  }
  return {
    server,
    services,
    database,
    state,
    scheduler,
    events,
    async close() {
      state.draining = true;
      await scheduler?.stop();
      if (sweeper) clearInterval(sweeper);
      for (const timer of timers) clearInterval(timer);
      await server.close();
      // Image builds in progress are stopped and failed with their log while the database is open.
      await stopImageBuilds(services);
      await closeChemistry(config);
      detachCaches();
      await events.close();
      await database.close();
    },
  };
}
