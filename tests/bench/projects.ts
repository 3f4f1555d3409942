/**
 * Shared projects (issue 28 item 2): a member lists 1,000 data set files, 1,000 workflow templates and
 * 1,000 jobs of a project (another member's), and the project list with its counts. Figures: the SQL
 * statements of each list at N=10 and N=1,000 (they must not grow with N: the visibility rule is one
 * `project_id in (select ...)` condition of the list's statement, the fields DataLoaders), and the time
 * of the member's list against the owner's list of the same rows in the same run (the owner's rows
 * match `owner_id = me` first; the member's only through the project).
 * Alone: `NODE_ENV=production node --import tsx -e 'import("./tests/bench/projects.ts").then((m) => m.runProjectBenchmarks())'`.
 */
import { rm } from "node:fs/promises";
import { statementCounter } from "../../gateway/src/db/connection.js";
import { dataFiles } from "../../gateway/src/db/datasets.js";
import { jobs } from "../../gateway/src/db/jobs.js";
import { templates } from "../../gateway/src/db/templates.js";
import { Client } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";
import { startBenchApp } from "./app.js";

const password = "Passw0rd!x";
const rounds = 7;

async function signUp(base: string, account: string): Promise<{ client: Client; id: number }> {
  const client = new Client(base);
  const user = await client.ok<{ Id: number }>("/api/user/register", {
    Account: account,
    Password: password,
    Name: account,
    Email: `${account}@example.org`,
    CompanyName: "Bench",
  });
  await client.ok("/api/user/login", { Account: account, Password: password });
  return { client, id: user.Id };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runProjectBenchmarks(): Promise<void> {
  const { app, base, work } = await startBenchApp("projects", { env: { CRUCIBLE_SCHEDULER: "false" } });
  try {
    const db = app.database.db;
    const owner = await signUp(base, "benchowner");
    const member = await signUp(base, "benchmember");
    const project = await owner.client.ok<{ Id: number }>("/api/project/create", { Name: "Bench project" });
    await owner.client.ok("/api/project/invite", {
      ProjectId: project.Id,
      Invitee: "benchmember",
      Role: "viewer",
    });
    await member.client.ok("/api/project/answer_invitation", { ProjectId: project.Id, Accept: true });
    const first = await uploadBytes(
      owner.client,
      "/api/workflow_job_task_data_source_file",
      "item-0.txt",
      Buffer.from("bench\n"),
    );
    const [blob] = await db.select({ blobId: dataFiles.blobId }).from(dataFiles).limit(1);

    /** Adds items (of each kind) up to `n`, all the owner's and in the project. */
    let held = 0;
    const fill = async (n: number) => {
      const fresh = Array.from({ length: n - held }, (_, i) => held + i);
      if (fresh.length === 0) return;
      const files = fresh.filter((i) => i > 0);
      if (files.length > 0)
        await db.insert(dataFiles).values(
          files.map((i) => ({
            kind: "private" as const,
            ownerId: owner.id,
            projectId: project.Id,
            name: `item-${i}.txt`,
            blobId: blob!.blobId,
            size: first.Size,
            sha256: first.Sha256,
            mime: "text/plain",
          })),
        );
      await db
        .insert(templates)
        .values(fresh.map((i) => ({ ownerId: owner.id, projectId: project.Id, name: `template ${i}` })));
      await db.insert(jobs).values(
        fresh.map((i) => ({
          ownerId: owner.id,
          projectId: project.Id,
          name: `job ${i}`,
          state: "done" as const,
        })),
      );
      held = n;
    };
    await owner.client.ok("/api/project/move", { Kind: "dataFile", Ids: [first.Id], ProjectId: project.Id });

    const where = `where: [{ values: [{ name: "ProjectId", value: "${project.Id}" }] }]`;
    const lists: [string, string][] = [
      [
        "GraphQL dataFiles",
        `{ dataFiles(query: { limit: 1000, ${where} }) { total list { id name ownerAccount projectId favorite } } }`,
      ],
      [
        "GraphQL templates(projectId)",
        `{ templates(projectId: "${project.Id}") { id name ownerAccount mine projectId } }`,
      ],
      [
        "GraphQL jobs",
        `{ jobs(query: { limit: 1000, ${where} }) { total list { id name projectId chargedToAccount mine tokens progress } } }`,
      ],
      [
        "GraphQL projects (with counts)",
        `{ projects { id name myRole memberCount dataFileCount templateCount jobCount } }`,
      ],
    ];
    const rest: [string, string, Record<string, unknown>][] = [
      [
        "REST data files query_page",
        "/api/workflow_job_task_data_source_file/query_page",
        { Limit: 1000, Where: { Lvg: [{ Values: [{ Name: "ProjectId", Value: project.Id }] }] } },
      ],
      [
        "REST jobs query_page",
        "/api/workflow_job/query_page",
        { Limit: 1000, Where: { Lvg: [{ Values: [{ Name: "ProjectId", Value: project.Id }] }] } },
      ],
      ["REST project list", "/api/project/list", {}],
    ];
    const statements = async (call: () => Promise<unknown>): Promise<number> => {
      await call();
      const before = statementCounter.count;
      await call();
      return statementCounter.count - before;
    };
    const gql = (client: Client, query: string) => () => client.gqlData(query);
    const post = (client: Client, path: string, body: Record<string, unknown>) => () => client.ok(path, body);

    const counts = new Map<string, number[]>();
    for (const n of [10, 1000]) {
      await fill(n);
      for (const [label, query] of lists)
        counts.set(label, [...(counts.get(label) ?? []), await statements(gql(member.client, query))]);
      for (const [label, path, body] of rest)
        counts.set(label, [...(counts.get(label) ?? []), await statements(post(member.client, path, body))]);
    }
    const seen = await member.client.gqlData<{ dataFiles: { total: number }; jobs: { total: number } }>(
      `{ dataFiles(query: { limit: 1, ${where} }) { total } jobs(query: { limit: 1, ${where} }) { total } }`,
    );
    console.log(
      `    the member sees ${seen.dataFiles.total} files and ${seen.jobs.total} jobs of the project (another member's)`,
    );
    console.log("    SQL statements per call, N=10 -> N=1,000 shared items:");
    for (const [label, [ten, thousand]] of counts)
      console.log(
        `      ${label}: ${ten} -> ${thousand}   ${thousand! <= ten! ? "(does not grow with N)" : "(GROWS with N)"}`,
      );

    // Time: the member's list against the owner's list of the same 1,000 rows, in rounds (median).
    const timed = async (call: () => Promise<unknown>) => {
      const started = process.hrtime.bigint();
      await call();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    for (const [label, query] of lists.slice(0, 3)) {
      const memberMs: number[] = [];
      const ownerMs: number[] = [];
      await timed(gql(owner.client, query));
      for (let round = 0; round < rounds; round++) {
        ownerMs.push(await timed(gql(owner.client, query)));
        memberMs.push(await timed(gql(member.client, query)));
      }
      const m = median(memberMs);
      const o = median(ownerMs);
      console.log(
        `    ${label}, 1,000 rows: member ${m.toFixed(1)} ms, owner ${o.toFixed(1)} ms (member/owner ${(m / o).toFixed(2)}x)`,
      );
    }
  } finally {
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
}
