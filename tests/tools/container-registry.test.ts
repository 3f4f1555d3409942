/**
 * Images come from the registry (issue 24, item 3), on Debian's docker-registry started on loopback by
 * scripts/ci/registry-up.sh: with CRUCIBLE_REGISTRY an image the back office builds is pushed there and
 * recorded by digest (no archive); a worker whose podman has an empty storage of its own (another
 * machine) pulls it by digest and runs the task; a Slurm batch job on a node without the image pulls it
 * first; deleting the image deletes it from the registry.
 */
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workers } from "../../gateway/src/db/jobs.js";
import { containerImages, modules } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { seedContainerModules } from "../../gateway/src/domain/images/seedShipped.js";
import { openBabelImageUid } from "../../gateway/src/domain/images/shipped/index.js";
import { imageRef, podmanCall } from "../../gateway/src/executors/container.js";
import { createContainerExecutor } from "../../gateway/src/executors/containerExecutor.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { slurmExecutor } from "../../gateway/src/executors/slurm.js";
import { ensureTestImage, testImageUid } from "../fixtures/containers/testImage.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, waitFor, type NormalUser } from "../support/factories.js";
import type { Client } from "../support/http.js";
import { repoRoot } from "../support/paths.js";

const registry = "127.0.0.1:5000";
const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
let t: TestApp;
let admin: Client;
let alice: NormalUser;
let machine = "";
/** The other machine's podman: a storage of its own (--root, --runroot), empty at the start. */
let otherPodman = "";
const schedulers: Scheduler[] = [];

const build = `mutation($id: ID!, $containerfile: String!) { buildContainerImage(id: $id, containerfile: $containerfile) { id buildState } }`;

async function addImage(uid: string): Promise<number> {
  const [row] = await t.app.services.db
    .insert(containerImages)
    .values({ uid, name: uid, cpuCount: 1, memoryMb: 64 })
    .returning();
  return row!.id;
}

async function storedImage(id: number) {
  const [row] = await t.app.services.db.select().from(containerImages).where(eq(containerImages.id, id));
  return row!;
}

/** Builds the image from a Containerfile in the back office and waits for the end of the build. */
async function buildImage(id: number, containerfile: string) {
  await admin.gqlData(build, { id: String(id), containerfile });
  return waitFor(
    `image ${id} to be built`,
    async () => {
      const row = await storedImage(id);
      return row.buildState === "building" ? null : row;
    },
    120_000,
  );
}

/** The registry's answer to a manifest by digest (distribution API). */
async function manifestStatus(registryRef: string): Promise<number> {
  const at = registryRef.indexOf("@");
  const name = registryRef.slice(registry.length + 1, at);
  const response = await fetch(`http://${registry}/v2/${name}/manifests/${registryRef.slice(at + 1)}`, {
    method: "HEAD",
    headers: {
      accept:
        "application/vnd.oci.image.manifest.v1+json, application/vnd.docker.distribution.manifest.v2+json",
    },
  });
  return response.status;
}

beforeAll(async () => {
  expect(podman, "podman must be installed (scripts/ci/podman-up.sh)").not.toBe("");
  const up = spawnSync("sh", [path.join(repoRoot, "scripts/ci/registry-up.sh")], { encoding: "utf8" });
  expect(up.status, `${up.stdout}${up.stderr}`).toBe(0);
  await ensureTestImage(podman);
  machine = await mkdtemp(path.join(tmpdir(), "crucible-registry-machine-"));
  otherPodman = path.join(machine, "podman");
  await writeFile(
    otherPodman,
    `#!/bin/sh\nexec ${podman} --root ${machine}/root --runroot ${machine}/run "$@"\n`,
    {
      mode: 0o755,
    },
  );
  t = await startApp({
    env: {
      CRUCIBLE_SCHEDULER: "false",
      CRUCIBLE_PODMAN: podman,
      CRUCIBLE_REGISTRY: registry,
      // The shipped image this file checks, not every shipped image pushed (hundreds of MB each).
      CRUCIBLE_SHIPPED_IMAGES: openBabelImageUid,
      CRUCIBLE_SLURM_WORK_DIR: path.join(machine, "slurm"),
      CRUCIBLE_SLURM_POLL_MS: "200",
    },
  });
  admin = await t.admin();
  alice = await registerUser(t);
}, 120_000);

