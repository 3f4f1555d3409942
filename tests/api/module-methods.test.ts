/**
 * Module methods and argument bindings (spec §3 module: "method ... args (bindings)"): a task names
 * its method (absent: the first), its arguments and links are checked against that method, the
 * program receives it ($method in args.json and CRUCIBLE_METHOD), arguments whose bindings do not
 * hold are neither required nor sent; templates carry methods; the back office declares methods and
 * bindings, and bad bindings are refused.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modules, type ModuleArg, type ModuleMethod } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
  localExecutors,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import type { Client, GqlResult } from "../support/http.js";

let t: TestApp;
let alice: NormalUser;
let admin: Client;
let reader: SystemUser;
let scheduler: Scheduler;
let shapesId = 0;
let plainId = 0;
let imageId = "";

const seen = { name: "seen.json", label: "What the program saw", format: "json" };
const methods: ModuleMethod[] = [
  {
    name: "box",
    label: "Box",
    labelZh: "盒子",
    args: [{ name: "size", label: "Size", format: "int", require: true }],
    outputs: [seen],
  },
  {
    name: "sphere",
    label: "Sphere",
    labelZh: "球",
    summary: "A sphere, solid or a shell",
    args: [
      {
        name: "shape",
        label: "Shape",
        format: "choice",
        require: false,
        default: "solid",
        choices: [
          { value: "solid", label: "Solid" },
          { value: "shell", label: "Shell" },
        ],
      },
      { name: "radius", label: "Radius", format: "float", require: true },
      {
        name: "thickness",
        label: "Shell thickness",
        format: "float",
        require: true,
        bindings: [{ arg: "shape", values: ["shell"] }],
      },
    ],
    outputs: [seen, { name: "volume.txt", label: "Volume", format: "txt" }],
  },
];

async function addModule(key: string, values: Partial<typeof modules.$inferInsert>): Promise<number> {
  const [row] = await t.app.services.db
    .insert(modules)
    .values({
      key: `test/${key}`,
      name: key,
      script: path.relative(
        path.join(t.app.services.config.repoRoot, "gateway", "modules"),
        path.join(t.app.services.config.repoRoot, "tests", "engine-modules", "method.mjs"),
      ),
      timeoutSeconds: 30,
      ...values,
    })
    .returning();
  return row!.id;
}

interface TaskView {
  Id: number;
  Key: string;
  State: string;
  Method: string | null;
  Args: Record<string, unknown>;
  Reason: string | null;
  Outputs: { Name: string }[];
}

const submit = (tasks: unknown[]) =>
  alice.client.rest<{ Id: number }>("/api/workflow_job/submit", { Name: "methods", Tasks: tasks });

async function settle(jobId: number): Promise<TaskView[]> {
  for (let i = 0; i < 200; i++) {
    await scheduler.tick();
    await scheduler.idle();
    const job = await alice.client.ok<{ State: string }>(`/api/workflow_job/read/${jobId}`);
    if (["done", "abort", "cancel"].includes(job.State))
      return alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${jobId}`);
  }
  throw new Error(`job ${jobId} did not settle`);
}

/** What the program of a done task wrote to outputs/seen.json. */
async function seenBy(
  task: TaskView,
): Promise<{ method: string; env: string; args: Record<string, unknown> }> {
  expect(task.State, task.Reason ?? "").toBe("done");
  const answer = await alice.client.fetch(
    `/api/workflow_job_tasks/read_file/${task.Id}?Type=OutFile&KeyName=seen.json`,
  );
  return (await answer.json()) as { method: string; env: string; args: Record<string, unknown> };
}

async function runOne(task: Record<string, unknown>) {
  const job = await submit([{ Key: "a", ModuleId: shapesId, ...task }]);
  expect(job.body.Error).toBeNull();
  const [done] = await settle(job.body.Data.Id);
  return { task: done!, seen: await seenBy(done!) };
}

