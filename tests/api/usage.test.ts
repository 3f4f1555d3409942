/**
 * `use/{id}` of container images and processor executables (spec §7; issue 4): where each is used,
 * read before disabling or deleting it. Images: the live modules that run in them (back office).
 * Processors: the templates and unfinished tasks that run them (the owner sees their own; the back
 * office everyone's). Refusals: not signed in, no permission, another user's processor, bad ids.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../gateway/src/db/modules.js";
import type { Scheduler } from "../../gateway/src/domain/scheduler/scheduler.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  createSystemUser,
  idleWorker,
  registerUser,
  type NormalUser,
  type SystemUser,
} from "../support/factories.js";
import type { Client } from "../support/http.js";
import { fileForm } from "../support/images.js";

let t: TestApp;
let admin: Client;
let outsider: SystemUser;
let alice: NormalUser;
let bob: NormalUser;

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

/** A worker that accepts jobs for this file and runs none: they stay pending. */
let worker: Scheduler | undefined;

beforeAll(async () => {
  // No scheduler: submitted jobs stay pending, so their tasks count as unfinished.
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  worker = idleWorker(t);
  admin = await t.admin();
  outsider = await createSystemUser(t, admin, ["User.Read"]);
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => {
  await worker?.stop();
  await t?.stop();
});

describe("workflow_job_task_container_image/use/{id}", () => {
  it("lists the live modules that run in the image", async () => {
    const { createContainerImage } = await admin.gqlData<{ createContainerImage: { id: string } }>(
      `mutation ($input: ContainerImageInput!) { createContainerImage(input: $input) { id } }`,
      { input: { uid: unique("registry.local/vina"), name: unique("Vina") } },
    );
    const imageId = Number(createContainerImage.id);
    const path = `/api/sys/workflow_job_task_container_image/use/${imageId}`;
    expect(await admin.ok(path)).toEqual({ Modules: [] });
    const key = `usage/${randomBytes(4).toString("hex")}`;
    const [row] = await t.app.services.db
      .insert(modules)
      .values({ key, name: "Docking", script: "", runner: "container", imageId })
      .returning();
    await t.app.services.db.insert(modules).values({
      key: `${key}-gone`,
      name: "Gone",
      script: "",
      runner: "container",
      imageId,
      deletedAt: new Date(),
    });
    expect(await admin.ok(path)).toEqual({
      Modules: [{ Id: row!.id, Key: key, Name: "Docking", Status: "enabled" }],
    });
  });

  it("refuses callers without Workflow.Job.Task.ContainerImage.Read and a missing image", async () => {
    const path = "/api/sys/workflow_job_task_container_image/use/1";
    expect((await t.client().rest(path)).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await alice.client.rest(path)).body.Error?.Type).toBe("DBUserNoLogin");
    const denied = await outsider.client.rest(path);
    expect([denied.body.Error?.Type, denied.body.Error?.Value]).toEqual([
      "DBPermDenied",
      "Workflow.Job.Task.ContainerImage.Read",
    ]);
    expect((await admin.rest("/api/sys/workflow_job_task_container_image/use/999999")).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await admin.rest("/api/sys/workflow_job_task_container_image/use/x")).body.Error?.Type).toBe(
      "ServerInvalidParameter",
    );
  });
});

describe("workflow_job_task_processor_exe/use/{id}", () => {
  async function processorOf(user: NormalUser): Promise<string> {
    const { createProcessor } = await user.client.gqlData<{ createProcessor: { id: string } }>(
      `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
      {
        input: {
          name: unique("proc"),
          args: [],
          outputs: [{ name: "out.txt", label: "Out", format: "txt" }],
          timeoutSeconds: 30,
        },
      },
    );
    const upload = await user.client.rest(
      `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${createProcessor.id}`,
      undefined,
      {
        headers: { "x-crucible-csrf": "1" },
        raw: fileForm(
          "file",
          "run.sh",
          Buffer.from("#!/bin/sh\necho ok > outputs/out.txt\n"),
          "text/x-shellscript",
        ),
      },
    );
    expect(upload.body.Error).toBeNull();
    return createProcessor.id;
  }

  it("answers the owner's templates and unfinished tasks that run the processor; the back office sees all", async () => {
    const id = await processorOf(alice);
    const { createTemplate } = await alice.client.gqlData<{ createTemplate: { id: string } }>(
      `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
      { input: { name: "uses processor", nodes: [{ key: "p", processorId: id, args: {}, dependsOn: [] }] } },
    );
    const { submitJob } = await alice.client.gqlData<{ submitJob: { id: string } }>(
      `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
      { input: { name: "pending", tasks: [{ key: "p", processorId: id, args: {} }] } },
    );
    const expected = {
      Templates: [{ Id: Number(createTemplate.id), Name: "uses processor", System: false }],
      UnfinishedTasks: 1,
    };
    expect(await alice.client.ok(`/api/workflow_job_task_processor_exe/use/${id}`)).toEqual(expected);
    expect(await admin.ok(`/api/sys/workflow_job_task_processor_exe/use/${id}`)).toEqual(expected);
    await alice.client.ok(`/api/workflow_job/cancel/${submitJob.id}`);
    expect(
      (await alice.client.ok<{ UnfinishedTasks: number }>(`/api/workflow_job_task_processor_exe/use/${id}`))
        .UnfinishedTasks,
    ).toBe(0);
  });

  it("answers another user's processor like a missing one and refuses callers without a session or permission", async () => {
    const id = await processorOf(alice);
    const path = `/api/workflow_job_task_processor_exe/use/${id}`;
    expect((await bob.client.rest(path)).body.Error?.Type).toBe("DBDataNotExist");
    expect((await t.client().rest(path)).body.Error?.Type).toBe("DBUserNoLogin");
    const sysPath = `/api/sys/workflow_job_task_processor_exe/use/${id}`;
    expect((await alice.client.rest(sysPath)).body.Error?.Type).toBe("DBUserNoLogin");
    const denied = await outsider.client.rest(sysPath);
    expect([denied.body.Error?.Type, denied.body.Error?.Value]).toEqual([
      "DBPermDenied",
      "Workflow.Job.Task.Processor.Read",
    ]);
  });
});