afterAll(async () => {
  // The gateway's stop ends the shipped Open Babel build its seed may have started (no wait for it).
  for (const scheduler of schedulers) await scheduler.stop();
  await t?.stop();
  if (otherPodman) await podmanCall(otherPodman, ["rmi", "-a", "-f"]);
  await rm(machine, { recursive: true, force: true });
}, 120_000);

describe("images from the registry (CRUCIBLE_REGISTRY)", () => {
  let imageId = 0;
  let registryRef = "";
  const uid = `registry-${process.pid}-${Date.now()}`;

  it("pushes a built image to the registry and records it by digest, without an archive", async () => {
    imageId = await addImage(uid);
    const row = await buildImage(
      imageId,
      `FROM ${imageRef(testImageUid)}\nRUN ["/bin/sh", "-c", "echo from-the-registry-${uid} > /hello.txt"]\n`,
    );
    expect(row.buildState, row.buildLog).toBe("ready");
    expect(row.buildLog).toContain(`pushed to the registry: ${registry}/crucible/`);
    expect(row.registryRef).toMatch(
      new RegExp(`^${registry.replaceAll(".", "\\.")}/crucible/[a-z0-9._-]+@sha256:[0-9a-f]{64}$`),
    );
    expect(row.archiveBlobId).toBeNull();
    expect(row.engineId).toMatch(/^sha256:[0-9a-f]{64}$/);
    registryRef = row.registryRef!;
    expect(await manifestStatus(registryRef)).toBe(200);
  }, 150_000);

  it("a worker with an empty storage pulls the image by digest, then claims and runs its task", async () => {
    expect(registryRef).not.toBe("");
    expect((await podmanCall(otherPodman, ["image", "exists", imageRef(uid)])).code).toBe(1);
    const container = await createContainerExecutor({ podman: otherPodman });
    expect(container).not.toBeNull();
    const other = createScheduler(
      t.app.services,
      { local: createLocalExecutor(), sandbox: null, container, slurm: null },
      () => undefined,
      { ...defaultSchedulerOptions, concurrency: 2, maxOutputBytes: 256 * 1024 },
    );
    schedulers.push(other);
    const [module] = await t.app.services.db
      .insert(modules)
      .values({
        key: `test/registry-${uid}`,
        name: `registry ${uid}`,
        runner: "container",
        imageId,
        command: ["/bin/cat", "/hello.txt"],
        timeoutSeconds: 60,
      })
      .returning();
    const job = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
      Name: "from the registry",
      Tasks: [{ Key: "one", ModuleId: module!.id, Args: {} }],
    });
    const task = await waitFor(
      "the other machine to pull the image and run the task",
      async () => {
        await other.tick();
        await other.idle();
        const [read] = await alice.client.ok<{ Id: number; State: string; Reason: string | null }[]>(
          `/api/workflow_job/tasks/${job.Id}`,
        );
        return read!.State === "pending" ? null : read!;
      },
      90_000,
    );
    expect(task.State, task.Reason ?? "").toBe("done");
    const stdout = await alice.client.fetch(`/api/workflow_job_tasks/read_file/${task.Id}?Type=Stdout`);
    expect(await stdout.text()).toBe(`from-the-registry-${uid}\n`);
    // Pulled by digest: the other machine's image is the registry's, under the name the runs use.
    const inspected = await podmanCall(otherPodman, [
      "image",
      "inspect",
      "--format",
      "{{.Id}} {{range .RepoDigests}}{{.}} {{end}}",
      imageRef(uid),
    ]);
    expect(inspected.code, inspected.output).toBe(0);
    expect(inspected.output).toContain(registryRef);
    expect(`sha256:${inspected.output.split(" ")[0]}`).toBe((await storedImage(imageId)).engineId);
    const [row] = await t.app.services.db.select().from(workers).where(eq(workers.id, other.workerId));
    expect(row!.images).toContain(imageId);
  }, 150_000);

  it("a Slurm batch job on a node without the image pulls it by digest first", async () => {
    expect(registryRef).not.toBe("");
    await podmanCall(otherPodman, ["rmi", "-f", imageRef(uid), registryRef]);
    expect((await podmanCall(otherPodman, ["image", "exists", imageRef(uid)])).code).toBe(1);
    const up = spawnSync(path.join(repoRoot, "scripts/ci/slurm-up.sh"), [], {
      encoding: "utf8",
      env: { ...process.env, SLURM_UP_QUIET: "1" },
    });
    expect(up.status, `${up.stdout}${up.stderr}`).toBe(0);
    const slurm = slurmExecutor({ ...t.app.services.config, podman: otherPodman });
    const dir = await mkdtemp(path.join(machine, "slurm-run-"));
    const workDir = path.join(dir, "work");
    await mkdir(path.join(workDir, "outputs"), { recursive: true });
    const outcome = await slurm.run(
      {
        name: `registry-slurm-${process.pid}`,
        workDir,
        logDir: path.join(dir, "logs"),
        command: "/bin/cat",
        args: ["/hello.txt"],
        timeoutMs: 60_000,
        maxOutputBytes: 64 * 1024,
        memoryMb: null,
        cpuCount: 1,
        image: {
          ref: imageRef(uid),
          network: "none",
          cpuCount: 1,
          memoryMb: 64,
          virtualMemoryMb: null,
          pull: { ref: registryRef, tlsVerify: false },
        },
      },
      new AbortController().signal,
    );
    expect(outcome.exitCode, await readFile(outcome.stderrPath, "utf8")).toBe(0);
    expect(await readFile(outcome.stdoutPath, "utf8")).toBe(`from-the-registry-${uid}\n`);
    expect((await podmanCall(otherPodman, ["image", "exists", imageRef(uid)])).code).toBe(0);
  }, 150_000);

  it("pushes the shipped images once, recorded with their recipe, for every machine's workers", async () => {
    // The seed at start built (or found) the Open Babel image here and pushes it in the background.
    const pushed = await waitFor(
      "the shipped Open Babel image in the registry",
      async () => {
        const [row] = await t.app.services.db
          .select()
          .from(containerImages)
          .where(eq(containerImages.uid, openBabelImageUid));
        return row && row.buildState !== "building" ? row : null;
      },
      600_000,
    );
    expect(pushed.buildState, pushed.buildLog).toBe("ready");
    expect(pushed.registryRef).toMatch(new RegExp(`^${registry.replaceAll(".", "\\.")}/crucible/.+@sha256:`));
    expect(pushed.recipe).toMatch(/^[0-9a-f]{16}$/);
    expect(await manifestStatus(pushed.registryRef!)).toBe(200);
    // Seeding again (another gateway starting) finds it there: nothing is built or pushed again.
    await seedContainerModules(t.app.services);
    const again = await storedImage(pushed.id);
    expect(again.buildState).toBe("ready");
    expect(again.registryRef).toBe(pushed.registryRef);
    expect(again.builtAt?.getTime()).toBe(pushed.builtAt?.getTime());
    expect(again.buildLog).toBe(pushed.buildLog);
  }, 660_000);

  it("deleting an image deletes it from the registry", async () => {
    const gone = `registry-gone-${process.pid}-${Date.now()}`;
    const id = await addImage(gone);
    const row = await buildImage(
      id,
      `FROM ${imageRef(testImageUid)}\nRUN ["/bin/sh", "-c", "echo ${gone} > /gone.txt"]\n`,
    );
    expect(row.buildState, row.buildLog).toBe("ready");
    expect(await manifestStatus(row.registryRef!)).toBe(200);
    const deleted = await admin.gqlData<{ deleteContainerImage: boolean }>(
      `mutation($id: ID!) { deleteContainerImage(id: $id) }`,
      { id: String(id) },
    );
    expect(deleted.deleteContainerImage).toBe(true);
    expect(await manifestStatus(row.registryRef!)).toBe(404);
    await podmanCall(podman, ["rmi", "-f", imageRef(gone)]);
  }, 150_000);
});