function expectCode(result: GqlResult<unknown>, code: string, value?: string | RegExp) {
  const error = result.body.errors?.[0];
  expect(error?.extensions?.code, JSON.stringify(result.body.errors)).toBe(code);
  if (typeof value === "string") expect(error?.extensions?.value).toBe(value);
  else if (value) expect(String(error?.extensions?.value)).toMatch(value);
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    maxOutputBytes: 256 * 1024,
  });
  alice = await registerUser(t);
  admin = await t.admin();
  reader = await createSystemUser(t, admin, ["Workflow.Job.Task.Module.Read"]);
  shapesId = await addModule("shapes", { methods });
  plainId = await addModule("plain", {
    args: [{ name: "note", label: "Note", format: "string", require: false } satisfies ModuleArg],
    outputs: [seen],
  });
  const image = await admin.gqlData<{ createContainerImage: { id: string } }>(
    `mutation ($input: ContainerImageInput!) { createContainerImage(input: $input) { id } }`,
    { input: { uid: `registry.local/methods-${Date.now()}:1`, name: `methods-${Date.now()}` } },
  );
  imageId = image.createContainerImage.id;
});
afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("a task's method", () => {
  it("runs the named method: the program gets it in args.json and CRUCIBLE_METHOD, with only its args", async () => {
    const { task, seen: got } = await runOne({ Method: "sphere", Args: { radius: 2 } });
    expect(task.Method).toBe("sphere");
    expect(got).toEqual({ method: "sphere", env: "sphere", args: { shape: "solid", radius: 2 } });
    expect(task.Outputs.map((o) => o.Name).sort()).toEqual(["seen.json", "volume.txt"]);
  });

  it("runs the first method when none is named", async () => {
    const { task, seen: got } = await runOne({ Args: { size: 3 } });
    expect(task.Method).toBe("box");
    expect(got).toEqual({ method: "box", env: "box", args: { size: 3 } });
  });

  it("checks the arguments against the chosen method's", async () => {
    const wrong = await submit([{ Key: "a", ModuleId: shapesId, Method: "box", Args: { radius: 2 } }]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.Error).toMatchObject({ Type: "JobTaskArgsError", Value: "radius: unknown argument" });
    const missing = await submit([{ Key: "a", ModuleId: shapesId, Method: "sphere", Args: {} }]);
    expect(missing.body.Error).toMatchObject({ Type: "JobTaskArgsError", Value: "radius: required" });
  });

  it("refuses an unknown method, naming it", async () => {
    const result = await submit([{ Key: "a", ModuleId: shapesId, Method: "cone", Args: { size: 1 } }]);
    expect(result.status).toBe(400);
    expect(result.body.Error?.Type).toBe("JobTaskArgsError");
    expect(result.body.Error?.Value).toContain("cone");
  });

  it("takes default as the implicit method of a module without methods, and no other", async () => {
    const { task, seen: got } = await (async () => {
      const job = await submit([{ Key: "a", ModuleId: plainId, Method: "default", Args: { note: "hi" } }]);
      expect(job.body.Error).toBeNull();
      const [done] = await settle(job.body.Data.Id);
      return { task: done!, seen: await seenBy(done!) };
    })();
    expect(task.Method).toBeNull();
    expect(got).toEqual({ method: "default", env: "default", args: { note: "hi" } });
    const other = await submit([{ Key: "a", ModuleId: plainId, Method: "box", Args: {} }]);
    expect(other.body.Error?.Type).toBe("JobTaskArgsError");
  });

  it("links only to outputs the upstream task's method declares", async () => {
    const linkTo = (method: string) =>
      submit([
        {
          Key: "a",
          ModuleId: shapesId,
          Method: method,
          Args: method === "box" ? { size: 1 } : { radius: 1 },
        },
        { Key: "b", ModuleId: linkModuleId, Args: { input: { task: "a", output: "volume.txt" } } },
      ]);
    const bad = await linkTo("box");
    expect(bad.status).toBe(400);
    expect(bad.body.Error).toMatchObject({
      Type: "JobTaskArgsError",
      Value: "input: a has no output volume.txt",
    });
    const good = await linkTo("sphere");
    expect(good.body.Error).toBeNull();
    const settled = await settle(good.body.Data.Id);
    expect(settled.map((x) => [x.Key, x.State])).toEqual([
      ["a", "done"],
      ["b", "done"],
    ]);
    expect((await seenBy(settled[1]!)).args).toEqual({ input: "inputs/input/volume.txt" });
  });
});

let linkModuleId = 0;
beforeAll(async () => {
  linkModuleId = await addModule("reader", {
    args: [{ name: "input", label: "Input", format: "file", require: true }],
    outputs: [seen],
  });
});

describe("bindings", () => {
  it("does not require an argument whose binding does not hold, and drops a value sent for it", async () => {
    const { seen: got } = await runOne({
      Method: "sphere",
      Args: { shape: "solid", radius: 1.5, thickness: 0.25 },
    });
    expect(got.args).toEqual({ shape: "solid", radius: 1.5 });
  });

  it("requires and sends it when the binding holds", async () => {
    const missing = await submit([
      { Key: "a", ModuleId: shapesId, Method: "sphere", Args: { shape: "shell", radius: 1 } },
    ]);
    expect(missing.body.Error).toMatchObject({ Type: "JobTaskArgsError", Value: "thickness: required" });
    const { seen: got } = await runOne({
      Method: "sphere",
      Args: { shape: "shell", radius: 1, thickness: 0.1 },
    });
    expect(got.args).toEqual({ shape: "shell", radius: 1, thickness: 0.1 });
  });
});

