/**
 * `crucible project ...` and `--project` (issue 28 item 2): the real bin against a gateway. The owner
 * creates a project, invites an editor and a viewer (who accept), changes a role, lists the members;
 * `job submit --project` makes the job in the project (charged to its submitter), `data upload
 * --project` puts the files in it; a viewer's upload is refused before anything is sent (exit 3),
 * an outsider's answers like a missing project (exit 4); `job list` and `data list` filter by project.
 * `project add-tokens` moves an owner's tokens into the project (others refused), `project tokens`
 * reads its balance and ledger, and a job submitted there afterwards is paid by the project;
 * `project withdraw-tokens` moves some of what the project has available back (owners only, never
 * what its jobs hold), and `project list` shows each project's balance. `project buy` orders a package
 * for the project (owners; paid here by the back office's mark-paid), `project packs` lists the pack
 * it becomes, `project redeem-card` redeems a card into the project, `project storage` reads its quota
 * and `project usage` its storage per day.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { idleWorker, registerUser, type NormalUser } from "../support/factories.js";
import { cli, json, jsonError, list, type CliOptions } from "./support.js";

let t: TestApp;
let worker: ReturnType<typeof idleWorker>;
let work = "";
/** alice owns the project, bob edits, carol views, eve is an outsider. */
let alice: NormalUser;
let bob: NormalUser;
let carol: NormalUser;
let eve: NormalUser;
const as: Record<string, CliOptions> = {};
let projectId = 0;

interface ProjectRow {
  Id: number;
  Name: string;
  MyRole: string;
  MemberCount: number;
  DataFileCount: number;
  JobCount: number;
}

async function tokenOf(user: NormalUser): Promise<string> {
  return (await user.client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "cli" })).Secret;
}

async function sdf(name: string): Promise<string> {
  const file = path.join(work, name);
  await writeFile(file, `${name}\n  RDKit\n\n  0  0  0  0  0  0  0  0  0  0999 V2000\nM  END\n$$$$\n`);
  return file;
}

