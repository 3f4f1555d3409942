/**
 * Container modules end to end (issue 9, item 1): jobs whose tasks run in podman through the
 * scheduler (outputs, CPU and charge, a missing image, a container over its memory), the back
 * office's image builds without a registry (a Containerfile, a Debian package list, a root file
 * system tarball) with their permission cases, and the shipped Open Babel module converting real
 * molecules.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workers } from "../../gateway/src/db/jobs.js";
import { containerImages, modules } from "../../gateway/src/db/modules.js";
import { imageBuildsSettled } from "../../gateway/src/domain/images/imageBuilds.js";
import { seedContainerModules } from "../../gateway/src/domain/images/seedShipped.js";
import { openBabelModuleKey } from "../../gateway/src/domain/images/shipped/index.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { imageRef, podmanCall } from "../../gateway/src/executors/container.js";
import { createContainerExecutor } from "../../gateway/src/executors/containerExecutor.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { repoRoot } from "../support/paths.js";
import { uploadBytes } from "../support/uploads.js";
import { ensureTestImage, testImageUid } from "../fixtures/containers/testImage.js";

const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
let t: TestApp;
let admin: Client;
let alice: NormalUser;
let scheduler: Scheduler;
let testImageId = 0;
/** Small work folder caps for container tasks, so that the tests write little. */
const workMaxMb = 4;
const workMaxFiles = 200;

interface JobView {
  Id: number;
  State: string;
}
interface TaskView {
  Id: number;
  Key: string;
  State: string;
  ExitCode: number | null;
  Reason: string | null;
  Tokens: number;
  CpuMs: number;
  Outputs: { Name: string; Size: number }[];
}

const imageFields = "id uid network buildState buildSource buildLog builtAt executor";
const build = `mutation($id: ID!, $containerfile: String!) { buildContainerImage(id: $id, containerfile: $containerfile) { ${imageFields} } }`;
interface ImageView {
  id: string;
  uid: string;
  network: string;
  buildState: string;
  buildSource: string | null;
  buildLog: string;
  builtAt: string | null;
  executor: string | null;
}

async function addImage(
  uid: string,
  values: Partial<typeof containerImages.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.app.services.db
    .insert(containerImages)
    .values({ uid, name: uid, ...values })
    .returning();
  return row!.id;
}

/** Removes a test image from the registry (so no worker loads its archive again) and from podman. */
async function forgetImage(id: number, uid: string): Promise<void> {
  await t.app.services.db
    .update(containerImages)
    .set({ deletedAt: new Date() })
    .where(eq(containerImages.id, id));
  await podmanCall(podman, ["rmi", "-f", imageRef(uid)]);
}

async function addContainerModule(
  key: string,
  imageId: number,
  command: string[],
  values: Partial<typeof modules.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.app.services.db
    .insert(modules)
    .values({
      key: `test/${key}`,
      name: key,
      runner: "container",
      imageId,
      command,
      args: [{ name: "input", label: "Input", format: "file", require: false }],
      timeoutSeconds: 60,
      ...values,
    })
    .returning();
  return row!.id;
}