describe("GraphQL", () => {
  const moduleDoc = `query($id: ID!) { module(id: $id) { args { name } outputs { name }
    methods { name label labelZh summary args { name require bindings { arg values } } outputs { name } } } }`;

  it("shows the implicit method of a module without methods", async () => {
    const { module } = await alice.client.gqlData<{
      module: {
        args: { name: string }[];
        methods: { name: string; args: { name: string }[]; outputs: { name: string }[] }[];
      };
    }>(moduleDoc, { id: String(plainId) });
    expect(module.methods).toEqual([
      expect.objectContaining({
        name: "default",
        args: [expect.objectContaining({ name: "note" })],
        outputs: [{ name: "seen.json" }],
      }),
    ]);
  });

  it("shows a module's methods with their bindings; args and outputs are the first method's", async () => {
    const { module } = await alice.client.gqlData<{
      module: {
        args: { name: string }[];
        outputs: { name: string }[];
        methods: {
          name: string;
          labelZh: string | null;
          summary: string | null;
          args: { name: string; bindings: unknown }[];
        }[];
      };
    }>(moduleDoc, { id: String(shapesId) });
    expect(module.methods.map((m) => m.name)).toEqual(["box", "sphere"]);
    expect(module.args.map((a) => a.name)).toEqual(["size"]);
    expect(module.outputs.map((o) => o.name)).toEqual(["seen.json"]);
    const sphere = module.methods[1]!;
    expect(sphere).toMatchObject({ labelZh: "球", summary: "A sphere, solid or a shell" });
    expect(sphere.args.find((a) => a.name === "thickness")?.bindings).toEqual([
      { arg: "shape", values: ["shell"] },
    ]);
  });

  it("submits a task with a method and shows it on the task", async () => {
    const { submitJob } = await alice.client.gqlData<{ submitJob: { id: string } }>(
      `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
      {
        input: {
          name: "gql",
          tasks: [{ key: "a", moduleId: String(shapesId), method: "sphere", args: { radius: 3 } }],
        },
      },
    );
    await settle(Number(submitJob.id));
    const { job } = await alice.client.gqlData<{
      job: { tasks: { method: string | null; state: string }[] };
    }>(`query($id: ID!) { job(id: $id) { tasks { method state } } }`, { id: submitJob.id });
    expect(job.tasks).toEqual([{ method: "sphere", state: "done" }]);
    const unknown = await alice.client.gql(
      `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
      {
        input: { name: "gql", tasks: [{ key: "a", moduleId: String(shapesId), method: "cone", args: {} }] },
      },
    );
    expectCode(unknown, "JobTaskArgsError", /cone/);
  });

  it("refuses the module with its methods to someone not signed in", async () => {
    expectCode(await t.client().gql(moduleDoc, { id: String(shapesId) }), "DBUserNoLogin");
  });

  it("lists Methods in the REST module list", async () => {
    const list = await alice.client.ok<{ Id: number; Methods: { name: string }[] }[]>(
      "/api/workflow_job_task_module/list",
    );
    expect(list.find((m) => m.Id === shapesId)?.Methods.map((m) => m.name)).toEqual(["box", "sphere"]);
    expect(list.find((m) => m.Id === plainId)?.Methods.map((m) => m.name)).toEqual(["default"]);
  });
});

