/**
 * A project's tokens going back out and coming in from the back office (issue 28 item 2): an owner
 * withdraws from the project's available balance to their own (never what its jobs hold); an
 * administrator with User.ResourcePack.Update adds or removes tokens with a reason (never below 0),
 * recorded on the project's ledger with who did it; every member reads each project's balance in the
 * projects list; a member's transfer shows as a transfer in their daily usage, not as spent. REST and
 * GraphQL, with the refusals: not signed in, wrong role, outsider and missing id.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, tasks } from "../../gateway/src/db/jobs.js";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import { modules } from "../../gateway/src/db/modules.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import { gqlCode, type Client, type EnvelopeError } from "../support/http.js";

let t: TestApp;
let admin: Client;
let anonymous: Client;
let reader: SystemUser;
/** alice owns the project; bob edits it; carol views it; eve is an outsider. */
let alice: NormalUser;
let bob: NormalUser;
let carol: NormalUser;
let eve: NormalUser;
let projectId = 0;
const missing = 987_654;

interface Tokens {
  Balance: number;
  Held: number;
  Available: number;
}
interface SysTokens extends Tokens {
  ProjectId: number;
  Name: string;
  Owners: string[];
}
interface LedgerPage {
  Total: number;
  List: {
    Amount: number;
    Kind: string;
    Note: string;
    MemberAccount: string | null;
    ActorAccount: string | null;
  }[];
}

const userTokens = (user: NormalUser) => user.client.ok<Tokens>("/api/user/token_balance");
const projectTokens = (user: NormalUser = alice) =>
  user.client.ok<Tokens>("/api/project/tokens", { ProjectId: projectId });
const errorOf = async (client: Client, path: string, body: unknown): Promise<EnvelopeError | null> =>
  (await client.rest(path, body)).body.Error;
const withdraw = (client: Client, body: Record<string, unknown>) =>
  errorOf(client, "/api/project/tokens_withdraw", { ProjectId: projectId, ...body });
const adjust = (client: Client, body: Record<string, unknown>) =>
  errorOf(client, "/api/sys/project/tokens_adjust", { ProjectId: projectId, ...body });

async function join(id: number, user: NormalUser, role: string): Promise<void> {
  await alice.client.ok("/api/project/invite", { ProjectId: id, Invitee: user.account, Role: role });
  await user.client.ok("/api/project/answer_invitation", { ProjectId: id, Accept: true });
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
  anonymous = t.client();
  reader = await createSystemUser(t, admin, ["User.ResourcePack.Read"]);
  alice = await registerUser(t);
  bob = await registerUser(t);
  carol = await registerUser(t);
  eve = await registerUser(t);
  projectId = (await alice.client.ok<{ Id: number }>("/api/project/create", { Name: "Wallet" })).Id;
  await join(projectId, bob, "editor");
  await join(projectId, carol, "viewer");
  await alice.client.ok("/api/project/tokens_add", { ProjectId: projectId, Amount: 300, Note: "seed" });
});

afterAll(async () => {
  await t?.stop();
});

