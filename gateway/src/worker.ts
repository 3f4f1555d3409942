/**
 * `crucible worker` (`npm run worker`): the workflow scheduler without the HTTP server, against the
 * gateway's PostgreSQL. Any number of workers on any number of machines claim tasks from the same
 * database (FOR UPDATE SKIP LOCKED), wake when a task becomes pending anywhere (LISTEN/NOTIFY), and
 * poll only as a fallback. SIGTERM or SIGINT drains: no new claims, running tasks go back to the queue.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { DatabaseUnreachableError, openDatabase, type DatabaseHandle } from "./db/connection.js";
import { createNotifier } from "./domain/auth/notifier.js";
import { systemClock } from "./domain/clock.js";
import type { Services } from "./domain/context.js";
import { connectSchedulerWakeups, createEventBus, type EventBus } from "./domain/events.js";
import { buildShippedImages } from "./domain/images/seedShipped.js";
import { createScheduler, defaultSchedulerOptions, type Scheduler } from "./domain/scheduler/scheduler.js";
import { createExecutors } from "./executors/index.js";
import { createFolderBlobStore } from "./storage/blobStore.js";

export interface Worker {
  readonly scheduler: Scheduler;
  readonly events: EventBus;
  readonly database: DatabaseHandle;
  /** Stops claiming, hands running tasks back, then closes the events and the database. */
  stop(): Promise<void>;
}

export interface WorkerLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Config -> database -> services -> scheduler woken by the event bus; no HTTP. */
export async function startWorker(config: Config, log: WorkerLog): Promise<Worker> {
  if (!config.databaseUrl) {
    // PGlite belongs to the one process that opened it: a worker beside a gateway needs PostgreSQL.
    throw new ConfigError(
      "a separate worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the gateway's own process",
    );
  }
  // podman's answer (about a second) comes while the database opens; a failure is thrown below.
  const executorsReady = createExecutors(config);
  executorsReady.catch(() => undefined);
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  let events: EventBus;
  try {
    events = await createEventBus(database, { log: (message) => log.warn(message) });
  } catch (error) {
    await database.close();
    throw error;
  }
  const services: Services = {
    db: database.db,
    blobs: createFolderBlobStore(path.join(config.dataDir, "blobs")),
    config,
    notifier: createNotifier(config, {
      info: (message) => log.info(message),
      warn: (message) => log.warn(message),
    }),
    clock: systemClock,
  };
  const scheduler = createScheduler(services, await executorsReady, (message) => log.warn(message), {
    ...defaultSchedulerOptions,
    concurrency: config.schedulerConcurrency,
    leaseMs: config.taskLeaseMs,
    meterMs: config.taskMeterMs,
  });
  connectSchedulerWakeups(events, scheduler);
  scheduler.start();
  // The first round at once: tasks that waited while no worker ran are claimed now.
  scheduler.wake();
  return {
    scheduler,
    events,
    database,
    async stop() {
      await scheduler.stop();
      await events.close();
      await database.close();
    },
  };
}

/** The process: one line when ready, drains on SIGTERM and SIGINT, exits 1 with one line on a bad setting. */
export async function runWorker(): Promise<void> {
  const line = (level: string) => (message: string) =>
    process.stdout.write(`${new Date().toISOString()} worker ${level}: ${message}\n`);
  const log: WorkerLog = { info: line("info"), warn: line("warn") };
  let worker: Worker;
  try {
    const config = loadConfig();
    worker = await startWorker(config, log);
    log.info(
      `ready: ${worker.scheduler.workerId} runs ${worker.scheduler.routes.join(", ")} tasks, ${config.schedulerConcurrency} at once`,
    );
    // The shipped images, built here from their recipes unless this machine has them; the worker
    // claims their tasks once it holds them (imageSync.ts). With a registry a gateway builds and
    // pushes them once, and workers pull them by digest instead.
    const podman = config.podman;
    if (
      podman &&
      config.buildShippedImages &&
      config.registry === null &&
      worker.scheduler.routes.includes("container")
    )
      void buildShippedImages(podman, (text) =>
        text.trim() ? log.info(text.trim().split("\n").slice(-1)[0]!) : undefined,
      ).then(
        (ok) => (ok ? undefined : log.warn("a shipped image could not be built here")),
        (error: unknown) =>
          log.warn(`the shipped images: ${error instanceof Error ? error.message : String(error)}`),
      );
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
      process.stderr.write(`crucible: ${error.message}\n`);
    } else {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: draining (running tasks go back to the queue)`);
    worker.stop().then(
      () => {
        log.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        process.stderr.write(
          `worker: the stop failed: ${error instanceof Error ? error.message : String(error)}\n`,
        );
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

// Run as a program (node --import tsx gateway/src/worker.ts), not when imported (the CLI, tests).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void runWorker();
}
