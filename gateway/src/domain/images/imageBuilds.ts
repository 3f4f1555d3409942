/**
 * An image's build and its gateway (issue 9, item 1): one build per image at a time (claimBuild), run
 * in the background with its log written as it goes, ended ready or failed (finishBuild); the builds a
 * stopped or killed gateway could not finish are failed with the reason (resetInterruptedBuilds).
 */
import { and, eq, isNull, ne, notInArray, sql } from "drizzle-orm";
import { containerImages, type ContainerImageRow, type ImageBuildSource } from "../../db/modules.js";
import type { Services } from "../context.js";
import { AppError } from "../errors.js";
import { collectBlob } from "../files/blobs.js";
import { tailLog, type BuildLog } from "./buildLog.js";
import { archiveBuiltImage, deleteFromRegistry, pushBuiltImage } from "./imageRegistry.js";
import { imageBuilt } from "./imageSync.js";

export function podmanOf(services: Services): string {
  const podman = services.config.podman;
  if (!podman) throw new AppError("JobWorkerNotFound", "no container engine (podman) on this machine");
  return podman;
}

/**
 * Marks the image as building (from this source), or DBStatusChangeNotAllowed while another build of
 * it runs; a removed or missing image answers DBDataNotExist.
 */
export async function claimBuild(
  services: Services,
  id: number,
  source: ImageBuildSource,
): Promise<ContainerImageRow> {
  const [row] = await services.db
    .update(containerImages)
    .set({ buildState: "building", buildSource: source, buildLog: "", updatedAt: services.clock.sqlNow() })
    .where(
      and(
        eq(containerImages.id, id),
        isNull(containerImages.deletedAt),
        ne(containerImages.buildState, "building"),
      ),
    )
    .returning();
  if (row) return row;
  const [existing] = await services.db
    .select({ id: containerImages.id })
    .from(containerImages)
    .where(and(eq(containerImages.id, id), isNull(containerImages.deletedAt)));
  if (!existing) throw new AppError("DBDataNotExist", "container image");
  throw new AppError("DBStatusChangeNotAllowed", "the image is being built");
}

/**
 * Ends a build: ready (a built image of the back office is also archived for other machines: see
 * archiveBuiltImage) or failed; the archive of the build before is collected. A ready image is told
 * to this process's workers at once (imageBuilt).
 */
export async function finishBuild(
  services: Services,
  id: number,
  ok: boolean,
  log: BuildLog,
  archive: { podman: string; ref: string; uid?: string } | null = null,
  recipe: string | null = null,
): Promise<ContainerImageRow> {
  // With a registry the image is pushed there (by digest); without one it is saved as an archive.
  const pushed =
    ok && archive && services.config.registry
      ? await pushBuiltImage(services, archive.podman, archive.ref, archive.uid ?? "", log)
      : null;
  if (ok && archive && services.config.registry && !pushed) ok = false;
  const archived =
    ok && archive && !services.config.registry
      ? await archiveBuiltImage(services, archive.podman, archive.ref, log)
      : null;
  const [before] = await services.db
    .select({ archiveBlobId: containerImages.archiveBlobId, registryRef: containerImages.registryRef })
    .from(containerImages)
    .where(eq(containerImages.id, id));
  const [row] = await services.db
    .update(containerImages)
    .set({
      buildState: ok ? "ready" : "failed",
      buildLog: log.text(),
      ...(ok
        ? {
            builtAt: services.clock.now(),
            engineId: archived?.engineId ?? pushed?.engineId ?? null,
            archiveBlobId: archived?.archiveBlobId ?? null,
            registryRef: pushed?.registryRef ?? null,
            recipe,
          }
        : {}),
      updatedAt: services.clock.now(),
    })
    .where(eq(containerImages.id, id))
    .returning();
  if (!row) {
    if (archived) await collectBlob(services, archived.archiveBlobId);
    throw new AppError("DBDataNotExist", "container image");
  }
  const old = before?.archiveBlobId ?? null;
  if (ok && old !== null && old !== row.archiveBlobId) await collectBlob(services, old);
  // The build before, in the registry, goes (the name's tag now names the new one).
  const oldRef = before?.registryRef ?? null;
  if (ok && oldRef !== null && oldRef !== row.registryRef) await deleteFromRegistry(services, oldRef);
  if (ok) imageBuilt();
  return row;
}

/** Why a build ends when its gateway stops: written into its log (by the gateway, or at the next start). */
export const buildInterrupted = "the gateway stopped during the build: build it again";

/** How often a running build writes its log so far, so that a gateway killed mid-build leaves it. */
const buildLogFlushMs = 2000;

/** A build running in this process: its end, and how to stop it (the gateway stops). */
interface RunningBuild {
  readonly id: number;
  readonly services: Services;
  readonly done: Promise<unknown>;
  readonly stop: AbortController;
}

