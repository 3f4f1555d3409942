/**
 * The REST guard matrix, generated from the declared call table (gateway/src/rest/calls.ts) the way
 * the GraphQL one is from the SDL: every declared call answers DBUserNoLogin without a session of its
 * side, DBPermDenied to a system user without its permission, and, when its id names a row of a
 * normal user, DBDataNotExist to another user exactly like a missing id.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Scheduler } from "../../gateway/src/domain/scheduler/scheduler.js";
import type { Call, ExampleRequest, OwnedKind } from "../../gateway/src/rest/calls.js";
import { allCalls } from "../../gateway/src/rest/reads.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  createSystemUser,
  enableAllFeatures,
  idleWorker,
  registerUser,
  type NormalUser,
} from "../support/factories.js";
import type { Client, EnvelopeError } from "../support/http.js";
import { fileForm } from "../support/images.js";
import { uploadBytes } from "../support/uploads.js";

let t: TestApp;
let admin: Client;
let noPerms: Client;
let alice: NormalUser;
let bob: NormalUser;
let worker: Scheduler;

/** The call's path with its parameters filled in (an id nobody has, unless the example names one). */
function urlOf(call: Call, example: ExampleRequest = {}): string {
  const path = call.path.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(example.params?.[name] ?? "987654321"),
  );
  const query = new URLSearchParams(example.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

async function send(client: Client, call: Call, example: ExampleRequest = {}): Promise<EnvelopeError | null> {
  const method = call.methods.includes("POST") ? "POST" : "GET";
  const response = await client.fetch(urlOf(call, example), {
    method,
    headers: method === "POST" ? { "content-type": "application/json", "x-crucible-csrf": "1" } : {},
    ...(method === "POST" ? { body: JSON.stringify(example.body ?? {}) } : {}),
  });
  const text = await response.text();
  try {
    return (JSON.parse(text) as { Error: EnvelopeError | null }).Error;
  } catch {
    return {
      Type: `not an envelope (${response.status})`,
      Value: null,
      Meta: null,
    } as unknown as EnvelopeError;
  }
}

function label(call: Call): string {
  return `${call.methods.join(",")} ${call.path}`;
}

/** One row of each owned kind, belonging to `user`: its id. */
const fixtures: Record<OwnedKind, (user: NormalUser) => Promise<number>> = {
  async processor(user) {
    const { createProcessor } = await user.client.gqlData<{ createProcessor: { id: string } }>(
      `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
      {
        input: {
          name: `guard-${Date.now()}-${Math.random()}`,
          args: [],
          outputs: [{ name: "out.txt", label: "Out", format: "txt" }],
          timeoutSeconds: 30,
        },
      },
    );
    return Number(createProcessor.id);
  },
  async template(user) {
    const processorId = await fixtures.processor(user);
    const { createTemplate } = await user.client.gqlData<{ createTemplate: { id: string } }>(
      `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
      {
        input: {
          name: `guard-${Date.now()}`,
          nodes: [{ key: "p", processorId: String(processorId), args: {} }],
        },
      },
    );
    return Number(createTemplate.id);
  },
  async templateVersion(user) {
    const templateId = await fixtures.template(user);
    const { templateVersions } = await user.client.gqlData<{ templateVersions: { id: string }[] }>(
      `query($id: ID!) { templateVersions(templateId: $id) { id } }`,
      { id: String(templateId) },
    );
    return Number(templateVersions[0]!.id);
  },
  async dataFile(user) {
    const file = await uploadBytes(
      user.client,
      "/api/workflow_job_task_data_source_file",
      `guard-${Date.now()}.csv`,
      Buffer.from("a,b\n1,2\n"),
    );
    return file.Id;
  },
  async job(user) {
    return (await submitted(user)).job;
  },
  async task(user) {
    return (await submitted(user)).task;
  },
  async order(user) {
    const pack = await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
      Kind: "token",
      Name: `guard-${Date.now()}`,
      Grants: 100,
      UnitPrice: 100,
      ExpiryMonths: 1,
    });
    const order = await user.client.ok<{ Id: number }>("/api/user_order/create", {
      PackageId: pack.Id,
      Quantity: 1,
    });
    return order.Id;
  },
  async project(user) {
    const project = await user.client.ok<{ Id: number }>("/api/project/create", {
      Name: `guard-${Date.now()}`,
    });
    return project.Id;
  },
  async invoice(user) {
    const orderId = await fixtures.order(user);
    await admin.ok("/api/sys/user_order/mark_paid", { Id: orderId, Reason: "paid by bank transfer" });
    const invoice = await user.client.ok<{ Id: number }>("/api/user_invoice/apply", {
      OrderIds: [orderId],
      Title: "Crucible Labs Ltd",
      TaxNo: "91310000MA1K000001",
      Email: "billing@example.org",
    });
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    await admin.ok(`/api/sys/user_invoice/issue?Id=${invoice.Id}`, undefined, {
      headers: { "x-crucible-csrf": "1" },
      raw: fileForm("File", "invoice.pdf", pdf, "application/pdf"),
    });
    return invoice.Id;
  },
};

