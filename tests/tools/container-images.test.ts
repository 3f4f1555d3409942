/**
 * The back office imports a root file system tarball as a container image over REST (issue 9, item 1):
 * streamed into `podman import`, bounded by CRUCIBLE_IMAGE_MAX_MB (nothing imported past it), junk
 * refused with podman's words in the image's log; Workflow.Job.Task.ContainerImage.Update.
 */
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { containerImages } from "../../gateway/src/db/modules.js";
import { imageRef, podmanCall } from "../../gateway/src/executors/container.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser } from "../support/factories.js";
import type { Client } from "../support/http.js";
import { fileForm } from "../support/images.js";

const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
let t: TestApp;
let admin: Client;

async function addImage(uid: string): Promise<number> {
  const [row] = await t.app.services.db.insert(containerImages).values({ uid, name: uid }).returning();
  return row!.id;
}

async function readImage(id: number): Promise<{ BuildState: string; BuildLog: string }> {
  return admin.ok(`/api/sys/workflow_job_task_container_image/read/${id}`);
}

beforeAll(async () => {
  expect(podman, "podman must be installed (scripts/ci/podman-up.sh)").not.toBe("");
  t = await startApp({
    env: { CRUCIBLE_SCHEDULER: "false", CRUCIBLE_IMAGE_MAX_MB: "1", CRUCIBLE_PODMAN: podman },
  });
  admin = await t.admin();
});

afterAll(async () => {
  await t?.stop();
});

describe("container image import (REST)", () => {
  const importUrl = (id: number | string) => `/api/sys/workflow_job_task_container_image/import/${id}`;

  /** A tiny root file system: busybox alone, as a tarball podman can import. */
  async function rootfsTarball(): Promise<Buffer> {
    const made = spawnSync(
      "sh",
      ["-c", "d=$(mktemp -d) && mkdir -p $d/bin && cp /bin/busybox $d/bin/ && tar -C $d -c . && rm -rf $d"],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    expect(made.status).toBe(0);
    return made.stdout;
  }

  /** The upload as the web client sends it: multipart with the CSRF header. */
  const upload = (bytes: Buffer) => ({
    headers: { "x-crucible-csrf": "1" },
    raw: fileForm("file", "rootfs.tar", bytes, "application/x-tar"),
  });

  it("refuses a visitor and a user without the permission", async () => {
    const id = await addImage(`import-perm-${process.pid}`);
    const tarball = Buffer.from("not used");
    const visitor = await t.client().rest(importUrl(id), undefined, upload(tarball));
    expect(visitor.body.Error?.Type).toBe("DBUserNoLogin");
    const reader = await createSystemUser(t, admin, ["Workflow.Job.Task.ContainerImage.Read"]);
    const denied = await reader.client.rest(importUrl(id), undefined, upload(tarball));
    expect(denied.body.Error?.Type).toBe("DBPermDenied");
    const missing = await admin.rest(importUrl(999999), undefined, upload(tarball));
    expect(missing.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("imports a root file system tarball as the image", async () => {
    const uid = `imported-${process.pid}`;
    const id = await addImage(uid);
    const tarball = await rootfsTarball();
    // The test gateway takes at most 1 MiB (CRUCIBLE_IMAGE_MAX_MB=1): gzip it.
    const gz = spawnSync("gzip", ["-9c"], { input: tarball, maxBuffer: 16 * 1024 * 1024 }).stdout;
    expect(gz.length).toBeLessThan(1024 * 1024);
    const imported = await admin.ok<{ BuildState: string; BuildSource: string }>(
      importUrl(id),
      undefined,
      upload(gz),
    );
    expect(imported.BuildState).toBe("ready");
    expect(imported.BuildSource).toBe("import");
    const run = await podmanCall(podman, [
      "run",
      "--rm",
      "--ulimit",
      "nofile=1024:1024",
      "--ulimit",
      "nproc=1024:1024",
      imageRef(uid),
      "/bin/busybox",
      "echo",
      "imported",
    ]);
    expect(run.output).toBe("imported\n");
    await podmanCall(podman, ["rmi", "-f", imageRef(uid)]);
  });

  it("refuses a tarball over the size bound and imports nothing", async () => {
    const uid = `oversize-${process.pid}`;
    const id = await addImage(uid);
    const tooLarge = await admin.rest(importUrl(id), undefined, upload(await rootfsTarball()));
    expect(tooLarge.body.Error?.Type).toBe("DBFileTooLarge");
    expect((await podmanCall(podman, ["image", "exists", imageRef(uid)])).code).toBe(1);
    expect((await readImage(id)).BuildState).toBe("failed");
  });

  it("answers DBFileInvalid for bytes that are no tarball, with podman's words in the log", async () => {
    const id = await addImage(`junk-${process.pid}`);
    const junk = await admin.rest(
      importUrl(id),
      undefined,
      upload(Buffer.from("this is no tarball\n".repeat(100))),
    );
    expect(junk.body.Error?.Type).toBe("DBFileInvalid");
    const image = await readImage(id);
    expect(image.BuildState).toBe("failed");
    expect(image.BuildLog.length).toBeGreaterThan(0);
  });
});