/** Builds running in this process, so that tests and shutdown can wait for them. */
const running = new Set<RunningBuild>();

/** Resolves once every build this process started has ended. */
export async function imageBuildsSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running].map((build) => build.done));
}

/**
 * Stops the builds these services run (the gateway stops): each one's programs are stopped and it is
 * failed, its log kept with the reason, before the database closes.
 */
export async function stopImageBuilds(services: Services): Promise<void> {
  clearTimeout(nextLooks.get(services));
  nextLooks.delete(services);
  // A build started by a request holds that request's context: the database tells whose it is.
  const mine = [...running].filter((build) => build.services.db === services.db);
  for (const build of mine) build.stop.abort();
  await Promise.allSettled(mine.map((build) => build.done));
}

/**
 * Runs a build in the background: its output goes to the image's log, its end sets ready or failed.
 * A build that throws fails with the reason at the end of its log: nothing is swallowed.
 */
export function inBackground(
  services: Services,
  id: number,
  work: (log: BuildLog, signal: AbortSignal) => Promise<boolean>,
  archive: { podman: string; ref: string; uid?: string } | null,
  recipe: string | null = null,
): void {
  const log = tailLog();
  const stop = new AbortController();
  // The log so far reaches the image while it builds: a gateway killed mid-build (no chance to write
  // its end) leaves it, and the next start adds the reason (resetInterruptedBuilds).
  const flush = setInterval(() => {
    void services.db
      .update(containerImages)
      .set({ buildLog: log.text(), updatedAt: services.clock.sqlNow() })
      .where(and(eq(containerImages.id, id), eq(containerImages.buildState, "building")))
      .catch((error: unknown) => console.error(`image ${id}: the build's log could not be written`, error));
  }, buildLogFlushMs);
  const done = work(log, stop.signal)
    .catch((error: unknown) => {
      if (!stop.signal.aborted) log.add(`\n${error instanceof Error ? error.message : String(error)}\n`);
      return false;
    })
    .then((ok) => {
      clearInterval(flush);
      if (stop.signal.aborted) log.add(`\n${buildInterrupted}\n`);
      return finishBuild(services, id, ok && !stop.signal.aborted, log, archive, recipe);
    })
    .catch((error: unknown) => {
      // The database went away under the build: the next start marks it failed (resetInterruptedBuilds).
      console.error(`image ${id}: the build's end could not be recorded`, error);
    })
    .finally(() => {
      clearInterval(flush);
      running.delete(build);
    });
  const build: RunningBuild = { id, services, done, stop };
  running.add(build);
}

/**
 * A build whose log has not been written for this long lost its gateway: a live build writes its log
 * (and updated_at, by the database's clock) every buildLogFlushMs, on whichever gateway runs it.
 */
export const staleBuildMs = buildLogFlushMs * 5;

/** The next look at other gateways' builds, per services (cleared when they stop). */
const nextLooks = new Map<Services, NodeJS.Timeout>();

/**
 * Fails the builds a stopped or killed gateway could not finish, with the reason in their log, so that
 * an administrator may build again: those not written for staleBuildMs. Another gateway's live build
 * (the fleet shares the database) keeps writing and is left alone, and looked at again every
 * staleBuildMs while it builds: when its gateway dies, a gateway that lives fails it.
 */
export async function resetInterruptedBuilds(services: Services): Promise<number> {
  const failed = await failStaleBuilds(services);
  const mine = buildsOf(services);
  const [other] = await services.db
    .select({ id: containerImages.id })
    .from(containerImages)
    .where(
      and(
        eq(containerImages.buildState, "building"),
        mine.length > 0 ? notInArray(containerImages.id, mine) : undefined,
      ),
    )
    .limit(1);
  if (other && !nextLooks.has(services)) {
    const timer = setTimeout(() => {
      nextLooks.delete(services);
      resetInterruptedBuilds(services).catch((error: unknown) =>
        console.error("the builds of stopped gateways could not be failed", error),
      );
    }, staleBuildMs);
    timer.unref();
    nextLooks.set(services, timer);
  }
  return failed;
}

/** The images this process builds for these services. */
function buildsOf(services: Services): number[] {
  return [...running].filter((build) => build.services.db === services.db).map((build) => build.id);
}

async function failStaleBuilds(services: Services): Promise<number> {
  const mine = buildsOf(services);
  const rows = await services.db
    .update(containerImages)
    // The log the build wrote so far stays, with the reason after it.
    .set({ buildState: "failed", buildLog: sql`${containerImages.buildLog} || ${`\n${buildInterrupted}\n`}` })
    .where(
      and(
        eq(containerImages.buildState, "building"),
        sql`${containerImages.updatedAt} < ${services.clock.sqlNow()} - ${`${staleBuildMs} milliseconds`}::interval`,
        mine.length > 0 ? notInArray(containerImages.id, mine) : undefined,
      ),
    )
    .returning({ id: containerImages.id });
  return rows.length;
}