beforeAll(async () => {
  // Jobs are made, never run: the test looks at where they belong.
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  worker = idleWorker(t);
  work = await mkdtemp(path.join(tmpdir(), "crucible-cli-projects-"));
  alice = await registerUser(t);
  bob = await registerUser(t);
  carol = await registerUser(t);
  eve = await registerUser(t);
  for (const [name, user] of Object.entries({ alice, bob, carol, eve }))
    as[name] = {
      home: path.join(work, `home-${name}`),
      env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: await tokenOf(user) },
    };
});
afterAll(async () => {
  await worker?.stop();
  await t?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("crucible project", () => {
  it("creates a project, invites members who accept, changes a role and lists them", async () => {
    const made = await cli(
      ["project", "create", "Kinase screen", "--description", "CLI", "-o", "json"],
      as.alice!,
    );
    expect(made.code, made.stderr).toBe(0);
    projectId = json<ProjectRow>(made).Id;
    expect(json<ProjectRow>(made)).toMatchObject({ Name: "Kinase screen", MyRole: "owner" });

    for (const [user, role] of [
      [bob, "viewer"],
      [carol, "viewer"],
    ] as const) {
      const invited = await cli(
        ["project", "invite", String(projectId), user.account, "--role", role],
        as.alice!,
      );
      expect(invited.code, invited.stderr).toBe(0);
    }
    const invitations = await cli(["project", "invitations", "-o", "json"], as.bob!);
    expect(json<{ ProjectId: number }[]>(invitations).map((i) => i.ProjectId)).toEqual([projectId]);
    for (const name of ["bob", "carol"]) {
      const accepted = await cli(["project", "accept", String(projectId)], as[name]!);
      expect(accepted.code, accepted.stderr).toBe(0);
    }
    const promoted = await cli(["project", "role", String(projectId), String(bob.id), "editor"], as.alice!);
    expect(promoted.code, promoted.stderr).toBe(0);
    const members = await cli(["project", "members", String(projectId), "-o", "json"], as.carol!);
    expect(members.code, members.stderr).toBe(0);
    expect(
      json<{ Account: string; Role: string; Accepted: boolean }[]>(members).map((m) => [m.Account, m.Role]),
    ).toEqual(
      expect.arrayContaining([
        [alice.account, "owner"],
        [bob.account, "editor"],
        [carol.account, "viewer"],
      ]),
    );
    const listed = await cli(["project", "list", "-o", "json"], as.bob!);
    expect(json<ProjectRow[]>(listed)).toContainEqual(
      expect.objectContaining({ Id: projectId, MyRole: "editor", MemberCount: 3 }),
    );
    // Only owners manage it (exit 3), and an outsider is told it does not exist (exit 4).
    const byEditor = await cli(["project", "rename", String(projectId), "Mine now", "-o", "json"], as.bob!);
    expect([byEditor.code, jsonError(byEditor).Type]).toEqual([3, "DBPermDenied"]);
    const byOutsider = await cli(["project", "members", String(projectId), "-o", "json"], as.eve!);
    expect([byOutsider.code, jsonError(byOutsider).Type]).toEqual([4, "DBDataNotExist"]);
    expect((await cli(["project", "list", "-o", "json"], as.eve!)).stdout.trim()).toBe("[]");
  });

  it("job submit --project makes the job in the project, charged to the member who submits it", async () => {
    const file = await sdf("for-job.sdf");
    const upload = await cli(["data", "upload", file, "-o", "json"], as.bob!);
    expect(upload.code, upload.stderr).toBe(0);
    const [input] = json<{ Id: number }[]>(upload);
    const params = JSON.stringify({ molecules: { dataFileId: input!.Id } });
    const run = await cli(
      [
        "job",
        "submit",
        "--module",
        "rdkit/descriptors",
        "--params",
        params,
        "--name",
        "project job",
        "--project",
        String(projectId),
        "-o",
        "json",
      ],
      as.bob!,
    );
    expect(run.code, run.stderr).toBe(0);
    const jobId = Number(json<{ Id: string | number }>(run).Id);
    const read = await alice.client.ok<{ ProjectId: number; ChargedTo: number }>(
      `/api/workflow_job/read/${jobId}`,
    );
    expect(read).toMatchObject({ ProjectId: projectId, ChargedTo: bob.id });
    // The other members list it by project; a viewer may not make one there.
    const listed = await cli(["job", "list", "--project", String(projectId), "-o", "json"], as.carol!);
    expect(listed.code, listed.stderr).toBe(0);
    expect(list<{ Id: string | number }>(listed).map((j) => Number(j.Id))).toContain(jobId);
    const byViewer = await cli(
      ["job", "submit", "--module", "rdkit/descriptors", "--params", params, "--project", String(projectId)],
      as.carol!,
    );
    expect(byViewer.code).not.toBe(0);
  });

  it("project add-tokens moves an owner's tokens in; project tokens reads them; the project then pays", async () => {
    const added = await cli(
      ["project", "add-tokens", String(projectId), "200", "--note", "from the CLI", "-o", "json"],
      as.alice!,
    );
    expect(added.code, added.stderr).toBe(0);
    expect(json(added)).toEqual({ Balance: 200, Held: 0, Available: 200 });
    const byEditor = await cli(["project", "add-tokens", String(projectId), "5", "-o", "json"], as.bob!);
    expect([byEditor.code, jsonError(byEditor).Type]).toEqual([3, "DBPermDenied"]);
    const byOutsider = await cli(["project", "add-tokens", String(projectId), "5", "-o", "json"], as.eve!);
    expect([byOutsider.code, jsonError(byOutsider).Type]).toEqual([4, "DBDataNotExist"]);
    expect((await cli(["project", "add-tokens", String(projectId), "0"], as.alice!)).code).toBe(2);
    const tooMany = await cli(["project", "add-tokens", String(projectId), "5000", "-o", "json"], as.alice!);
    expect(jsonError(tooMany).Type).toBe("UserResourceWorkflowJobCalcMetricOver");

    const ledger = await cli(["project", "tokens", String(projectId), "--ledger", "-o", "json"], as.carol!);
    expect(ledger.code, ledger.stderr).toBe(0);
    expect(
      json<{ Kind: string; Amount: number; MemberAccount: string; Note: string }[]>(ledger).map((e) => [
        e.Kind,
        e.Amount,
        e.MemberAccount,
        e.Note,
      ]),
    ).toEqual([["transfer", 200, alice.account, "from the CLI"]]);

    const file = await sdf("paid.sdf");
    const [input] = json<{ Id: number }[]>(await cli(["data", "upload", file, "-o", "json"], as.bob!));
    const run = await cli(
      [
        "job",
        "submit",
        "--module",
        "rdkit/descriptors",
        "--params",
        JSON.stringify({ molecules: { dataFileId: input!.Id } }),
        "--project",
        String(projectId),
        "-o",
        "json",
      ],
      as.bob!,
    );
    expect(run.code, run.stderr).toBe(0);
    const read = await bob.client.ok<{ PayerKind: string; PayerProjectId: number; ChargedTo: number | null }>(
      `/api/workflow_job/read/${Number(json<{ Id: string | number }>(run).Id)}`,
    );
    expect(read).toEqual(
      expect.objectContaining({ PayerKind: "project", PayerProjectId: projectId, ChargedTo: null }),
    );
    const tokens = await cli(["project", "tokens", String(projectId), "-o", "json"], as.bob!);
    expect(json<{ Held: number }>(tokens).Held).toBeGreaterThan(0);
  });

  it("project withdraw-tokens moves available tokens back to an owner; project list shows the balance", async () => {
    const before = json<{ Balance: number; Held: number; Available: number }>(
      await cli(["project", "tokens", String(projectId), "-o", "json"], as.alice!),
    );
    const mine = await alice.client.ok<{ Balance: number }>("/api/user/token_balance");
    const back = await cli(
      ["project", "withdraw-tokens", String(projectId), "10", "--note", "back", "-o", "json"],
      as.alice!,
    );
    expect(back.code, back.stderr).toBe(0);
    expect(json<{ Balance: number }>(back).Balance).toBe(before.Balance - 10);
    expect((await alice.client.ok<{ Balance: number }>("/api/user/token_balance")).Balance).toBe(
      mine.Balance + 10,
    );
    // What the job holds stays in the project.
    const tooMany = await cli(
      ["project", "withdraw-tokens", String(projectId), String(before.Available), "-o", "json"],
      as.alice!,
    );
    expect(jsonError(tooMany).Type).toBe("UserResourceWorkflowJobCalcMetricOver");
    const byEditor = await cli(["project", "withdraw-tokens", String(projectId), "1", "-o", "json"], as.bob!);
    expect([byEditor.code, jsonError(byEditor).Type]).toEqual([3, "DBPermDenied"]);
    const byOutsider = await cli(
      ["project", "withdraw-tokens", String(projectId), "1", "-o", "json"],
      as.eve!,
    );
    expect([byOutsider.code, jsonError(byOutsider).Type]).toEqual([4, "DBDataNotExist"]);
    const listed = await cli(["project", "list", "-o", "json"], as.carol!);
    expect(
      json<{ Id: number; TokenBalance: number }[]>(listed).find((p) => p.Id === projectId)?.TokenBalance,
    ).toBe(before.Balance - 10);
  });

  it("project buy orders a package for the project (owners); once paid, project packs and tokens show it; redeem-card too", async () => {
    const admin = await t.admin();
    const made = await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
      Kind: "token",
      Name: "CLI project tokens",
      Grants: 100,
      UnitPrice: 990,
      ExpiryMonths: 12,
    });
    const before = json<{ Balance: number }>(
      await cli(["project", "tokens", String(projectId), "-o", "json"], as.alice!),
    ).Balance;
    const bought = await cli(
      ["project", "buy", String(projectId), String(made.Id), "--quantity", "2", "-o", "json"],
      as.alice!,
    );
    expect(bought.code, bought.stderr).toBe(0);
    const order = json<{ Id: number; ProjectId: number; Status: string; Amount: number }>(bought);
    expect(order).toMatchObject({ ProjectId: projectId, Status: "pending", Amount: 1980 });
    const byEditor = await cli(["project", "buy", String(projectId), String(made.Id), "-o", "json"], as.bob!);
    expect([byEditor.code, jsonError(byEditor).Type]).toEqual([3, "DBPermDenied"]);
    const byOutsider = await cli(
      ["project", "buy", String(projectId), String(made.Id), "-o", "json"],
      as.eve!,
    );
    expect([byOutsider.code, jsonError(byOutsider).Type]).toEqual([4, "DBDataNotExist"]);

    await admin.ok("/api/sys/user_order/mark_paid", { Id: order.Id, Reason: "paid by transfer" });
    const packs = await cli(["project", "packs", String(projectId), "-o", "json"], as.carol!);
    expect(packs.code, packs.stderr).toBe(0);
    expect(json<{ Kind: string; Amount: number; OrderId: number; BuyerAccount: string }[]>(packs)).toEqual([
      expect.objectContaining({ Kind: "token", Amount: 200, OrderId: order.Id, BuyerAccount: alice.account }),
    ]);

    const card = await admin.ok<{ Cards: { CardNo: string }[] }>(
      "/api/sys/user_resource_pack_card/generate",
      {
        Kind: "token",
        Grants: 50,
        ExpiryMonths: 6,
        ExpiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
        Count: 1,
      },
    );
    const redeemed = await cli(
      ["project", "redeem-card", String(projectId), card.Cards[0]!.CardNo, "-o", "json"],
      as.alice!,
    );
    expect(redeemed.code, redeemed.stderr).toBe(0);
    expect(json<{ Kind: string; Amount: number; Source: string }>(redeemed)).toMatchObject({
      Kind: "token",
      Amount: 50,
      Source: "card",
    });
    const after = json<{ Balance: number }>(
      await cli(["project", "tokens", String(projectId), "-o", "json"], as.bob!),
    ).Balance;
    expect(after).toBe(before + 250);
    const storage = await cli(["project", "storage", String(projectId), "-o", "json"], as.carol!);
    expect(json<{ Used: number; Quota: number }>(storage).Quota).toBe(0);
    // Its storage over time: one point per UTC day, today's the read's.
    const usage = await cli(["project", "usage", String(projectId), "--days", "3", "-o", "json"], as.carol!);
    expect(usage.code, usage.stderr).toBe(0);
    const answer = json<{ StorageQuota: number; Daily: { Day: string; StorageQuota: number | null }[] }>(
      usage,
    );
    expect(answer.StorageQuota).toBe(0);
    expect(answer.Daily).toHaveLength(3);
    expect(answer.Daily.at(-1)).toMatchObject({
      Day: new Date().toISOString().slice(0, 10),
      StorageQuota: 0,
    });
    const table = await cli(["project", "usage", String(projectId), "--days", "2"], as.carol!);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain("WorkflowStorageUsed");
    expect(table.stdout).toContain(new Date().toISOString().slice(0, 10));
    const tooMany = await cli(["project", "usage", String(projectId), "--days", "367"], as.carol!);
    expect(tooMany.code).not.toBe(0);
  });

  it("data upload --project puts the uploaded files in the project", async () => {
    const first = await sdf("shared-a.sdf");
    const second = await sdf("shared-b.sdf");
    const run = await cli(
      ["data", "upload", first, second, "--dir", "screen", "--project", String(projectId), "-o", "json"],
      as.bob!,
    );
    expect(run.code, run.stderr).toBe(0);
    const rows = json<{ Id: number; Name: string; ProjectId: number }[]>(run);
    expect(rows.map((r) => [r.Name, r.ProjectId])).toEqual([
      ["shared-a.sdf", projectId],
      ["shared-b.sdf", projectId],
    ]);
    // The owner and the viewer find them in the project's list.
    for (const name of ["alice", "carol"]) {
      const listed = await cli(["data", "list", "--project", String(projectId), "-o", "json"], as[name]!);
      expect(listed.code, listed.stderr).toBe(0);
      expect(list<{ Id: number }>(listed).map((f) => f.Id)).toEqual(
        expect.arrayContaining(rows.map((r) => r.Id)),
      );
    }
    for (const row of rows)
      expect(
        (
          await carol.client.ok<{ ProjectId: number }>(
            `/api/workflow_job_task_data_source_file/read/${row.Id}`,
          )
        ).ProjectId,
      ).toBe(projectId);
    // The same file again: already stored, and still in the project.
    const again = await cli(
      ["data", "upload", first, "--dir", "screen", "--project", String(projectId), "-o", "json"],
      as.bob!,
    );
    expect(again.code, again.stderr).toBe(0);
    expect(json<{ Id: number; Known: boolean; ProjectId: number }[]>(again)[0]).toMatchObject({
      Id: rows[0]!.Id,
      Known: true,
      ProjectId: projectId,
    });
  });

  it("data upload --project of a file already stored privately puts that file in the project", async () => {
    const file = await sdf("private-first.sdf");
    const privately = await cli(["data", "upload", file, "-o", "json"], as.bob!);
    expect(privately.code, privately.stderr).toBe(0);
    const [stored] = json<{ Id: number; ProjectId: number | null }[]>(privately);
    expect(stored!.ProjectId).toBeNull();
    const shared = await cli(["data", "upload", file, "--project", String(projectId), "-o", "json"], as.bob!);
    expect(shared.code, shared.stderr).toBe(0);
    expect(json<{ Id: number; Known: boolean; ProjectId: number }[]>(shared)[0]).toMatchObject({
      Id: stored!.Id,
      Known: true,
      ProjectId: projectId,
    });
    const read = await carol.client.ok<{ ProjectId: number }>(
      `/api/workflow_job_task_data_source_file/read/${stored!.Id}`,
    );
    expect(read.ProjectId).toBe(projectId);
  });

  it("refuses a viewer's upload to the project before sending anything, and an outsider's as missing", async () => {
    const file = await sdf("not-sent.sdf");
    const byViewer = await cli(
      ["data", "upload", file, "--project", String(projectId), "-o", "json"],
      as.carol!,
    );
    expect([byViewer.code, jsonError(byViewer).Type, jsonError(byViewer).Value]).toEqual([
      3,
      "DBPermDenied",
      "Project.editor",
    ]);
    const byOutsider = await cli(
      ["data", "upload", file, "--project", String(projectId), "-o", "json"],
      as.eve!,
    );
    expect([byOutsider.code, jsonError(byOutsider).Type]).toEqual([4, "DBDataNotExist"]);
    const missing = await cli(["data", "upload", file, "--project", "987654321", "-o", "json"], as.bob!);
    expect([missing.code, jsonError(missing).Type]).toEqual([4, "DBDataNotExist"]);
    // Nothing of theirs was uploaded.
    for (const name of ["carol", "eve"]) {
      const mine = await cli(["data", "list", "--search", "not-sent", "-o", "json"], as[name]!);
      expect(list(mine)).toEqual([]);
    }
  });
});