describe("tokens back out of a project", () => {
  it("an owner withdraws from the project's available tokens to their own: a transfer on each ledger", async () => {
    const mine = (await userTokens(alice)).Balance;
    const after = await alice.client.ok<Tokens>("/api/project/tokens_withdraw", {
      ProjectId: projectId,
      Amount: 50,
      Note: "unused",
    });
    expect(after).toEqual({ Balance: 250, Held: 0, Available: 250 });
    expect((await userTokens(alice)).Balance).toBe(mine + 50);
    const page = await carol.client.ok<LedgerPage>("/api/project/token_ledger", {
      ProjectId: projectId,
      Limit: 1,
    });
    expect(page.List[0]).toMatchObject({
      Amount: -50,
      Kind: "transfer",
      Note: "unused",
      MemberAccount: alice.account,
    });
    const [mirror] = await t.app.services.db
      .select()
      .from(tokenLedger)
      .where(
        and(eq(tokenLedger.userId, alice.id), eq(tokenLedger.kind, "transfer"), eq(tokenLedger.amount, 50)),
      );
    expect(mirror?.note).toBe(`from project Wallet (#${projectId}): unused`);
  });

  it("never takes what the project's jobs hold, nor more than it has", async () => {
    // A waiting task of the project's job holds 200 of its 250 (the estimate stored at submit).
    const [module] = await t.app.services.db.select({ id: modules.id }).from(modules).limit(1);
    const [job] = await t.app.services.db
      .insert(jobs)
      .values({ ownerId: bob.id, name: "held", state: "pending", projectId, payerProjectId: projectId })
      .returning();
    await t.app.services.db
      .insert(tasks)
      .values({ jobId: job!.id, key: "a", moduleId: module!.id, state: "pending", heldTokens: 200 });
    try {
      expect(await projectTokens()).toEqual({ Balance: 250, Held: 200, Available: 50 });
      expect(await withdraw(alice.client, { Amount: 51 })).toMatchObject({
        Type: "UserResourceWorkflowJobCalcMetricOver",
        Value: "50",
      });
      expect((await projectTokens()).Balance).toBe(250);
    } finally {
      await t.app.services.db.delete(tasks).where(eq(tasks.jobId, job!.id));
      await t.app.services.db.delete(jobs).where(inArray(jobs.id, [job!.id]));
    }
  });

  it("refuses editors, viewers, outsiders, missing ids, bad amounts and the signed out", async () => {
    expect(await withdraw(bob.client, { Amount: 1 })).toMatchObject({
      Type: "DBPermDenied",
      Value: "Project.owner",
    });
    expect(await withdraw(carol.client, { Amount: 1 })).toMatchObject({ Type: "DBPermDenied" });
    expect((await withdraw(eve.client, { Amount: 1 }))?.Type).toBe("DBDataNotExist");
    expect((await withdraw(alice.client, { ProjectId: missing, Amount: 1 }))?.Type).toBe("DBDataNotExist");
    expect((await withdraw(alice.client, { Amount: 0 }))?.Type).toBe("ServerInvalidParameter");
    expect((await withdraw(alice.client, { Amount: 1.5 }))?.Type).toBe("ServerInvalidParameter");
    expect((await withdraw(anonymous, { Amount: 1 }))?.Type).toBe("DBUserNoLogin");
    expect((await projectTokens()).Balance).toBe(250);
  });

  it("GraphQL projectWithdrawTokens, with the same refusals", async () => {
    const mutation = `mutation($p: ID!, $a: Int!) { projectWithdrawTokens(projectId: $p, amount: $a, note: "gql") { balance available } }`;
    const done = await alice.client.gqlData<{ projectWithdrawTokens: { balance: number } }>(mutation, {
      p: String(projectId),
      a: 20,
    });
    expect(done.projectWithdrawTokens.balance).toBe(230);
    expect(gqlCode(await bob.client.gql(mutation, { p: String(projectId), a: 1 }))).toBe("DBPermDenied");
    expect(gqlCode(await eve.client.gql(mutation, { p: String(projectId), a: 1 }))).toBe("DBDataNotExist");
    expect(gqlCode(await alice.client.gql(mutation, { p: String(missing), a: 1 }))).toBe("DBDataNotExist");
    expect(gqlCode(await alice.client.gql(mutation, { p: String(projectId), a: 10_000 }))).toBe(
      "UserResourceWorkflowJobCalcMetricOver",
    );
    expect(gqlCode(await anonymous.gql(mutation, { p: String(projectId), a: 1 }))).toBe("DBUserNoLogin");
  });
});