/** A job of one processor task, submitted by `user` (the idle worker accepts it; nothing runs it). */
async function submitted(user: NormalUser): Promise<{ job: number; task: number }> {
  const processorId = await fixtures.processor(user);
  const upload = await user.client.rest(
    `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${processorId}`,
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
  const { submitJob } = await user.client.gqlData<{ submitJob: { id: string; tasks: { id: string }[] } }>(
    `mutation($input: JobInput!) { submitJob(input: $input) { id tasks { id } } }`,
    { input: { name: "guard", tasks: [{ key: "p", processorId: String(processorId), args: {} }] } },
  );
  return { job: Number(submitJob.id), task: Number(submitJob.tasks[0]!.id) };
}

beforeAll(async () => {
  t = await startApp();
  worker = idleWorker(t);
  admin = await t.admin();
  await enableAllFeatures(admin);
  noPerms = (await createSystemUser(t, admin, [])).client;
  alice = await registerUser(t);
  bob = await registerUser(t);
});

afterAll(async () => {
  await worker?.stop();
  await t?.stop();
});

describe("declared REST calls", () => {
  it("are many, each with a guard, none declared twice", () => {
    expect(allCalls.length).toBeGreaterThan(0);
    const keys = allCalls.flatMap((call) => call.methods.map((method) => `${method} ${call.path}`));
    expect(new Set(keys).size).toBe(keys.length);
    for (const call of allCalls) expect(Object.keys(call.guard)).toHaveLength(1);
  });

  it("answer DBUserNoLogin without a session, and without a session of their side", async () => {
    const wrong: string[] = [];
    for (const call of allCalls) {
      // Public calls have no one to refuse; payment notifications answer the provider, whose
      // signature is their guard (tests/api/commerce-payments.test.ts).
      if ("public" in call.guard || "notify" in call.guard) continue;
      // A call for either side has no other side to refuse.
      const otherSide =
        "signedIn" in call.guard
          ? []
          : [
              [
                "the other side",
                "perm" in call.guard || call.guard.side === "sys" ? alice.client : admin,
              ] as const,
            ];
      for (const [who, client] of [["nobody", t.client()] as const, ...otherSide]) {
        const error = await send(client, call);
        if (error?.Type !== "DBUserNoLogin") wrong.push(`${label(call)} (${who}): ${JSON.stringify(error)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answer DBPermDenied naming the permission to a system user without it", async () => {
    const wrong: string[] = [];
    for (const call of allCalls) {
      if (!("perm" in call.guard)) continue;
      const error = await send(noPerms, call);
      if (error?.Type !== "DBPermDenied" || error.Value !== call.guard.perm) {
        wrong.push(`${label(call)}: ${JSON.stringify(error)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answer another user's id exactly like a missing one (DBDataNotExist)", async () => {
    const owned = allCalls.filter((call) => call.owned !== null);
    expect(owned.length).toBeGreaterThan(0);
    const ids = new Map<OwnedKind, number>();
    const wrong: string[] = [];
    for (const call of owned) {
      const { kind, example } = call.owned!;
      if (!ids.has(kind)) ids.set(kind, await fixtures[kind](alice));
      const id = ids.get(kind)!;
      const theirs = await send(bob.client, call, example(id));
      const missing = await send(bob.client, call, example(987654321));
      if (theirs?.Type !== "DBDataNotExist" || JSON.stringify(theirs) !== JSON.stringify(missing)) {
        wrong.push(`${label(call)}: another's ${JSON.stringify(theirs)}, missing ${JSON.stringify(missing)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // Last: with their permissions, calls act (on empty bodies and ids nobody has, mostly refused as bad
  // input or missing rows, but some act on what exists).
  it("let a system user holding exactly the declared permission through", async () => {
    const holders = new Map<string, Client>();
    const wrong: string[] = [];
    for (const call of allCalls) {
      if (!("perm" in call.guard)) continue;
      const perm = call.guard.perm;
      if (!holders.has(perm)) holders.set(perm, (await createSystemUser(t, admin, [perm])).client);
      const error = await send(holders.get(perm)!, call);
      if (["DBPermDenied", "DBUserNoLogin", "ServerInternalError"].includes(error?.Type ?? "")) {
        wrong.push(`${label(call)} with ${perm}: ${JSON.stringify(error)}`);
      }
    }
    expect(holders.size).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });
});
