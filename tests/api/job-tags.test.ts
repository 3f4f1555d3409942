/**
 * Job tags (issue 14): set at submit over REST (Tags) and GraphQL (JobInput.tags, runTemplate tags),
 * bounded (20 tags of 1-40 visible characters, ServerInvalidParameter), kept by clone, searchable with
 * the Tags field of the job list on both transports and in the back office; another user's jobs never
 * show in a search.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { idleWorker, registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";

let t: TestApp;
let admin: Client;
let worker: ReturnType<typeof idleWorker>;
let descriptors = "";
let cdk2 = 0;

beforeAll(async () => {
  // Nothing runs: the jobs stay pending, which is all a tag needs (a user holds 5 unfinished jobs at
  // most, so each test has users of its own).
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  worker = idleWorker(t);
  admin = await t.admin();
  const alice = await registerUser(t);
  const demo = await alice.client.gqlData<{
    modules: { id: string; key: string }[];
    dataFiles: { list: { id: string; name: string }[] };
  }>(`{ modules { id key } dataFiles(query: { limit: 100 }) { list { id name } } }`);
  descriptors = demo.modules.find((m) => m.key === "rdkit/descriptors")!.id;
  cdk2 = Number(demo.dataFiles.list.find((f) => f.name === "cdk2.sdf")!.id);
});
afterAll(async () => {
  await worker?.stop();
  await t?.stop();
});

const task = () => ({ Key: "d", ModuleId: Number(descriptors), Args: { molecules: { dataFileId: cdk2 } } });

async function restSubmit(user: NormalUser, name: string, tags: unknown) {
  return user.client.rest<{ Id: number; Tags: string[] }>("/api/workflow_job/submit", {
    Name: name,
    Tags: tags,
    Tasks: [task()],
  });
}

async function gqlSubmit(client: Client, name: string, tags: unknown) {
  return client.gql<{ submitJob: { id: string; tags: string[] } }>(
    `mutation($input: JobInput!) { submitJob(input: $input) { id tags } }`,
    {
      input: {
        name,
        tags,
        tasks: [{ key: "d", moduleId: descriptors, args: { molecules: { dataFileId: cdk2 } } }],
      },
    },
  );
}

describe("tags at submit", () => {
  it("are stored trimmed and without repeats over REST and GraphQL, and listed with the job", async () => {
    const alice = await registerUser(t);
    const rest = await restSubmit(alice, "rest tagged", [" screen-a ", "batch", "batch"]);
    expect(rest.body.Error).toBeNull();
    expect(rest.body.Data.Tags).toEqual(["screen-a", "batch"]);
    const read = await alice.client.ok<{ Tags: string[] }>(`/api/workflow_job/read/${rest.body.Data.Id}`, {});
    expect(read.Tags).toEqual(["screen-a", "batch"]);

    const gql = await gqlSubmit(alice.client, "gql tagged", ["标签", "screen-b"]);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data?.submitJob.tags).toEqual(["标签", "screen-b"]);
    const untagged = await gqlSubmit(alice.client, "gql untagged", undefined);
    expect(untagged.body.data?.submitJob.tags).toEqual([]);
  });

  it("refuses too many, too long, empty, invisible or non-string tags with ServerInvalidParameter", async () => {
    const alice = await registerUser(t);
    const bad: unknown[] = [
      Array.from({ length: 21 }, (_, i) => `t${i}`),
      ["x".repeat(41)],
      ["  "],
      ["a\u200bb"],
      [42],
      "not-a-list",
    ];
    for (const tags of bad) {
      const rest = await restSubmit(alice, "bad tags", tags);
      expect(rest.status, JSON.stringify(tags)).toBe(400);
      expect(rest.body.Error?.Type, JSON.stringify(tags)).toBe("ServerInvalidParameter");
      expect(rest.body.Error?.Value).toMatch(/^tags: /);
    }
    const gql = await gqlSubmit(alice.client, "bad tags", ["x".repeat(41)]);
    expect(gqlCode(gql)).toBe("ServerInvalidParameter");
    // Exactly at the bounds is fine.
    const edge = await restSubmit(
      alice,
      "edge tags",
      Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(40, "x")),
    );
    expect(edge.body.Error).toBeNull();
    expect(edge.body.Data.Tags).toHaveLength(20);
  });

  it("refuses a caller who is not signed in", async () => {
    const rest = await t
      .client()
      .rest("/api/workflow_job/submit", { Name: "x", Tags: ["a"], Tasks: [task()] });
    expect(rest.body.Error?.Type).toBe("DBUserNoLogin");
    expect(gqlCode(await gqlSubmit(t.client(), "x", ["a"]))).toBe("DBUserNoLogin");
  });

  it("are kept by clone, and set by runTemplate", async () => {
    const alice = await registerUser(t);
    const submitted = await restSubmit(alice, "to clone", ["keep-me"]);
    const clone = await alice.client.gqlData<{ cloneJob: { tags: string[] } }>(
      `mutation($id: ID!) { cloneJob(id: $id) { tags } }`,
      { id: String(submitted.body.Data.Id) },
    );
    expect(clone.cloneJob.tags).toEqual(["keep-me"]);
    const { templates } = await alice.client.gqlData<{ templates: { id: string }[] }>("{ templates { id } }");
    const run = await alice.client.gqlData<{ runTemplate: { tags: string[] } }>(
      `mutation($id: ID!) { runTemplate(id: $id, name: "flow run", tags: ["from-flow"]) { tags } }`,
      { id: templates[0]!.id },
    );
    expect(run.runTemplate.tags).toEqual(["from-flow"]);
    const badRun = await alice.client.gql(
      `mutation($id: ID!) { runTemplate(id: $id, name: "flow run", tags: [""]) { id } }`,
      { id: templates[0]!.id },
    );
    expect(gqlCode(badRun)).toBe("ServerInvalidParameter");
  });
});

describe("search by tag", () => {
  it("finds the caller's jobs by a tag or part of one, never another user's", async () => {
    const [alice, bob] = [await registerUser(t), await registerUser(t)];
    const mine = await restSubmit(alice, "mine", ["kinase-screen"]);
    const theirs = await restSubmit(bob, "theirs", ["kinase-screen"]);
    expect(theirs.body.Error).toBeNull();
    const where = { Lvg: [{ Values: [{ Name: "Tags", Value: "kinase", Symbol: "LIKE" }] }] };
    const page = await alice.client.ok<{ List: { Id: number }[]; Total: number }>(
      "/api/workflow_job/query_page",
      { Where: where },
    );
    expect(page.List.map((j) => j.Id)).toEqual([mine.body.Data.Id]);
    const gql = await alice.client.gqlData<{
      jobs: { list: { id: string; tags: string[] }[]; total: number };
    }>(
      `{ jobs(query: { where: [{ values: [{ name: "Tags", value: "kinase", symbol: "LIKE" }] }] }) { total list { id tags } } }`,
    );
    expect(gql.jobs.list).toEqual([{ id: String(mine.body.Data.Id), tags: ["kinase-screen"] }]);
    // "=" is the whole list as the lists show it (what a ticked web filter value sends).
    const list = async (value: string) =>
      (
        await alice.client.gqlData<{ jobs: { list: { id: string }[] } }>(
          `query($value: String) { jobs(query: { where: [{ values: [{ name: "Tags", value: $value, symbol: "=" }] }] }) { list { id } } }`,
          { value },
        )
      ).jobs.list.map((j) => Number(j.id));
    expect(await list("kinase-screen")).toEqual([mine.body.Data.Id]);
    expect(await list("kinase")).toEqual([]);
    const two = await restSubmit(alice, "two", ["b-tag", "a-tag"]);
    expect(await list("b-tag, a-tag")).toEqual([two.body.Data.Id]);
    const blank = await alice.client.gqlData<{ jobs: { list: { id: string }[] } }>(
      `{ jobs(query: { where: [{ values: [{ name: "Tags", symbol: "BLANK" }] }] }) { list { id } } }`,
    );
    expect(blank.jobs.list).toEqual([]);
  });

  it("works in the back office across users", async () => {
    const [alice, bob] = [await registerUser(t), await registerUser(t)];
    const a = await restSubmit(alice, "a", ["office-tag"]);
    const b = await restSubmit(bob, "b", ["office-tag"]);
    const data = await admin.gqlData<{ sysJobs: { list: { id: string; tags: string[] }[] } }>(
      `{ sysJobs(query: { where: [{ values: [{ name: "Tags", value: "office", symbol: "LIKE" }] }] }) { list { id tags } } }`,
    );
    expect(data.sysJobs.list.map((j) => Number(j.id)).sort()).toEqual(
      [a.body.Data.Id, b.body.Data.Id].sort(),
    );
    expect(data.sysJobs.list[0]!.tags).toEqual(["office-tag"]);
  });
});
