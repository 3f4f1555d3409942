/**
 * `npm run bench`: figures from one run, never pass/fail on time.
 * (a) REST query_page vs GraphQL users vs a bare Fastify route (one plain drizzle select) over loopback HTTP,
 *     and each against a bare route with its own SQL and answer (issue 24 item 7: "a bare Fastify route
 *     with the same SQL"; goals 0.7 for REST, 0.6 for GraphQL),
 * (b) SQL statements of one GraphQL list of system users with roles, groups, permissions and sessions at
 *     N=10 and N=100 (DataLoaders: the count must not grow with N),
 * then the files benchmarks of tests/bench/files.ts, the chemistry pool between users (tests/bench/chem.ts),
 * the CLI's transfers (tests/bench/cli.ts), ..., OIDC and LDAP sign-in against a password (tests/bench/sso.ts), the virtual screen at scale (tests/bench/screen.ts) and
 * the test gateway boots (tests/bench/boot.ts).
 * It runs with NODE_ENV=production (package.json), as the gateway's image does (Dockerfile): graphql-js
 * checks every instanceof against a second copy of itself otherwise, a few percent of a list's CPU.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { asc, desc, isNull, sql } from "drizzle-orm";
import Fastify from "fastify";
import { createApp } from "../../gateway/src/app.js";
import { loadConfig } from "../../gateway/src/config.js";
import { statementCounter, statementWatchers } from "../../gateway/src/db/connection.js";
import { users } from "../../gateway/src/db/users.js";
import { presentUser } from "../../gateway/src/domain/users/presenters.js";
import { Client } from "../support/http.js";
import { runBootBenchmarks } from "./boot.js";
import { runBundleBenchmark } from "./bundle.js";
import { runChemBenchmarks } from "./chem.js";
import { runCliBenchmarks } from "./cli.js";
import { runFileBenchmarks } from "./files.js";
import { runFleetTaskBenchmark } from "./fleetTasks.js";
import { runProjectBenchmarks } from "./projects.js";
import { runContainerBenchmarks } from "./containers.js";
import { runScreenBenchmarks } from "./screen.js";
import { runSlurmBenchmarks } from "./slurm.js";
import { runSsoBenchmarks } from "./sso.js";
import { runUploadBenchmarks } from "./uploads.js";
import { runWakeupBenchmarks } from "./wakeup.js";
import { runViewerBenchmarks } from "./viewers.js";
import { runWorkflowBenchmarks } from "./workflow.js";

const listSize = 50;
const warmUp = 30;
const requests = 300;
/** Section (a) runs its three calls in this many rounds of requests / roundCount each. */
const roundCount = 5;
const concurrency = 4;
const adminPassword = "Admin#Bench2026";
const password = "Passw0rd!x";

function listening(address: string | { port: number } | undefined): number {
  if (address === undefined || typeof address === "string") throw new Error("not listening on a port");
  return address.port;
}

/** Runs `count` calls, `concurrency` at a time; answers requests per second. */
async function throughput(call: () => Promise<void>, requests: number, warm = warmUp): Promise<number> {
  for (let i = 0; i < warm; i++) await call();
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        await call();
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return requests / seconds;
}