describe("templates", () => {
  const createDoc = `mutation($input: TemplateInput!) { createTemplate(input: $input) { id nodes { key method args } } }`;
  const node = (extra: Record<string, unknown>) => ({
    key: "shape",
    moduleId: String(shapesId),
    args: { radius: 2 },
    ...extra,
  });

  it("saves a node's method and runs it; an override may choose another method", async () => {
    const { createTemplate } = await alice.client.gqlData<{
      createTemplate: { id: string; nodes: { key: string; method: string | null; args: unknown }[] };
    }>(createDoc, { input: { name: "spheres", nodes: [node({ method: "sphere" })] } });
    expect(createTemplate.nodes).toEqual([{ key: "shape", method: "sphere", args: { radius: 2 } }]);
    const { runTemplate } = await alice.client.gqlData<{ runTemplate: { id: string } }>(
      `mutation($id: ID!) { runTemplate(id: $id, name: "run") { id } }`,
      { id: createTemplate.id },
    );
    const [task] = await settle(Number(runTemplate.id));
    expect(task!.Method).toBe("sphere");
    expect((await seenBy(task!)).args).toEqual({ shape: "solid", radius: 2 });
    const other = await alice.client.gqlData<{ runTemplate: { id: string } }>(
      `mutation($id: ID!, $args: [TaskArgsInput!]) { runTemplate(id: $id, name: "box", args: $args) { id } }`,
      { id: createTemplate.id, args: [{ key: "shape", method: "box", args: { size: 4 } }] },
    );
    const [boxed] = await settle(Number(other.runTemplate.id));
    expect(await seenBy(boxed!)).toEqual({ method: "box", env: "box", args: { size: 4 } });
  });

  it("saves the first method when none is named, and refuses an unknown one", async () => {
    const saved = await alice.client.gqlData<{ createTemplate: { nodes: { method: string | null }[] } }>(
      createDoc,
      { input: { name: "boxes", nodes: [node({ args: { size: 1 } })] } },
    );
    expect(saved.createTemplate.nodes[0]!.method).toBe("box");
    expectCode(
      await alice.client.gql(createDoc, { input: { name: "cones", nodes: [node({ method: "cone" })] } }),
      "JobTaskArgsError",
      /shape\.method: .*cone/,
    );
    // radius belongs to sphere, not to the first method (box).
    expectCode(
      await alice.client.gql(createDoc, { input: { name: "bad", nodes: [node({})] } }),
      "JobTaskArgsError",
      "radius: unknown argument",
    );
  });
});

describe("the back office: methods and bindings", () => {
  const fields = `id methods { name label args { name bindings { arg values } } outputs { name } }`;
  const createDoc = `mutation ($input: ModuleCreateInput!) { createModule(input: $input) { ${fields} } }`;
  let n = 0;
  const input = (sphereArgs: unknown[] = methodsInput[1]!.args, extra: Record<string, unknown> = {}) => ({
    key: `chem/shapes_${Date.now()}_${n++}`,
    name: "Shapes",
    imageId,
    command: ["/bin/shapes", "{args.json}"],
    methods: [methodsInput[0], { ...methodsInput[1], args: sphereArgs }],
    ...extra,
  });
  const methodsInput = [
    {
      name: "box",
      label: "Box",
      args: [{ name: "size", label: "Size", format: "int", require: true }],
      outputs: [],
    },
    {
      name: "sphere",
      label: "Sphere",
      summary: "Round",
      args: [
        {
          name: "shape",
          label: "Shape",
          format: "choice",
          default: "solid",
          choices: [
            { value: "solid", label: "Solid" },
            { value: "shell", label: "Shell" },
          ],
        },
        {
          name: "thickness",
          label: "Thickness",
          format: "float",
          require: true,
          bindings: [{ arg: "shape", values: ["shell"] }],
        },
      ],
      outputs: [{ name: "volume.txt", label: "Volume", format: "txt" }],
    },
  ];

  it("creates a module with methods and bindings and updates them", async () => {
    const { createModule } = await admin.gqlData<{
      createModule: { id: string; methods: { name: string; args: { name: string; bindings: unknown }[] }[] };
    }>(createDoc, { input: input() });
    expect(createModule.methods.map((m) => m.name)).toEqual(["box", "sphere"]);
    expect(createModule.methods[1]!.args[1]!.bindings).toEqual([{ arg: "shape", values: ["shell"] }]);
    const { updateModule } = await admin.gqlData<{ updateModule: { methods: { name: string }[] } }>(
      `mutation ($id: ID!, $input: ModuleUpdateInput!) { updateModule(id: $id, input: $input) { ${fields} } }`,
      { id: createModule.id, input: { methods: [] } },
    );
    expect(updateModule.methods.map((m) => m.name)).toEqual(["default"]);
    const rest = await admin.ok<{ Methods: { name: string }[] }>(
      `/api/sys/workflow_job_task_module/read/${createModule.id}`,
    );
    expect(rest.Methods.map((m) => m.name)).toEqual(["default"]);
  });

  it.each([
    ["an unknown argument", [{ arg: "colour", values: ["red"] }], /colour, which is not an argument/],
    ["the argument itself", [{ arg: "thickness", values: [1] }], /cannot name the argument itself/],
    ["a value that is not a choice", [{ arg: "shape", values: ["cube"] }], /"cube" is not a choice of shape/],
    ["no values", [{ arg: "shape", values: [] }], /at least one value/],
  ])("refuses a binding to %s", async (_label, bindings, message) => {
    const args = [methodsInput[1]!.args[0], { ...methodsInput[1]!.args[1], bindings }];
    expectCode(await admin.gql(createDoc, { input: input(args) }), "ServerInvalidParameter", message);
  });

  it("refuses a loop of bindings, a binding to another method's argument and duplicate methods", async () => {
    const loop = [
      { name: "a", label: "A", format: "bool", bindings: [{ arg: "b", values: [true] }] },
      { name: "b", label: "B", format: "bool", bindings: [{ arg: "a", values: [true] }] },
    ];
    expectCode(await admin.gql(createDoc, { input: input(loop) }), "ServerInvalidParameter", /loop/);
    const elsewhere = [{ name: "r", label: "R", format: "int", bindings: [{ arg: "size", values: [1] }] }];
    expectCode(
      await admin.gql(createDoc, { input: input(elsewhere) }),
      "ServerInvalidParameter",
      /size, which is not an argument/,
    );
    expectCode(
      await admin.gql(createDoc, {
        input: { ...input(), methods: [methodsInput[0], methodsInput[0]] },
      }),
      "ServerInvalidParameter",
      /duplicate method box/,
    );
    expectCode(
      await admin.gql(createDoc, { input: { ...input(), methods: [{ ...methodsInput[0], name: "1box" }] } }),
      "ServerInvalidParameter",
    );
  });

  it("keeps a local module's methods to its manifest", async () => {
    const [similarity] = await admin
      .ok<{ List: { Id: number; Key: string }[] }>("/api/sys/workflow_job_task_module/query_page", {
        Where: { Lvg: [{ Values: [{ Name: "Key", Value: "rdkit/similarity", Symbol: "=" }] }] },
        Limit: 1,
        Offset: 0,
      })
      .then((page) => page.List);
    expectCode(
      await admin.gql(
        `mutation ($id: ID!, $input: ModuleUpdateInput!) { updateModule(id: $id, input: $input) { id } }`,
        { id: String(similarity!.Id), input: { methods: [] } },
      ),
      "ServerInvalidParameter",
      /come from its manifest/,
    );
  });

  it("refuses createModule with methods to a user without the permission", async () => {
    const document = `mutation ($input: ModuleCreateInput!) { createModule(input: $input) { id } }`;
    expectCode(await t.client().gql(document, { input: input() }), "DBUserNoLogin");
    expectCode(await alice.client.gql(document, { input: input() }), "DBUserNoLogin");
    expectCode(await reader.client.gql(document, { input: input() }), "DBPermDenied");
  });
});