async function runJob(tasks: unknown[], by: () => Scheduler = () => scheduler): Promise<TaskView[]> {
  const job = await alice.client.ok<JobView>("/api/workflow_job/submit", {
    Name: "container job",
    Tasks: tasks,
  });
  for (let i = 0; i < 600; i++) {
    await by().tick();
    await by().idle();
    const read = await alice.client.ok<JobView>(`/api/workflow_job/read/${job.Id}`);
    if (["done", "abort", "cancel"].includes(read.State))
      return alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${job.Id}`);
  }
  throw new Error(`job ${job.Id} did not settle`);
}

async function outputText(task: TaskView, name: string): Promise<string> {
  const response = await alice.client.fetch(
    `/api/workflow_job_tasks/read_file/${task.Id}?Type=OutFile&KeyName=${encodeURIComponent(name)}`,
  );
  expect(response.status).toBe(200);
  return response.text();
}

async function readImage(id: number | string): Promise<ImageView> {
  const data = await admin.gqlData<{ containerImage: ImageView }>(
    `query($id: ID!) { containerImage(id: $id) { ${imageFields} } }`,
    { id: String(id) },
  );
  return data.containerImage;
}

async function settledImage(id: number | string, ms = 60_000): Promise<ImageView> {
  return waitFor(
    `image ${id} to be built`,
    async () => {
      const image = await readImage(id);
      return image.buildState === "building" ? null : image;
    },
    ms,
  );
}

beforeAll(async () => {
  expect(podman, "podman must be installed (scripts/ci/podman-up.sh)").not.toBe("");
  await ensureTestImage(podman);
  t = await startApp({
    env: {
      CRUCIBLE_SCHEDULER: "false",
      CRUCIBLE_IMAGE_MAX_MB: "1",
      CRUCIBLE_PODMAN: podman,
      CRUCIBLE_MODULE_WORK_MAX_MB: String(workMaxMb),
      CRUCIBLE_MODULE_WORK_MAX_FILES: String(workMaxFiles),
    },
  });
  const container = await createContainerExecutor({ podman });
  expect(container).not.toBeNull();
  scheduler = createScheduler(
    t.app.services,
    { local: createLocalExecutor(), sandbox: null, container, slurm: null },
    () => undefined,
    { ...defaultSchedulerOptions, concurrency: 2, maxOutputBytes: 256 * 1024 },
  );
  admin = await t.admin();
  alice = await registerUser(t);
  testImageId = await addImage(testImageUid, { cpuCount: 1, memoryMb: 64 });
}, 120_000);

afterAll(async () => {
  await imageBuildsSettled();
  await scheduler?.stop();
  await t?.stop();
});

describe("container modules through the scheduler", () => {
  it("runs a task in its image and collects its outputs, CPU and charge", async () => {
    const moduleId = await addContainerModule("echo", testImageId, [
      "/bin/sh",
      "-c",
      'cat "$0" > outputs/args.json; cat $(sed -n \'s/.*"input": "\\(.*\\)".*/\\1/p\' "$0") > outputs/copy.txt; echo done',
      "{args.json}",
    ]);
    const file = await uploadBytes(
      alice.client,
      "/api/workflow_job_task_data_source_file",
      "in.txt",
      Buffer.from("benzene\n"),
    );
    const [task] = await runJob([
      { Key: "one", ModuleId: moduleId, Args: { input: { dataFileId: file.Id } } },
    ]);
    expect(task!.Reason).toBeNull();
    expect(task!.State).toBe("done");
    expect(task!.ExitCode).toBe(0);
    expect(task!.Outputs.map((o) => o.Name).sort()).toEqual(["args.json", "copy.txt"]);
    expect(await outputText(task!, "copy.txt")).toBe("benzene\n");
    expect(task!.CpuMs).toBeGreaterThan(0);
    expect(task!.Tokens).toBeGreaterThan(0);
  });

  it("refuses a job whose image no worker holds, naming the image", async () => {
    const missing = await addImage(`missing-${process.pid}`);
    const moduleId = await addContainerModule("missing", missing, ["/bin/true"]);
    const refused = await alice.client.rest("/api/workflow_job/submit", {
      Name: "no image",
      Tasks: [{ Key: "one", ModuleId: moduleId, Args: {} }],
    });
    expect(refused.body.Error?.Type).toBe("JobWorkerNotFound");
    expect(refused.body.Error?.Value).toContain(`no worker has the image missing-${process.pid}`);
  });

  it("claims container tasks only on a machine that holds the image, which loads a built image's archive", async () => {
    // A second machine: a podman with a store of its own, which has none of this machine's images.
    const machine = await mkdtemp(path.join(tmpdir(), "crucible-machine-"));
    const otherPodman = path.join(machine, "podman");
    await writeFile(
      otherPodman,
      `#!/bin/sh\nexec ${podman} --root ${machine}/root --runroot ${machine}/run "$@"\n`,
      { mode: 0o755 },
    );
    const otherContainer = await createContainerExecutor({ podman: otherPodman });
    expect(otherContainer).not.toBeNull();
    const other = createScheduler(
      t.app.services,
      { local: createLocalExecutor(), sandbox: null, container: otherContainer, slurm: null },
      () => undefined,
      { ...defaultSchedulerOptions, concurrency: 2, maxOutputBytes: 256 * 1024 },
    );
    try {
      // The test image was made outside the back office: no archive; the other machine never claims it.
      const echo = await addContainerModule("here-only", testImageId, ["/bin/sh", "-c", "echo here"]);
      const job = await alice.client.ok<JobView>("/api/workflow_job/submit", {
        Name: "here only",
        Tasks: [{ Key: "one", ModuleId: echo, Args: {} }],
      });
      for (let i = 0; i < 3; i++) {
        await other.tick();
        await other.idle();
      }
      const [waiting] = await alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${job.Id}`);
      expect(waiting!.State).toBe("pending");
      const [row] = await t.app.services.db.select().from(workers).where(eq(workers.id, other.workerId));
      expect(row!.routes).toContain("container");
      expect(row!.images).not.toContain(testImageId);
      await scheduler.tick();
      await scheduler.idle();
      const [ran] = await alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${job.Id}`);
      expect(ran!.State).toBe("done");

      // An image the back office builds is archived; the other machine loads it and runs its task.
      const uid = `shipped-${process.pid}`;
      const id = await addImage(uid);
      await admin.gqlData(build, {
        id: String(id),
        containerfile: `FROM ${imageRef(testImageUid)}\nRUN ["/bin/sh", "-c", "echo from-the-archive > /hello.txt"]\n`,
      });
      const image = await settledImage(id);
      expect(image.buildState, image.buildLog).toBe("ready");
      expect(image.buildLog).toContain("saved for workers of other machines");
      const [stored] = await t.app.services.db
        .select()
        .from(containerImages)
        .where(eq(containerImages.id, id));
      expect(stored!.engineId).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(stored!.archiveBlobId).not.toBeNull();
      expect((await podmanCall(otherPodman, ["image", "exists", imageRef(uid)])).code).toBe(1);
      const hello = await addContainerModule("hello", id, ["/bin/cat", "/hello.txt"]);
      const loaded = await alice.client.ok<JobView>("/api/workflow_job/submit", {
        Name: "from the archive",
        Tasks: [{ Key: "one", ModuleId: hello, Args: {} }],
      });
      const task = await waitFor(
        "the other machine to load the image and run the task",
        async () => {
          await other.tick();
          await other.idle();
          const [read] = await alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${loaded.Id}`);
          return read!.State === "pending" ? null : read!;
        },
        60_000,
      );
      expect(task.State, task.Reason ?? "").toBe("done");
      const stdout = await alice.client.fetch(`/api/workflow_job_tasks/read_file/${task.Id}?Type=Stdout`);
      expect(await stdout.text()).toBe("from-the-archive\n");
      expect((await podmanCall(otherPodman, ["image", "exists", imageRef(uid)])).code).toBe(0);
      const [after] = await t.app.services.db.select().from(workers).where(eq(workers.id, other.workerId));
      expect(after!.images).toContain(id);
      const seen = await admin.gqlData<{ containerImage: { archived: boolean; workersHolding: number } }>(
        `query($id: ID!) { containerImage(id: $id) { archived workersHolding } }`,
        { id: String(id) },
      );
      expect(seen.containerImage.archived).toBe(true);
      expect(seen.containerImage.workersHolding).toBeGreaterThanOrEqual(1);
      await forgetImage(id, uid);
    } finally {
      await other.stop();
      await podmanCall(otherPodman, ["rmi", "-a", "-f"]);
      await rm(machine, { recursive: true, force: true });
    }
  }, 120_000);

  it("aborts a container over its image's memory with the reason, leaving no `oom` file behind", async () => {
    // conmon writes an empty `oom` into its working directory when the kernel kills the container.
    const stray = path.join(process.cwd(), "oom");
    await rm(stray, { force: true });
    const small = await addImage(`small-${process.pid}`, { memoryMb: 24, virtualMemoryMb: 24 });
    // The same busybox image under another UID: tag it.
    await podmanCall(podman, ["tag", imageRef(testImageUid), imageRef(`small-${process.pid}`)]);
    const moduleId = await addContainerModule("hog", small, [
      "/bin/sh",
      "-c",
      'x=$(head -c 200000000 /dev/zero | tr "\\0" a); echo survived',
    ]);
    const [task] = await runJob([{ Key: "one", ModuleId: moduleId, Args: {} }]);
    expect(task!.State).toBe("abort");
    expect(task!.Reason).toBe("exceeded its memory limit (24 MiB)");
    expect(existsSync(stray)).toBe(false);
    await podmanCall(podman, ["rmi", imageRef(`small-${process.pid}`)]);
  }, 180_000);
});

describe("container tasks' work folder caps and namespaces", () => {
  /** Writes 1 MiB files for ever: only the cap (not the 60 s timeout) may end it. */
  const writeForEver = "i=0; while :; do dd if=/dev/zero of=f$i bs=1M count=1 2>/dev/null; i=$((i+1)); done";
  /** Creates empty files for ever. */
  const createForEver = "i=0; while :; do : > f$i; i=$((i+1)); done";
  const overBytes = `the work folder went over its cap of ${workMaxMb} MiB (${workMaxMb * 1024 * 1024} bytes)`;
  const overFiles = `the work folder went over its cap of ${workMaxFiles} files`;

  it("aborts a task that writes past the size cap (a tmpfs: writes past it fail), naming the cap", async () => {
    const moduleId = await addContainerModule("write-for-ever", testImageId, ["/bin/sh", "-c", writeForEver]);
    const [task] = await runJob([{ Key: "one", ModuleId: moduleId, Args: {} }]);
    expect(task!.State).toBe("abort");
    expect(task!.Reason).toBe(overBytes);
  }, 180_000);

  it("aborts a task that creates files past the file cap, naming the cap", async () => {
    const moduleId = await addContainerModule("create-for-ever", testImageId, [
      "/bin/sh",
      "-c",
      createForEver,
    ]);
    const [task] = await runJob([{ Key: "one", ModuleId: moduleId, Args: {} }]);
    expect(task!.State).toBe("abort");
    expect(task!.Reason).toBe(overFiles);
  }, 180_000);

  it("ends a task over either cap all the same when its folder is only watched (CRUCIBLE_MODULE_WORK_TMPFS=false)", async () => {
    const services = t.app.services;
    const watched = createScheduler(
      { ...services, config: { ...services.config, moduleWorkTmpfs: false } },
      {
        local: createLocalExecutor(),
        sandbox: null,
        container: await createContainerExecutor({ podman }),
        slurm: null,
      },
      () => undefined,
      { ...defaultSchedulerOptions, concurrency: 2, maxOutputBytes: 256 * 1024 },
    );
    try {
      const writer = await addContainerModule("watched-writer", testImageId, ["/bin/sh", "-c", writeForEver]);
      const creator = await addContainerModule("watched-creator", testImageId, [
        "/bin/sh",
        "-c",
        createForEver,
      ]);
      const [written] = await runJob([{ Key: "one", ModuleId: writer, Args: {} }], () => watched);
      expect(written!.Reason).toBe(overBytes);
      const [created] = await runJob([{ Key: "one", ModuleId: creator, Args: {} }], () => watched);
      expect(created!.Reason).toBe(overFiles);
    } finally {
      await watched.stop();
    }
  }, 180_000);

  it("lets a task write up to its caps", async () => {
    const moduleId = await addContainerModule("within-caps", testImageId, [
      "/bin/sh",
      "-c",
      `set -e; dd if=/dev/zero of=outputs/half.bin bs=1M count=${workMaxMb / 2} 2>/dev/null; i=0; while [ $i -lt ${workMaxFiles / 2} ]; do : > f$i; i=$((i+1)); done`,
    ]);
    const [task] = await runJob([{ Key: "one", ModuleId: moduleId, Args: {} }]);
    expect(task!.Reason).toBeNull();
    expect(task!.State).toBe("done");
    expect(task!.Outputs.map((o) => o.Name)).toEqual(["half.bin"]);
  }, 180_000);

  it("refuses a new user namespace: unshare -r does not make the program root of one", async () => {
    const moduleId = await addContainerModule("userns", testImageId, ["/bin/sh", "-c", "unshare -r true"]);
    const [task] = await runJob([{ Key: "one", ModuleId: moduleId, Args: {} }]);
    expect(task!.State).toBe("abort");
    expect(task!.Reason).toBe("exit code 1");
  }, 180_000);
});

describe("container image builds (back office)", () => {
  const debian = `mutation($id: ID!, $packages: [String!]!) { buildDebianContainerImage(id: $id, packages: $packages) { ${imageFields} } }`;

  it("refuses a build to a visitor, to a user without the permission, and answers a missing image like one", async () => {
    const id = String(await addImage(`perm-${process.pid}`));
    const visitor = await t.client().gql(build, { id, containerfile: "FROM scratch" });
    expect(gqlCode(visitor)).toBe("DBUserNoLogin");
    const reader = await createSystemUser(t, admin, ["Workflow.Job.Task.ContainerImage.Read"]);
    expect(gqlCode(await reader.client.gql(build, { id, containerfile: "FROM scratch" }))).toBe(
      "DBPermDenied",
    );
    expect(gqlCode(await reader.client.gql(debian, { id, packages: ["jq"] }))).toBe("DBPermDenied");
    expect(gqlCode(await admin.gql(build, { id: "999999", containerfile: "FROM scratch" }))).toBe(
      "DBDataNotExist",
    );
    expect(gqlCode(await admin.gql(debian, { id, packages: ["no such package"] }))).toBe(
      "ServerInvalidParameter",
    );
    expect(gqlCode(await admin.gql(debian, { id, packages: [] }))).toBe("ServerInvalidParameter");
    expect(gqlCode(await admin.gql(build, { id, containerfile: "" }))).toBe("ServerInvalidParameter");
    expect((await readImage(id)).buildState).toBe("none");
  });

  it("builds from a Containerfile in the background, one build at a time", async () => {
    const uid = `built-${process.pid}`;
    const id = String(await addImage(uid));
    const containerfile = `FROM ${imageRef(testImageUid)}\nRUN ["/bin/sh", "-c", "echo built > /hello.txt"]\n`;
    const started = await admin.gqlData<{ buildContainerImage: ImageView }>(build, { id, containerfile });
    expect(started.buildContainerImage.buildState).toBe("building");
    expect(started.buildContainerImage.buildSource).toBe("containerfile");
    expect(gqlCode(await admin.gql(build, { id, containerfile }))).toBe("DBStatusChangeNotAllowed");
    const image = await settledImage(id);
    expect(image.buildState, image.buildLog).toBe("ready");
    expect(image.builtAt).not.toBeNull();
    const check = await podmanCall(podman, [
      "run",
      "--rm",
      "--ulimit",
      "nofile=1024:1024",
      "--ulimit",
      "nproc=1024:1024",
      imageRef(uid),
      "cat",
      "/hello.txt",
    ]);
    expect(check.output).toBe("built\n");
    await forgetImage(Number(id), uid);
  });

  it("fails a bad Containerfile with podman's log", async () => {
    const id = String(await addImage(`bad-${process.pid}`));
    await admin.gqlData(build, { id, containerfile: "FROM scratch\nFROBNICATE everything\n" });
    const image = await settledImage(id);
    expect(image.buildState).toBe("failed");
    expect(image.buildLog).toMatch(/FROBNICATE/i);
    expect(image.builtAt).toBeNull();
  });

  it("defaults a new image to no network, and takes none, bridge or host", async () => {
    const created = await admin.gqlData<{ createContainerImage: ImageView }>(
      `mutation($input: ContainerImageInput!) { createContainerImage(input: $input) { ${imageFields} } }`,
      { input: { uid: `new-${process.pid}`, name: `new-${process.pid}` } },
    );
    expect(created.createContainerImage.network).toBe("none");
    expect(created.createContainerImage.buildState).toBe("none");
    const updated = await admin.gqlData<{ updateContainerImage: ImageView }>(
      `mutation($id: ID!, $input: ContainerImageInput!) { updateContainerImage(id: $id, input: $input) { ${imageFields} } }`,
      {
        id: created.createContainerImage.id,
        input: { uid: `new-${process.pid}`, name: `new-${process.pid}`, network: "host", executor: "slurm" },
      },
    );
    expect(updated.updateContainerImage.network).toBe("host");
    expect(updated.updateContainerImage.executor).toBe("slurm");
    const bad = await admin.gql(
      `mutation($id: ID!, $input: ContainerImageInput!) { updateContainerImage(id: $id, input: $input) { id } }`,
      {
        id: created.createContainerImage.id,
        input: { uid: `new-${process.pid}`, name: `new-${process.pid}`, executor: "mainframe" },
      },
    );
    expect(gqlCode(bad)).toBe("ServerInvalidParameter");
  });
});

describe("the shipped Open Babel module", () => {
  it("is seeded with its image, built from Debian packages, and converts real molecules", async () => {
    expect(await seedContainerModules(t.app.services)).toBe(true);
    const [module] = await t.app.services.db
      .select()
      .from(modules)
      .where(eq(modules.key, openBabelModuleKey));
    expect(module!.runner).toBe("container");
    // The image is built once per machine (a minute or two) and kept: a later run finds it ready.
    const image = await settledImage(module!.imageId!, 600_000);
    expect(image.buildState, image.buildLog).toBe("ready");
    expect(image.buildSource).toBe("debian");
    expect(image.network).toBe("none");

    const sdf = await readFile(path.join(repoRoot, "tests/fixtures/cdk2.sdf"));
    const molecules = await uploadBytes(
      alice.client,
      "/api/workflow_job_task_data_source_file",
      "cdk2.sdf",
      sdf,
    );
    const smiles = await uploadBytes(
      alice.client,
      "/api/workflow_job_task_data_source_file",
      "phenol.smi",
      Buffer.from("Oc1ccccc1 phenol\n"),
    );
    const settled = await runJob([
      {
        Key: "mol2",
        ModuleId: module!.id,
        Method: "to_mol2",
        Args: { molecules: { dataFileId: molecules.Id } },
      },
      {
        Key: "pdb",
        ModuleId: module!.id,
        Method: "to_pdb",
        Args: { molecules: { dataFileId: smiles.Id }, gen3d: true, add_hydrogens: true },
      },
    ]);
    const mol2 = settled.find((task) => task.Key === "mol2")!;
    expect(mol2.Reason).toBeNull();
    expect(mol2.State).toBe("done");
    const records = (await outputText(mol2, "converted.mol2")).match(/@<TRIPOS>MOLECULE/g) ?? [];
    expect(records.length).toBe(sdf.toString("utf8").split("$$$$").length - 1);
    const pdb = settled.find((task) => task.Key === "pdb")!;
    expect(pdb.State).toBe("done");
    const atoms = (await outputText(pdb, "converted.pdb"))
      .split("\n")
      .filter((line) => /^(HETATM|ATOM)/.test(line));
    // Phenol with its hydrogens: 7 heavy atoms and 6 hydrogens, at 3-D coordinates.
    expect(atoms.length).toBe(13);
    expect(atoms.some((line) => Number(line.slice(46, 54)) !== 0)).toBe(true);
  }, 700_000);

  it("fails a conversion that reads no molecule", async () => {
    const [module] = await t.app.services.db
      .select()
      .from(modules)
      .where(eq(modules.key, openBabelModuleKey));
    const junk = await uploadBytes(
      alice.client,
      "/api/workflow_job_task_data_source_file",
      "junk.sdf",
      Buffer.from("this is not a molecule\n"),
    );
    const [task] = await runJob([
      { Key: "junk", ModuleId: module!.id, Method: "to_sdf", Args: { molecules: { dataFileId: junk.Id } } },
    ]);
    expect(task!.State).toBe("abort");
    expect(task!.Reason).toMatch(/exit code [1-9]/);
  });
});
