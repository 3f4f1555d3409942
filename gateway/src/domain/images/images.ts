/**
 * Container images without a registry (issue 9, item 1): the back office imports a root file system
 * tarball (`podman import`), builds from a Containerfile (`podman build`, with an optional context
 * tarball), or makes a Debian base from a package list (`mmdebstrap | podman import`). Each sets the
 * image's build_state building -> ready or failed, with the tail of the output in build_log; one build
 * per image at a time. Also the shipped modules and their images (./shipped), seeded when podman is here.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, eq, isNull, ne, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { ImagePackage } from "@crucible/schema";
import { containerImages, modules, type ContainerImageRow, type ImageBuildSource } from "../../db/schema.js";
import {
  containerCgroup,
  imageRef,
  loopbackRegistry,
  podmanCall,
  podmanEnv,
  sweepContainerCgroups,
} from "../../executors/container.js";
import { requireWritable, type Granted } from "../access/guards.js";
import type { Ctx, Services } from "../context.js";
import { AppError, invalid } from "../errors.js";
import { collectBlob, storeBlob } from "../files/blobs.js";
import { imageBuilt } from "./imageSync.js";
import { containersDir, shippedImages, type ShippedImage } from "./shipped/index.js";

/** How much of a build's output is kept on the image (the tail). */
export const buildLogMaxChars = 64 * 1024;

/** An output buffer that keeps the last buildLogMaxChars characters. */
function tailLog(): { add(text: string): void; text(): string } {
  let log = "";
  return {
    add(text) {
      log += text;
      if (log.length > buildLogMaxChars * 2) log = log.slice(-buildLogMaxChars);
    },
    text: () => log.slice(-buildLogMaxChars),
  };
}

function podmanOf(services: Services): string {
  const podman = services.config.podman;
  if (!podman) throw new AppError("JobWorkerNotFound", "no container engine (podman) on this machine");
  return podman;
}

/**
 * Marks the image as building (from this source), or DBStatusChangeNotAllowed while another build of
 * it runs; a removed or missing image answers DBDataNotExist.
 */