describe("the back office adjusts a project's tokens", () => {
  it("adds and removes with a reason, recorded with the administrator; never below 0", async () => {
    const read = await admin.ok<SysTokens>("/api/sys/project/tokens", { ProjectId: projectId });
    expect(read).toMatchObject({
      ProjectId: projectId,
      Name: "Wallet",
      Owners: [alice.account],
      Balance: 230,
    });
    const added = await admin.ok<SysTokens>("/api/sys/project/tokens_adjust", {
      ProjectId: projectId,
      Amount: 1_000,
      Reason: "grant 7",
    });
    expect(added).toMatchObject({ Balance: 1_230, Available: 1_230 });
    const removed = await admin.ok<SysTokens>("/api/sys/project/tokens_adjust", {
      ProjectId: projectId,
      Amount: -30,
      Reason: "correction",
    });
    expect(removed.Balance).toBe(1_200);
    expect(await adjust(admin, { Amount: -1_201, Reason: "too much" })).toMatchObject({
      Type: "UserResourceWorkflowJobCalcMetricOver",
      Value: "1200",
    });
    const page = await bob.client.ok<LedgerPage>("/api/project/token_ledger", {
      ProjectId: projectId,
      Limit: 2,
    });
    expect(page.List.map((e) => [e.Kind, e.Amount, e.Note, e.ActorAccount, e.MemberAccount])).toEqual([
      ["adjust", -30, "correction", "admin", null],
      ["adjust", 1_000, "grant 7", "admin", null],
    ]);
    expect(await projectTokens(carol)).toMatchObject({ Balance: 1_200 });
  });

  it("refuses a missing project, no reason, 0, the wrong permission, users and the signed out", async () => {
    expect((await adjust(admin, { ProjectId: missing, Amount: 5, Reason: "x" }))?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await errorOf(admin, "/api/sys/project/tokens", { ProjectId: missing }))?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await adjust(admin, { Amount: 5, Reason: " " }))?.Type).toBe("ServerInvalidParameter");
    expect((await adjust(admin, { Amount: 0, Reason: "zero" }))?.Type).toBe("ServerInvalidParameter");
    // The read permission reads but does not adjust.
    expect(
      (await reader.client.ok<SysTokens>("/api/sys/project/tokens", { ProjectId: projectId })).Balance,
    ).toBe(1_200);
    expect((await adjust(reader.client, { Amount: 5, Reason: "x" }))?.Type).toBe("DBPermDenied");
    // A project owner is not an administrator.
    expect((await adjust(alice.client, { Amount: 5, Reason: "x" }))?.Type).toBe("DBUserNoLogin");
    expect((await adjust(anonymous, { Amount: 5, Reason: "x" }))?.Type).toBe("DBUserNoLogin");
    expect((await projectTokens()).Balance).toBe(1_200);
  });

  it("GraphQL sysProjectTokens and adjustProjectTokens", async () => {
    const mutation = `mutation($p: ID!, $a: Int!, $r: String!) { adjustProjectTokens(projectId: $p, amount: $a, reason: $r) { projectId name owners balance } }`;
    const done = await admin.gqlData<{ adjustProjectTokens: { balance: number; owners: string[] } }>(
      mutation,
      {
        p: String(projectId),
        a: 100,
        r: "gql",
      },
    );
    expect(done.adjustProjectTokens).toMatchObject({ balance: 1_300, owners: [alice.account] });
    const query = `query($p: ID!) { sysProjectTokens(projectId: $p) { balance held available } }`;
    expect(
      (
        await reader.client.gqlData<{ sysProjectTokens: { balance: number } }>(query, {
          p: String(projectId),
        })
      ).sysProjectTokens.balance,
    ).toBe(1_300);
    expect(gqlCode(await admin.gql(query, { p: String(missing) }))).toBe("DBDataNotExist");
    expect(gqlCode(await reader.client.gql(mutation, { p: String(projectId), a: 1, r: "x" }))).toBe(
      "DBPermDenied",
    );
    expect(gqlCode(await alice.client.gql(mutation, { p: String(projectId), a: 1, r: "x" }))).toBe(
      "DBUserNoLogin",
    );
    expect(gqlCode(await anonymous.gql(query, { p: String(projectId) }))).toBe("DBUserNoLogin");
    expect(gqlCode(await admin.gql(mutation, { p: String(projectId), a: -5_000, r: "x" }))).toBe(
      "UserResourceWorkflowJobCalcMetricOver",
    );
  });
});

describe("balances in the projects list", () => {
  it("every member reads each project's balance in the list (REST and GraphQL); outsiders do not see it", async () => {
    for (const user of [alice, bob, carol]) {
      const rows = await user.client.ok<{ Id: number; TokenBalance: number }[]>("/api/project/list");
      expect(rows.find((r) => r.Id === projectId)?.TokenBalance).toBe(1_300);
      const { projects } = await user.client.gqlData<{ projects: { id: string; tokenBalance: number }[] }>(
        `{ projects { id tokenBalance } }`,
      );
      expect(projects.find((p) => p.id === String(projectId))?.tokenBalance).toBe(1_300);
    }
    const theirs = await eve.client.ok<{ Id: number }[]>("/api/project/list");
    expect(theirs.some((r) => r.Id === projectId)).toBe(false);
    expect((await errorOf(anonymous, "/api/project/list", {}))?.Type).toBe("DBUserNoLogin");
    expect(gqlCode(await anonymous.gql(`{ projects { id tokenBalance } }`))).toBe("DBUserNoLogin");
  });
});

describe("a transfer is not spending", () => {
  it("the daily usage counts transfers into and out of projects apart from credits and spending", async () => {
    const dan = await registerUser(t);
    const own = (await dan.client.ok<{ Id: number }>("/api/project/create", { Name: "Dan's" })).Id;
    await dan.client.ok("/api/project/tokens_add", { ProjectId: own, Amount: 400 });
    await dan.client.ok("/api/project/tokens_withdraw", { ProjectId: own, Amount: 150 });
    const today = new Date().toISOString().slice(0, 10);
    const rest = await dan.client.ok<{
      Daily: {
        Day: string;
        Credited: number;
        Spent: number;
        TransferredOut: number;
        TransferredIn: number;
      }[];
    }>("/api/user_resource_pack/statistics");
    expect(rest.Daily.find((d) => d.Day === today)).toMatchObject({
      Spent: 0,
      TransferredOut: 400,
      TransferredIn: 150,
    });
    const { usageStatistics } = await dan.client.gqlData<{
      usageStatistics: {
        daily: { day: string; spent: number; transferredOut: number; transferredIn: number }[];
      };
    }>(`{ usageStatistics(days: 7) { daily { day spent transferredOut transferredIn } } }`);
    expect(usageStatistics.daily.find((d) => d.day === today)).toEqual({
      day: today,
      spent: 0,
      transferredOut: 400,
      transferredIn: 150,
    });
  });
});