describe("the seeded similarity module", () => {
  it("has the methods morgan and maccs; radius and bits belong to morgan only", async () => {
    const { modules: list } = await alice.client.gqlData<{
      modules: { key: string; methods: { name: string; args: { name: string; bindings: unknown }[] }[] }[];
    }>(`{ modules { key methods { name args { name bindings { arg values } } } } }`);
    const similarity = list.find((m) => m.key === "rdkit/similarity")!;
    expect(similarity.methods.map((m) => m.name)).toEqual(["morgan", "maccs"]);
    expect(similarity.methods[0]!.args.map((a) => a.name)).toEqual([
      "molecules",
      "query",
      "threshold",
      "radius",
      "bits",
    ]);
    expect(similarity.methods[1]!.args.map((a) => a.name)).toEqual(["molecules", "query", "threshold"]);
    const convert = list.find((m) => m.key === "rdkit/convert")!;
    expect(convert.methods[0]!.args.find((a) => a.name === "depict")?.bindings).toEqual([
      { arg: "to", values: ["sdf"] },
    ]);
  });

  it("runs the seeded template with the similarity task switched to maccs, keeping its input link", async () => {
    const { templates } = await alice.client.gqlData<{ templates: { id: string; kind: string }[] }>(
      `{ templates { id kind } }`,
    );
    const demo = templates.find((x) => x.kind === "system")!;
    const { runTemplate } = await alice.client.gqlData<{ runTemplate: { id: string } }>(
      `mutation($id: ID!, $args: [TaskArgsInput!]) { runTemplate(id: $id, name: "maccs", args: $args) { id } }`,
      { id: demo.id, args: [{ key: "similar", method: "maccs", args: { threshold: 0.6 } }] },
    );
    const tasks = await alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${runTemplate.id}`);
    const similar = tasks.find((x) => x.Key === "similar")!;
    expect(similar.Method).toBe("maccs");
    expect(similar.Args).toEqual({
      molecules: { task: "filter", output: "passed.sdf" },
      query: "Nc1nc(OCC2CCCCC2)c2[nH]cnc2n1",
      threshold: 0.6,
    });
    expect(tasks.find((x) => x.Key === "descriptors")!.Method).toBeNull();
    await alice.client.ok(`/api/workflow_job/cancel/${runTemplate.id}`);
  });
});