async function claimBuild(
  services: Services,
  id: number,
  source: ImageBuildSource,
): Promise<ContainerImageRow> {
  const [row] = await services.db
    .update(containerImages)
    .set({ buildState: "building", buildSource: source, buildLog: "", updatedAt: sql`now()` })
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
 * Saves the image just built (`podman save`) as a blob for the workers of other machines
 * (imageSync.ts), with the engine's id of it. Null, with the reason in the log, when it cannot.
 */
async function archiveBuiltImage(
  services: Services,
  podman: string,
  ref: string,
  log: ReturnType<typeof tailLog>,
): Promise<{ engineId: string; archiveBlobId: number } | null> {
  const inspected = await podmanCall(podman, ["image", "inspect", "--format", "{{.Id}}", ref]);
  if (inspected.code !== 0) {
    log.add(`\nthe built image could not be inspected: ${inspected.output.trim().slice(-500)}\n`);
    return null;
  }
  const save = spawn(podman, ["save", "-q", ref], {
    env: podmanEnv(),
    cwd: tmpdir(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  save.stderr?.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString("utf8")).slice(-2000)));
  const exited = new Promise<number>((resolve, reject) => {
    save.on("error", reject);
    save.on("close", (code) => resolve(code ?? -1));
  });
  const [blob, code] = await Promise.all([storeBlob(services, save.stdout!, "application/x-tar"), exited]);
  if (code !== 0) {
    await collectBlob(services, blob.id);
    log.add(`\npodman save failed (exit code ${code}): ${errors.trim()}\n`);
    return null;
  }
  log.add(`\nsaved for workers of other machines (${blob.size} bytes)\n`);
  return { engineId: engineImageId(inspected.output), archiveBlobId: blob.id };
}

/** The repository of an image in the registry: `<registry>/crucible/<uid as in imageRef>`. */
export function registryRepository(registry: string, uid: string): string {
  const local = imageRef(uid);
  const name = local.slice("localhost/crucible-".length, local.lastIndexOf(":"));
  return `${registry}/crucible/${name}`;
}

/**
 * Pushes the image just built to the registry (CRUCIBLE_REGISTRY) and answers its reference by digest
 * (`<registry>/crucible/<uid>@sha256:…`) with the engine's id of it. Null, with the reason in the
 * log, when it cannot.
 */
async function pushBuiltImage(
  services: Services,
  podman: string,
  ref: string,
  uid: string,
  log: ReturnType<typeof tailLog>,
): Promise<{ engineId: string; registryRef: string } | null> {
  const registry = services.config.registry!;
  const inspected = await podmanCall(podman, ["image", "inspect", "--format", "{{.Id}}", ref]);
  if (inspected.code !== 0) {
    log.add(`
the built image could not be inspected: ${inspected.output.trim().slice(-500)}
`);
    return null;
  }
  const repository = registryRepository(registry.address, uid);
  const dir = await mkdtemp(path.join(tmpdir(), "crucible-push-"));
  try {
    const digestFile = path.join(dir, "digest");
    const pushed = await podmanCall(podman, [
      "push",
      "-q",
      `--tls-verify=${registry.tlsVerify}`,
      "--digestfile",
      digestFile,
      ref,
      `docker://${repository}:latest`,
    ]);
    const digest = pushed.code === 0 ? (await readFile(digestFile, "utf8").catch(() => "")).trim() : "";
    if (!/^sha256:[0-9a-f]{64}$/.test(digest)) {
      log.add(`
could not push to the registry ${registry.address}: ${pushed.output.trim().slice(-500)}
`);
      return null;
    }
    log.add(`
pushed to the registry: ${repository}@${digest}
`);
    return { engineId: engineImageId(inspected.output), registryRef: `${repository}@${digest}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Deletes an image's manifest from its registry (the distribution API's DELETE by digest; the
 * registry must allow deletes). Answers whether the registry no longer has it; throws nothing.
 */
export async function deleteFromRegistry(
  services: Services,
  registryRef: string,
  log: (message: string) => void = () => undefined,
): Promise<boolean> {
  const at = registryRef.lastIndexOf("@");
  const slash = registryRef.indexOf("/");
  if (at < 0 || slash < 0) return false;
  const host = registryRef.slice(0, slash);
  const name = registryRef.slice(slash + 1, at);
  const digest = registryRef.slice(at + 1);
  const verify = services.config.registry?.tlsVerify ?? !loopbackRegistry(host);
  const url = `${verify ? "https" : "http"}://${host}/v2/${name}/manifests/${digest}`;
  try {
    const answer = await fetch(url, { method: "DELETE", signal: AbortSignal.timeout(30_000) });
    await answer.body?.cancel();
    if (answer.ok || answer.status === 404) return true;
    log(`the registry answered ${answer.status} to deleting ${registryRef}`);
  } catch (error) {
    log(`could not delete ${registryRef}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return false;
}

/** An engine image id as `podman images --no-trunc` names it (sha256:…). */
export function engineImageId(id: string): string {
  const bare = id.trim();
  return bare.startsWith("sha256:") ? bare : `sha256:${bare}`;
}

/**
 * Ends a build: ready (a built image of the back office is also archived for other machines: see
 * archiveBuiltImage) or failed; the archive of the build before is collected. A ready image is told
 * to this process's workers at once (imageBuilt).
 */
async function finishBuild(
  services: Services,
  id: number,
  ok: boolean,
  log: ReturnType<typeof tailLog>,
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
            builtAt: new Date(),
            engineId: archived?.engineId ?? pushed?.engineId ?? null,
            archiveBlobId: archived?.archiveBlobId ?? null,
            registryRef: pushed?.registryRef ?? null,
            recipe,
          }
        : {}),
      updatedAt: new Date(),
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
function inBackground(
  services: Services,
  id: number,
  work: (log: ReturnType<typeof tailLog>, signal: AbortSignal) => Promise<boolean>,
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
      .set({ buildLog: log.text(), updatedAt: sql`now()` })
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

/** A process's stdout and stderr into the log; answers its exit code. */
function runLogged(
  command: string,
  args: readonly string[],
  log: ReturnType<typeof tailLog>,
  options: { stdin?: Readable; env?: NodeJS.ProcessEnv; cwd?: string; signal?: AbortSignal } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    // A stopping gateway stops it with SIGTERM (what podman build leaves running: see its cgroup).
    const child = spawn(command, args, {
      env: options.env ?? podmanEnv(),
      cwd: options.cwd ?? tmpdir(),
      stdio: [options.stdin ? "pipe" : "ignore", "pipe", "pipe"],
      ...(options.signal ? { signal: options.signal, killSignal: "SIGTERM" as const } : {}),
    });
    child.stdout?.on("data", (chunk: Buffer) => log.add(chunk.toString("utf8")));
    child.stderr?.on("data", (chunk: Buffer) => log.add(chunk.toString("utf8")));
    child.on("error", reject);
    if (options.stdin && child.stdin) {
      child.stdin.on("error", () => undefined);
      options.stdin.pipe(child.stdin);
    }
    child.on("close", (code) => resolve(code ?? -1));
  });
}

/* ------------------------------------------------------------------ import a root file system */

/**
 * Streams a root file system tarball into `podman import` as the image's content; more than
 * config.imageMaxBytes stops podman before it sees the end (nothing is imported) and answers
 * DBFileTooLarge; a tarball podman refuses fails the image with podman's words and answers DBFileInvalid.
 */
export async function importImageTarball(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.ContainerImage.Update">,
  id: number,
  tarball: Readable,
): Promise<ContainerImageRow> {
  requireWritable(actor);
  const podman = podmanOf(ctx);
  const row = await claimBuild(ctx, id, "import");
  const log = tailLog();
  const child = spawn(podman, ["import", "--change", "WORKDIR /work", "-", imageRef(row.uid)], {
    env: podmanEnv(),
    cwd: tmpdir(),
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => log.add(chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => log.add(chunk.toString("utf8")));
  const exited = new Promise<number>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve(code ?? -1));
  });
  const max = ctx.config.imageMaxBytes;
  let total = 0;
  let tooLarge = false;
  const bound = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > max) {
        tooLarge = true;
        // Before podman sees an end of input: a cut tarball must not become an image.
        child.kill("SIGKILL");
        done(new AppError("DBFileTooLarge"));
        return;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(tarball, bound, child.stdin!);
  } catch (error) {
    child.kill("SIGKILL");
    await exited.catch(() => -1);
    log.add(`\n${tooLarge ? `the tarball is larger than ${max} bytes` : "the upload was interrupted"}\n`);
    await finishBuild(ctx, id, false, log);
    throw tooLarge ? new AppError("DBFileTooLarge") : error;
  }
  const code = await exited;
  const done = await finishBuild(ctx, id, code === 0, log, { podman, ref: imageRef(row.uid), uid: row.uid });
  if (code !== 0) throw new AppError("DBFileInvalid", "not a root file system tarball podman can import");
  return done;
}

/* ------------------------------------------------------------------ podman build */

const containerfileText = z
  .string()
  .min(1)
  .max(256 * 1024);

/**
 * Builds the image from a Containerfile (FROM scratch, or FROM an image already on this machine: no
 * registry is reached) in the background; `context` is an optional tarball of the build context.
 */
export async function buildImageFromContainerfile(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.ContainerImage.Update">,
  id: number,
  containerfile: string,
  context: Buffer | null = null,
): Promise<ContainerImageRow> {
  requireWritable(actor);
  const parsed = containerfileText.safeParse(containerfile);
  if (!parsed.success) throw invalid("containerfile: 1 to 262144 characters");
  const podman = podmanOf(ctx);
  const row = await claimBuild(ctx, id, "containerfile");
  inBackground(
    ctx,
    id,
    async (log, signal) => {
      const dir = await mkdtemp(path.join(tmpdir(), "crucible-build-"));
      try {
        const contextDir = path.join(dir, "context");
        await mkdir(contextDir);
        if (context) {
          // GNU tar drops leading "/" and "../" from member names; ownership is not restored.
          const untar = await runLogged(
            "tar",
            ["-x", "--no-same-owner", "--no-same-permissions", "-C", contextDir, "-f", "-"],
            log,
            { stdin: Readable.from(context), env: process.env, signal },
          );
          if (untar !== 0) {
            log.add("\nthe context is not a tarball tar can read\n");
            return false;
          }
        }
        const file = path.join(dir, "Containerfile");
        await writeFile(file, parsed.data);
        // podman build stopped with SIGTERM leaves its RUN step's container running: under a cgroup of
        // ours, whatever is left of it is killed.
        const cgroup = containerCgroup();
        try {
          const code = await runLogged(
            podman,
            [
              "build",
              "--pull=never",
              "--network=none",
              `--cgroup-parent=${cgroup.parent}`,
              "-f",
              file,
              "-t",
              imageRef(row.uid),
              contextDir,
            ],
            log,
            { signal },
          );
          return code === 0;
        } finally {
          await cgroup.kill();
          await cgroup.remove();
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    { podman, ref: imageRef(row.uid), uid: row.uid },
  );
  return row;
}

/* ------------------------------------------------------------------ Debian base (mmdebstrap) */

const packageName = /^[a-z0-9][a-z0-9+.-]{0,99}$/;
export const debianPackagesInput = z
  .array(z.string().trim().regex(packageName, "not a Debian package name"))
  .min(1)
  .max(200);

interface DebianRecipe {
  readonly packages: readonly string[];
  /** Files of ours copied into the image (mmdebstrap's copy-in): [from on this machine, to directory]. */
  readonly copyIn?: readonly (readonly [string, string])[];
  /** Labels on the image (a recipe stamp). */
  readonly labels?: Readonly<Record<string, string>>;
}

function debianBuild(podman: string, ref: string, recipe: DebianRecipe) {
  return async (log: ReturnType<typeof tailLog>, signal?: AbortSignal): Promise<boolean> => {
    const hooks = (recipe.copyIn ?? []).map(([from, to]) => `--customize-hook=copy-in ${from} ${to}`);
    const bootstrap = spawn(
      "mmdebstrap",
      ["--variant=minbase", `--include=${recipe.packages.join(",")}`, ...hooks, "bookworm", "-"],
      {
        env: process.env,
        cwd: tmpdir(),
        stdio: ["ignore", "pipe", "pipe"],
        ...(signal ? { signal, killSignal: "SIGTERM" as const } : {}),
      },
    );
    bootstrap.stderr?.on("data", (chunk: Buffer) => log.add(chunk.toString("utf8")));
    const bootstrapped = new Promise<number>((resolve, reject) => {
      bootstrap.on("error", reject);
      bootstrap.on("close", (code) => resolve(code ?? -1));
    });
    const changes = ["--change", "WORKDIR /work"];
    for (const [key, value] of Object.entries(recipe.labels ?? {}))
      changes.push("--change", `LABEL ${key}=${value}`);
    const imported = runLogged(podman, ["import", ...changes, "-", ref], log, {
      stdin: bootstrap.stdout!,
      ...(signal ? { signal } : {}),
    });
    const [made, code] = await Promise.all([bootstrapped, imported]);
    if (made !== 0) {
      // podman may have imported a partial stream: that is no image.
      await podmanCall(podman, ["rmi", "-f", ref]);
      log.add(`\nmmdebstrap failed (exit code ${made})\n`);
      return false;
    }
    return code === 0;
  };
}

/** Makes the image a Debian bookworm base (minbase) with these packages, in the background. */
export async function buildDebianImage(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.ContainerImage.Update">,
  id: number,
  packages: readonly string[],
): Promise<ContainerImageRow> {
  requireWritable(actor);
  const parsed = debianPackagesInput.safeParse(packages);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(
      `packages${issue?.path.length ? `.${issue.path.join(".")}` : ""}: ${issue?.message ?? "invalid"}`,
    );
  }
  const podman = podmanOf(ctx);
  const row = await claimBuild(ctx, id, "debian");
  const ref = imageRef(row.uid);
  inBackground(ctx, id, debianBuild(podman, ref, { packages: parsed.data }), { podman, ref, uid: row.uid });
  return row;
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
        sql`${containerImages.updatedAt} < now() - ${`${staleBuildMs} milliseconds`}::interval`,
        mine.length > 0 ? notInArray(containerImages.id, mine) : undefined,
      ),
    )
    .returning({ id: containerImages.id });
  return rows.length;
}

/* ------------------------------------------------------------------ REST */

/** The tarball of a multipart request (field "file"), streamed. */
/* ------------------------------------------------------------------ the shipped images and modules */

/** The packages of a recipe's list (`name` or `name=version`, as apt takes them), name and version apart. */
export function pinnedPackages(packages: readonly string[]): ImagePackage[] {
  return packages.map((entry) => {
    const at = entry.indexOf("=");
    return at < 0
      ? { name: entry, version: null }
      : { name: entry.slice(0, at), version: entry.slice(at + 1) };
  });
}

/** A shipped image's recipe: its package list and scripts (gateway/containers/<folder>), stamped. */
async function shippedRecipe(image: ShippedImage): Promise<DebianRecipe & { stamp: string }> {
  const folder = path.join(containersDir, image.folder);
  const listed = await readFile(path.join(folder, "packages.txt"), "utf8");
  const packages = listed
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter(Boolean);
  const hash = createHash("sha256").update(packages.join(","));
  const copyIn: (readonly [string, string])[] = [];
  for (const script of image.scripts) {
    const file = path.join(folder, script);
    hash.update(script).update(await readFile(file));
    copyIn.push([file, "/usr/local/bin"]);
  }
  const stamp = hash.digest("hex").slice(0, 16);
  return { packages, copyIn, labels: { "crucible.recipe": stamp }, stamp };
}

/**
 * Seeds the shipped container modules and their image rows when this machine has podman; builds each
 * image in the background when it is missing or its recipe changed (build_state shows it). Answers
 * whether it seeded.
 */
export async function seedContainerModules(
  services: Services,
  log: (message: string) => void = () => undefined,
  options: { readonly build?: boolean } = {},
): Promise<boolean> {
  await resetInterruptedBuilds(services);
  const podman = services.config.podman;
  if (!podman) return false;
  // What a build of a gateway killed on this machine left running (its RUN step) is killed.
  await sweepContainerCgroups();
  const offered = services.config.shippedImages;
  for (const shipped of shippedImages)
    if (offered === null || offered.includes(shipped.uid))
      await seedShippedImage(services, podman, shipped, log, options);
  return true;
}

async function seedShippedImage(
  services: Services,
  podman: string,
  shipped: ShippedImage,
  log: (message: string) => void,
  options: { readonly build?: boolean },
): Promise<void> {
  const recipe = await shippedRecipe(shipped);
  const ref = imageRef(shipped.uid);
  // The module page shows them (issue 25): what the image is made of, at which versions.
  const packages = pinnedPackages(recipe.packages);
  const [image] = await services.db
    .insert(containerImages)
    .values({
      uid: shipped.uid,
      name: shipped.name,
      cpuCount: shipped.cpuCount,
      memoryMb: shipped.memoryMb,
      network: "none",
      packages,
    })
    .onConflictDoUpdate({
      target: containerImages.uid,
      set: { name: shipped.name, packages, updatedAt: new Date() },
    })
    .returning();
  for (const module of shipped.modules) {
    const values = { ...module, runner: "container" as const, imageId: image!.id };
    await services.db
      .insert(modules)
      .values(values)
      .onConflictDoUpdate({
        target: modules.key,
        set: {
          name: values.name,
          nameZh: values.nameZh,
          summary: values.summary,
          summaryZh: values.summaryZh,
          docs: values.docs,
          docsZh: values.docsZh,
          runner: values.runner,
          imageId: values.imageId,
          command: values.command,
          // A module declared with args (no methods) gets its new arguments too, as methods do.
          args: values.args ?? [],
          outputs: values.outputs ?? [],
          methods: values.methods,
        },
      });
  }
  const registry = services.config.registry;
  // With a registry, the build of this recipe recorded there serves every machine: their workers pull
  // it by digest (imageSync.ts).
  const inRegistry = registry !== null && image!.registryRef !== null && image!.recipe === recipe.stamp;
  if (inRegistry && image!.buildState === "ready") return;
  const builtHere = await recipeBuilt(podman, ref, recipe.stamp);
  if (builtHere && registry === null) {
    if (image!.buildState !== "ready" || image!.recipe !== recipe.stamp)
      await services.db
        .update(containerImages)
        .set({
          buildState: "ready",
          buildSource: "debian",
          builtAt: image!.builtAt ?? new Date(),
          recipe: recipe.stamp,
        })
        .where(eq(containerImages.id, image!.id));
    return;
  }
  // CRUCIBLE_BUILD_SHIPPED_IMAGES=false: this gateway neither builds nor pushes them (its workers' tasks
  // go to machines that have them).
  if (options.build === false || !services.config.buildShippedImages) return;
  log(
    builtHere
      ? `pushing the ${ref} image to the registry in the background`
      : `building the ${ref} image in the background (mmdebstrap ${recipe.packages.join(" ")}) on ${hostname()}`,
  );
  try {
    await claimBuild(services, image!.id, "debian");
  } catch (error) {
    // Another gateway builds it right now.
    if (error instanceof AppError && error.type === "DBStatusChangeNotAllowed") return;
    throw error;
  }
  inBackground(
    services,
    image!.id,
    (buildLog, signal) =>
      // Several gateways of one machine (or test files) seeding at once build the image once.
      onePerMachine(
        ref,
        buildLog,
        async () =>
          (await recipeBuilt(podman, ref, recipe.stamp))
            ? true
            : debianBuild(podman, ref, recipe)(buildLog, signal),
        signal,
      ),
    // With a registry it is pushed there for every machine; without one, every machine with podman
    // builds it from its recipe (not archived).
    registry === null ? null : { podman, ref, uid: shipped.uid },
    recipe.stamp,
  );
}

/**
 * Builds the shipped images now, two at a time (mmdebstrap spends much of a build unpacking on one
 * core), unless this machine has them from the same recipe (CI set-up and `npm run images [uid...]`,
 * scripts/ci/build-images.ts, so the first seeding of a test finds them ready). True when all are built.
 */
export async function buildShippedImages(
  podman: string,
  log: (text: string) => void,
  only?: readonly string[],
): Promise<boolean> {
  const queue = shippedImages.filter((shipped) => !only || only.length === 0 || only.includes(shipped.uid));
  let ok = true;
  const builder = async (): Promise<void> => {
    for (let shipped = queue.shift(); shipped; shipped = queue.shift()) {
      const recipe = await shippedRecipe(shipped);
      const ref = imageRef(shipped.uid);
      const buildLog = tailLog();
      const started = Date.now();
      const built = await onePerMachine(ref, buildLog, async () =>
        (await recipeBuilt(podman, ref, recipe.stamp)) ? true : debianBuild(podman, ref, recipe)(buildLog),
      );
      const seconds = Math.round((Date.now() - started) / 1000);
      log(`${shipped.uid}: ${built ? "ready" : "FAILED"} in ${seconds} s\n${buildLog.text()}`);
      ok &&= built;
    }
  };
  await Promise.all([builder(), builder()]);
  return ok;
}

/** Whether the image is here, made from this recipe (its crucible.recipe label). */
async function recipeBuilt(podman: string, ref: string, stamp: string): Promise<boolean> {
  const label = await podmanCall(podman, [
    "image",
    "inspect",
    "--format",
    '{{index .Labels "crucible.recipe"}}',
    ref,
  ]);
  return label.code === 0 && label.output.trim() === stamp;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Runs `work` while holding this machine's lock for the image (a folder in the temporary directory
 * naming its holder's pid): a second builder waits for the first, then finds the image built. A lock
 * whose holder died is taken over.
 */
async function onePerMachine<T>(
  ref: string,
  log: ReturnType<typeof tailLog>,
  work: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const lock = path.join(
    tmpdir(),
    `crucible-image-${createHash("sha256").update(ref).digest("hex").slice(0, 16)}.lock`,
  );
  let told = false;
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(await readFile(path.join(lock, "pid"), "utf8").catch(() => "0"));
      if (holder > 0 && !processAlive(holder)) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (!told)
        log.add(`waiting for another build of ${ref} on this machine (pid ${holder || "starting"})\n`);
      told = true;
      signal?.throwIfAborted();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
