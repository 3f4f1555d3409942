/**
 * Container images without a registry (issue 9, item 1): the back office imports a root file system
 * tarball (`podman import`), builds from a Containerfile (`podman build`, with an optional context
 * tarball), or makes a Debian base from a package list (`mmdebstrap | podman import`). Each sets the
 * image's build_state building -> ready or failed, with the tail of the output in build_log; one build
 * per image at a time (imageBuilds.ts runs a build; imageRegistry.ts sends what it built to other machines;
 * debianBuild.ts is the Debian recipe). The shipped modules and their images: seedShipped.ts.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import type { ContainerImageRow } from "../../db/modules.js";
import { containerCgroup, imageRef, podmanEnv } from "../../executors/container.js";
import { requireWritable, type Granted } from "../access/guards.js";
import type { Ctx } from "../context.js";
import { AppError, invalid } from "../errors.js";
import { runLogged, tailLog } from "./buildLog.js";
import { debianBuild, debianPackagesInput } from "./debianBuild.js";
import { claimBuild, finishBuild, inBackground, podmanOf } from "./imageBuilds.js";

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