async function expectOk(response: Response): Promise<unknown> {
  const body = (await response.json()) as { Error?: unknown; errors?: unknown };
  if (!response.ok || (body.Error ?? null) !== null || body.errors) {
    throw new Error(`benchmark call failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body;
}

async function main(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), "crucible-bench-"));
  // CRUCIBLE_PODMAN, CRUCIBLE_WARM_UP and CRUCIBLE_SCHEDULER pass through (a busy machine's podman
  // slows the first boot's seeding).
  const passed = Object.fromEntries(
    ["CRUCIBLE_PODMAN", "CRUCIBLE_WARM_UP", "CRUCIBLE_SCHEDULER"].flatMap((name) => {
      const value = process.env[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );
  // No scheduler unless asked for: its polls are statements of no request ((b) counted them as the list's)
  // and CPU of no call ((a)'s rates). No podman either: it would build the shipped images meanwhile.
  const config = loadConfig({
    CRUCIBLE_SCHEDULER: "false",
    CRUCIBLE_PODMAN: "false",
    ...passed,
    CRUCIBLE_DATA_DIR: work,
    CRUCIBLE_ADMIN_PASSWORD: adminPassword,
  });
  const app = await createApp({ config, pgliteDir: "memory://", logger: false });
  await app.server.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${listening(app.server.addresses()[0])}`;

  // The baseline: a bare Fastify route in the same process, on the same database handle.
  const bare = Fastify({ logger: false });
  // The eight columns the GraphQL list below asks for.
  const listColumns = {
    id: users.id,
    account: users.account,
    name: users.name,
    email: users.email,
    phone: users.phone,
    companyName: users.companyName,
    status: users.status,
    createdAt: users.createdAt,
  };
  bare.post("/bare/users", async () =>
    app.database.db
      .select(listColumns)
      .from(users)
      .where(isNull(users.deletedAt))
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(listSize),
  );
  // A second baseline: the SQL and the answer of the REST call (every column of the row, the total
  // beside each row, the spec's 19 fields in the envelope), without the gateway around it.
  bare.post("/bare/rest-sql", async () => {
    const rows = await app.database.db
      .select({ row: users, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(users)
      .where(isNull(users.deletedAt))
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(listSize)
      .offset(0);
    return { Error: null, Data: { List: rows.map((r) => presentUser(r.row)), Total: rows[0]?.total ?? 0 } };
  });
  // A third baseline: the SQL and the answer of the GraphQL list (the eight asked-for columns and the
  // total beside each row, as GraphQL's projection reads them; the rows in GraphQL's answer shape).
  bare.post("/bare/gql-sql", async () => {
    const rows = await app.database.db
      .select({ ...listColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(users)
      .where(isNull(users.deletedAt))
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(listSize);
    return {
      data: {
        users: {
          list: rows.map(({ total: _total, ...row }) => ({
            ...row,
            id: String(row.id),
            createdAt: row.createdAt.toISOString(),
          })),
          total: rows[0]?.total ?? 0,
        },
      },
    };
  });
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const bareUrl = `http://127.0.0.1:${listening(bare.addresses()[0])}`;

  try {
    const admin = new Client(url);
    await admin.ok("/api/sys/user/login", { Account: "admin", Password: adminPassword });
    for (let i = 0; i < 100; i++) {
      await admin.ok("/api/sys/normal_user/insert", {
        Account: `bench${i}`,
        Password: password,
        Name: `Bench${i}`,
        Email: `bench${i}@example.org`,
        CompanyName: "Bench",
      });
    }

    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    // The three answer uncompressed: the bare route does not compress, and this client decompressing in
    // the gateway's own process would charge it for the client's work (compression has its own section).
    const identity = { "accept-encoding": "identity" };
    const restCall = async () => {
      await expectOk(
        await fetch(`${url}/api/sys/normal_user/query_page`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, ...identity },
          body: JSON.stringify({ Limit: listSize }),
        }),
      );
    };
    const gqlQuery = `{ users(query: { limit: ${listSize} }) { list { id account name email phone companyName status createdAt } total } }`;
    const gqlCall = async () => {
      await expectOk(
        await fetch(`${url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, ...identity },
          body: JSON.stringify({ query: gqlQuery }),
        }),
      );
    };
    const bareCall = async () => {
      const response = await fetch(`${bareUrl}/bare/users`, { method: "POST", headers: identity });
      if (!response.ok) throw new Error(`bare route failed: ${response.status}`);
      await response.json();
    };
    const bareGqlSqlCall = async () => {
      const response = await fetch(`${bareUrl}/bare/gql-sql`, { method: "POST", headers: identity });
      if (!response.ok) throw new Error(`bare route failed: ${response.status}`);
      await response.json();
    };
    const bareRestSqlCall = async () => {
      const response = await fetch(`${bareUrl}/bare/rest-sql`, { method: "POST", headers: identity });
      if (!response.ok) throw new Error(`bare route failed: ${response.status}`);
      await response.json();
    };

    // The three answer the same rows.
    const restIds = (
      await admin.ok<{ List: { Id: number }[] }>("/api/sys/normal_user/query_page", { Limit: listSize })
    ).List.map((u) => u.Id);
    const gqlIds = (await admin.gqlData<{ users: { list: { id: string }[] } }>(gqlQuery)).users.list.map(
      (u) => Number(u.id),
    );
    const bareIds = (
      (await (await fetch(`${bareUrl}/bare/users`, { method: "POST" })).json()) as { id: number }[]
    ).map((u) => u.id);
    const same =
      JSON.stringify(restIds) === JSON.stringify(gqlIds) &&
      JSON.stringify(restIds) === JSON.stringify(bareIds);

    const perRequest = async (call: () => Promise<void>): Promise<number> => {
      await call();
      const before = statementCounter.count;
      for (let i = 0; i < 10; i++) await call();
      return (statementCounter.count - before) / 10;
    };
    const restStatements = await perRequest(restCall);
    const gqlStatements = await perRequest(gqlCall);
    // Rounds of the three in turn: on a machine shared with other jobs the load moves within a run, and
    // the ratio of each round (median over rounds) compares the three under the same load.
    const rounds: { bare: number; restSql: number; gqlSql: number; rest: number; gql: number }[] = [];
    for (let round = 0; round < roundCount; round++) {
      rounds.push({
        bare: await throughput(bareCall, requests / roundCount, round === 0 ? warmUp : 5),
        restSql: await throughput(bareRestSqlCall, requests / roundCount, round === 0 ? warmUp : 5),
        gqlSql: await throughput(bareGqlSqlCall, requests / roundCount, round === 0 ? warmUp : 5),
        rest: await throughput(restCall, requests / roundCount, round === 0 ? warmUp : 5),
        gql: await throughput(gqlCall, requests / roundCount, round === 0 ? warmUp : 5),
      });
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const bareRate = median(rounds.map((r) => r.bare));
    const restRate = median(rounds.map((r) => r.rest));
    const gqlRate = median(rounds.map((r) => r.gql));
    const restRatio = median(rounds.map((r) => r.rest / r.bare));
    const restSqlRate = median(rounds.map((r) => r.restSql));
    const restOwnSqlRatio = median(rounds.map((r) => r.rest / r.restSql));
    const gqlRatio = median(rounds.map((r) => r.gql / r.bare));
    const gqlSqlRate = median(rounds.map((r) => r.gqlSql));
    const gqlOwnSqlRatio = median(rounds.map((r) => r.gql / r.gqlSql));

    console.log(
      `Crucible benchmark: ${app.database.driver}, Node ${process.version}, ${availableParallelism()} CPUs`,
    );
    console.log(
      `(a) a list of ${listSize} normal users: ${requests} requests each in ${roundCount} rounds taken in turn (after ${warmUp} warm-up), ${concurrency} at a time, loopback HTTP; rates and ratios are medians over rounds; same rows: ${same ? "yes" : "NO"}`,
    );
    console.log(`    bare Fastify route + one drizzle select  ${bareRate.toFixed(0).padStart(6)} req/s`);
    console.log(
      `    SQL statements per request: REST ${restStatements.toFixed(1)}, GraphQL ${gqlStatements.toFixed(1)}, bare 1`,
    );
    console.log(
      `    REST POST /api/sys/normal_user/query_page ${restRate.toFixed(0).padStart(6)} req/s   REST/bare ${restRatio.toFixed(2)}`,
    );
    console.log(
      `    GraphQL users(query: {limit: ${listSize}})        ${gqlRate.toFixed(0).padStart(6)} req/s   GraphQL/bare ${gqlRatio.toFixed(2)}`,
    );
    console.log(
      `    bare route with REST's SQL and answer    ${restSqlRate.toFixed(0).padStart(6)} req/s   REST/that ${restOwnSqlRatio.toFixed(2)} (goal >= 0.7)`,
    );
    console.log(
      `    bare route with GraphQL's SQL and answer ${gqlSqlRate.toFixed(0).padStart(6)} req/s   GraphQL/that ${gqlOwnSqlRatio.toFixed(2)} (goal >= 0.6)`,
    );

    // (b) 100 system users, each with a role, a group and a live session.
    for (let i = 0; i < 100; i++) {
      const group = await admin.ok<{ Id: number }>("/api/sys/_perm_group/insert", {
        Name: `bench-group-${i}`,
        Perms: ["User.Read"],
      });
      const role = await admin.ok<{ Id: number }>("/api/sys/_perm_role/insert", {
        Name: `bench-role-${i}`,
        GroupIds: [group.Id],
      });
      await admin.ok("/api/sys/system_user/insert", {
        Account: `sysbench${i}`,
        Password: password,
        Name: `Sys${i}`,
        RoleIds: [role.Id],
      });
      await new Client(url).ok("/api/sys/user/login", { Account: `sysbench${i}`, Password: password });
    }
    const statementsFor = async (
      n: number,
    ): Promise<{ statements: number; rows: number; texts: string[] }> => {
      const query = `{ systemUsers(query: { limit: ${n} }) { list { roles { groups { name } } permissions sessions { id } } } }`;
      await admin.gqlData(query); // warm: the session's last-seen write happens at most once a minute
      const texts: string[] = [];
      const watch = (text: string) => void texts.push(text.replace(/\s+/g, " ").slice(0, 160));
      statementWatchers.add(watch);
      const before = statementCounter.count;
      try {
        const data = await admin.gqlData<{ systemUsers: { list: unknown[] } }>(query);
        return { statements: statementCounter.count - before, rows: data.systemUsers.list.length, texts };
      } finally {
        statementWatchers.delete(watch);
      }
    };
    const ten = await statementsFor(10);
    const hundred = await statementsFor(100);
    console.log(
      "(b) SQL statements for one GraphQL systemUsers { list { roles { groups { name } } permissions sessions { id } } }",
    );
    console.log(`    N=${ten.rows}: ${ten.statements} statements`);
    console.log(
      `    N=${hundred.rows}: ${hundred.statements} statements   ${hundred.statements <= ten.statements ? "(does not grow with N)" : "(GROWS with N)"}`,
    );
    if (hundred.statements > ten.statements) {
      for (const [label, run] of [
        [`N=${ten.rows}`, ten],
        [`N=${hundred.rows}`, hundred],
      ] as const)
        for (const text of run.texts) console.log(`      ${label}: ${text}`);
    }
  } finally {
    await bare.close();
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
  // `BENCH_ONLY=a npx tsx tests/bench/run.ts`: sections (a) and (b) alone.
  if (process.env.BENCH_ONLY === "a") return;
  console.log("(c) files");
  await runFileBenchmarks();
  console.log("(c1) the chemistry pool between users");
  await runChemBenchmarks();
  console.log("(c2) the crucible CLI");
  await runCliBenchmarks();
  console.log("(c3) uploads: chunk files and the verified commit (the stale-writer check)");
  await runUploadBenchmarks();
  console.log("(d) workflows");
  await runWorkflowBenchmarks();
  await (await import("./http.js")).runHttpBenchmarks();
  console.log("(d1) the fleet: no-op tasks over two workers");
  await runFleetTaskBenchmark();
  console.log("(d2) shared projects: a member's lists of 1,000 shared items");
  await runProjectBenchmarks();
  console.log("(e) containers");
  await runContainerBenchmarks();
  console.log("(e1) the virtual screen at scale");
  await runScreenBenchmarks();
  console.log("(f) wake-ups");
  await runWakeupBenchmarks();
  console.log("(f1) institutional sign-in: OIDC and LDAP against a password");
  await runSsoBenchmarks();
  console.log("(g) Slurm");
  await runSlurmBenchmarks();
  console.log("(h) web");
  await runBundleBenchmark();
  await runViewerBenchmarks();
  await runBootBenchmarks();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
