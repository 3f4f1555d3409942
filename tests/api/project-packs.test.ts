/**
 * A project's own packs (issue 28 item 2, "a member's job is charged to the member unless the project
 * has its own packs and tokens"): an owner buys a package for the project (the order names it; once
 * paid, here by the back office's offline mark-paid, the pack is the project's) or redeems a recharge
 * card into it. A token pack goes to the project's ledger (and lapses there at its expiry); a storage
 * pack makes the project's quota, and the project's files then count against it instead of their
 * owners'. Editors and viewers are refused (DBPermDenied Project.owner), outsiders as for a missing id,
 * the not signed in with DBUserNoLogin. Temporary files never join a project (ProjectTemporaryFile).
 * REST and GraphQL over real HTTP.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import type { ModuleArg } from "../../gateway/src/db/modules.js";
import { resourcePacks } from "../../gateway/src/db/commerce.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  addEngineModule,
  idleWorker,
  registerUser,
  setStorageQuota,
  type NormalUser,
} from "../support/factories.js";
import { gqlCode, type Client, type EnvelopeError } from "../support/http.js";
import { tokenBalance } from "../support/tokens.js";
import { uploadBytes } from "../support/uploads.js";

const files = "/api/workflow_job_task_data_source_file";

let t: TestApp;
let worker: ReturnType<typeof idleWorker>;
let admin: Client;
let anonymous: Client;
/** alice owns the project; bob edits it; carol views it; eve is an outsider. */
let alice: NormalUser;
let bob: NormalUser;
let carol: NormalUser;
let eve: NormalUser;
let projectId = 0;
let tokenPackage = 0;
let storagePackage = 0;

interface Tokens {
  Balance: number;
  Held: number;
  Available: number;
}
interface PackView {
  Id: number;
  ProjectId: number;
  Kind: string;
  Amount: number;
  Source: string;
  OrderId: number | null;
  BuyerAccount: string | null;
  Active: boolean;
  RunningJobs: number;
}
interface OrderView {
  Id: number;
  ProjectId: number | null;
  Status: string;
  Amount: number;
}
interface Usage {
  Used: number;
  Quota: number;
}

const errorOf = async (client: Client, path: string, body: unknown): Promise<EnvelopeError | null> =>
  (await client.rest(path, body)).body.Error;
const projectTokens = (user: NormalUser) =>
  user.client.ok<Tokens>("/api/project/tokens", { ProjectId: projectId });
const projectStorage = (user: NormalUser) =>
  user.client.ok<Usage>("/api/project/storage", { ProjectId: projectId });
const myUsage = (user: NormalUser) => user.client.ok<Usage>(`${files}/total_usage_size`, {});

async function join(id: number, user: NormalUser, role: string): Promise<void> {
  await alice.client.ok("/api/project/invite", { ProjectId: id, Invitee: user.account, Role: role });
  await user.client.ok("/api/project/answer_invitation", { ProjectId: id, Accept: true });
}

async function card(kind: "token" | "storage", grants: number): Promise<string> {
  const made = await admin.ok<{ Cards: { CardNo: string }[] }>("/api/sys/user_resource_pack_card/generate", {
    Kind: kind,
    Grants: grants,
    ExpiryMonths: 6,
    ExpiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
    Count: 1,
  });
  return made.Cards[0]!.CardNo;
}

const markPaid = (id: number) =>
  admin.ok<OrderView>("/api/sys/user_order/mark_paid", { Id: id, Reason: "wired" });

async function setCommerce(change: Record<string, unknown>): Promise<void> {
  const { DataJson } = await admin.ok<{ DataJson: Record<string, unknown> }>(
    "/api/sys/key_data/commerce_config/read_data_json",
  );
  await admin.ok("/api/sys/key_data/commerce_config/save_data_json", {
    DataJson: { ...DataJson, ...change },
  });
}

beforeAll(async () => {
  // Jobs are submitted and left waiting: nothing runs them.
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  worker = idleWorker(t);
  admin = await t.admin();
  anonymous = t.client();
  [alice, bob, carol, eve] = await Promise.all([
    registerUser(t),
    registerUser(t),
    registerUser(t),
    registerUser(t),
  ]);
  projectId = (await alice.client.ok<{ Id: number }>("/api/project/create", { Name: "Packs lab" })).Id;
  await join(projectId, bob, "editor");
  await join(projectId, carol, "viewer");
  tokenPackage = (
    await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
      Kind: "token",
      Name: "1000 tokens",
      Grants: 1000,
      UnitPrice: 990,
      ExpiryMonths: 12,
    })
  ).Id;
  storagePackage = (
    await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
      Kind: "storage",
      Name: "1 GB",
      Grants: 1,
      UnitPrice: 500,
      ExpiryMonths: 1,
      WorkflowStorageGb: 2,
      RunningJobs: 3,
    })
  ).Id;
});

afterAll(async () => {
  await worker?.stop();
  await t?.stop();
});

describe("buying a package for a project", () => {
  it("credits a paid token order to the project's ledger, not the buyer's", async () => {
    const before = { alice: await tokenBalance(alice.client), project: await projectTokens(alice) };
    expect(before.project.Balance).toBe(0);
    const order = await alice.client.ok<OrderView>("/api/project/buy", {
      ProjectId: projectId,
      PackageId: tokenPackage,
      Quantity: 2,
    });
    expect(order).toMatchObject({ ProjectId: projectId, Status: "pending", Amount: 1980 });
    // The buyer's own orders list it, with the project.
    const mine = await alice.client.ok<{ List: OrderView[] }>("/api/user_order/query_page", {});
    expect(mine.List.find((o) => o.Id === order.Id)?.ProjectId).toBe(projectId);
    // Nothing is credited before it is paid.
    expect((await projectTokens(alice)).Balance).toBe(0);

    expect((await markPaid(order.Id)).Status).toBe("paid");
    expect(await projectTokens(carol)).toEqual({ Balance: 2000, Held: 0, Available: 2000 });
    expect(await tokenBalance(alice.client)).toBe(before.alice);

    const packs = await carol.client.ok<PackView[]>("/api/project/packs", { ProjectId: projectId });
    expect(packs).toEqual([
      expect.objectContaining({
        ProjectId: projectId,
        Kind: "token",
        Amount: 2000,
        Source: "order",
        OrderId: order.Id,
        BuyerAccount: alice.account,
        Active: true,
      }),
    ]);
    const ledger = await bob.client.ok<{
      List: { Kind: string; Amount: number; MemberAccount: string | null }[];
    }>("/api/project/token_ledger", { ProjectId: projectId });
    expect(ledger.List[0]).toMatchObject({ Kind: "pack", Amount: 2000, MemberAccount: alice.account });
    // The pack is not the buyer's: their own packs' tokens are unchanged, and it lapses on the project's ledger.
    await t.app.services.db
      .update(resourcePacks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resourcePacks.id, packs[0]!.Id));
    expect(await projectTokens(alice)).toEqual({ Balance: 0, Held: 0, Available: 0 });
    expect(await tokenBalance(alice.client)).toBe(before.alice);
    const lapse = await t.app.services.db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.packId, packs[0]!.Id));
    expect(lapse.map((r) => [r.kind, r.amount, r.projectId, r.userId]).sort()).toEqual([
      ["expire", -2000, projectId, null],
      ["pack", 2000, projectId, null],
    ]);
  });

  it("makes the project's storage quota from a storage pack; its files then count against it, not their owner's", async () => {
    await setStorageQuota(admin, 1, "MB");
    expect(await projectStorage(alice)).toEqual({ Used: 0, Quota: 0 });
    const bytes = (fill: number) => Buffer.alloc(700 * 1024, fill);
    // Without a storage pack the project's files are their owner's: a second 700 KB does not fit in 1 MB.
    await uploadBytes(bob.client, files, "one.bin", bytes(1));
    const over = await bob.client.rest(`${files}/upload_meta`, {
      Name: "two.bin",
      Size: 700 * 1024,
      Sha256: "0".repeat(64),
      ProjectId: projectId,
    });
    expect(over.body.Error?.Type).toBe("UserResourceStorageSizeOver");

    const order = await alice.client.ok<OrderView>("/api/project/buy", {
      ProjectId: projectId,
      PackageId: storagePackage,
      Quantity: 1,
    });
    await markPaid(order.Id);
    expect(await projectStorage(carol)).toEqual({ Used: 0, Quota: 1024 ** 3 });
    const stored = await uploadBytes(bob.client, files, "two.bin", bytes(2), { ProjectId: projectId });
    expect(stored).toMatchObject({ Name: "two.bin", ProjectId: projectId });
    expect((await projectStorage(alice)).Used).toBe(700 * 1024);
    expect((await myUsage(bob)).Used).toBe(700 * 1024);
    // Moving bob's own file in moves its bytes to the project's storage.
    const one = await uploadBytes(bob.client, files, "one.bin", bytes(1));
    await bob.client.ok("/api/project/move", { Kind: "dataFile", Ids: [one.Id], ProjectId: projectId });
    expect(await projectStorage(alice)).toEqual({ Used: 1400 * 1024, Quota: 1024 ** 3 });
    expect((await myUsage(bob)).Used).toBe(0);
    // The pack's running jobs and workflow storage are listed with it.
    const packs = await alice.client.ok<PackView[]>("/api/project/packs", { ProjectId: projectId });
    expect(packs[0]).toMatchObject({ Kind: "storage", Amount: 1, RunningJobs: 3, Active: true });

    // Expired, the project has no quota: its files are their owners' again (over bob's quota now).
    await t.app.services.db
      .update(resourcePacks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resourcePacks.id, packs[0]!.Id));
    expect(await projectStorage(alice)).toEqual({ Used: 1400 * 1024, Quota: 0 });
    expect((await myUsage(bob)).Used).toBe(1400 * 1024);
    await setStorageQuota(admin, 10, "GB");
  });

  it("answers the project's packs and storage over GraphQL, and buys for it with createOrder(projectId)", async () => {
    const read = await carol.client.gqlData<{
      project: {
        packs: { kind: string; buyerAccount: string; active: boolean }[];
        storage: { quota: number };
      };
    }>(`query($id: ID!) { project(id: $id) { packs { kind buyerAccount active } storage { used quota } } }`, {
      id: String(projectId),
    });
    expect(read.project.packs.map((p) => p.kind).sort()).toEqual(["storage", "token"]);
    expect(read.project.packs.every((p) => p.buyerAccount === alice.account && !p.active)).toBe(true);
    const created = await alice.client.gqlData<{ createOrder: { projectId: string; status: string } }>(
      `mutation($p: ID!, $pkg: ID!) { createOrder(packageId: $pkg, quantity: 1, projectId: $p) { projectId status } }`,
      { p: String(projectId), pkg: String(tokenPackage) },
    );
    expect(created.createOrder).toEqual({ projectId: String(projectId), status: "pending" });
    for (const member of [bob, carol]) {
      const refused = await member.client.gql(
        `mutation($p: ID!, $pkg: ID!) { createOrder(packageId: $pkg, quantity: 1, projectId: $p) { id } }`,
        { p: String(projectId), pkg: String(tokenPackage) },
      );
      expect(gqlCode(refused)).toBe("DBPermDenied");
    }
    const outsider = await eve.client.gql(
      `mutation($p: ID!, $pkg: ID!) { createOrder(packageId: $pkg, quantity: 1, projectId: $p) { id } }`,
      { p: String(projectId), pkg: String(tokenPackage) },
    );
    expect(gqlCode(outsider)).toBe("DBDataNotExist");
  });

  it("refuses the not signed in, editors, viewers, outsiders and missing ids", async () => {
    const buy = { PackageId: tokenPackage, Quantity: 1 };
    const cardNo = await card("token", 10);
    const calls: [string, Record<string, unknown>][] = [
      ["/api/project/buy", buy],
      ["/api/project/redeem_card", { CardNo: cardNo }],
    ];
    for (const [path, body] of calls) {
      expect((await errorOf(anonymous, path, { ProjectId: projectId, ...body }))?.Type).toBe("DBUserNoLogin");
      for (const member of [bob, carol]) {
        expect(await errorOf(member.client, path, { ProjectId: projectId, ...body })).toMatchObject({
          Type: "DBPermDenied",
          Value: "Project.owner",
        });
      }
      const missing = await errorOf(eve.client, path, { ProjectId: 987654321, ...body });
      expect(missing?.Type).toBe("DBDataNotExist");
      expect(await errorOf(eve.client, path, { ProjectId: projectId, ...body })).toEqual(missing);
    }
    for (const path of ["/api/project/packs", "/api/project/storage"]) {
      expect((await errorOf(anonymous, path, { ProjectId: projectId }))?.Type).toBe("DBUserNoLogin");
      const missing = await errorOf(eve.client, path, { ProjectId: 987654321 });
      expect(missing?.Type).toBe("DBDataNotExist");
      expect(await errorOf(eve.client, path, { ProjectId: projectId })).toEqual(missing);
    }
    // The refused card is still unused: the owner redeems it below.
    expect(
      (await alice.client.rest("/api/project/redeem_card", { ProjectId: projectId, CardNo: cardNo })).body
        .Error,
    ).toBeNull();
  });
});

describe("a project's storage pack and its members' jobs", () => {
  it("adds its running jobs to the limit of the jobs made in the project, not of the member's own", async () => {
    const fileArg: ModuleArg = { name: "input", label: "Input", format: "file", require: false };
    const moduleId = await addEngineModule(t, "test/project-packs-copy", "copy.mjs", { args: [fileArg] });
    const input = (await uploadBytes(bob.client, files, "in.txt", Buffer.from("x"))).Id;
    const submit = (project: number | null) =>
      bob.client.rest<{ Id: number }>("/api/workflow_job/submit", {
        Name: "limits",
        ProjectId: project,
        Tasks: [{ Key: "a", ModuleId: moduleId, Args: { input: { dataFileId: input } } }],
      });
    await setCommerce({ BaseRunningJobs: 1 });
    try {
      // One job of bob's own fills his limit; without an active storage pack (the one bought above
      // expired) the project adds nothing.
      expect((await submit(null)).body.Error).toBeNull();
      expect((await submit(projectId)).body.Error?.Type).toBe("UserResourceWorkflowJobCountOver");
      const order = await alice.client.ok<OrderView>("/api/project/buy", {
        ProjectId: projectId,
        PackageId: storagePackage,
        Quantity: 1,
      });
      await markPaid(order.Id);
      // The pack grants 3 running jobs to the jobs made in the project.
      expect((await submit(projectId)).body.Error).toBeNull();
      const outside = await submit(null);
      expect(outside.body.Error).toMatchObject({ Type: "UserResourceWorkflowJobCountOver", Value: "1" });
    } finally {
      await setCommerce({ BaseRunningJobs: 5 });
    }
  });
});

describe("a recharge card redeemed into a project", () => {
  it("puts the card's tokens in the project's wallet (REST and GraphQL), once", async () => {
    const before = { alice: await tokenBalance(alice.client), project: (await projectTokens(alice)).Balance };
    const cardNo = await card("token", 500);
    const pack = await alice.client.ok<PackView>("/api/project/redeem_card", {
      ProjectId: projectId,
      CardNo: cardNo,
    });
    expect(pack).toMatchObject({
      ProjectId: projectId,
      Kind: "token",
      Amount: 500,
      Source: "card",
      BuyerAccount: alice.account,
    });
    expect((await projectTokens(bob)).Balance).toBe(before.project + 500);
    expect(await tokenBalance(alice.client)).toBe(before.alice);
    const again = await errorOf(alice.client, "/api/project/redeem_card", {
      ProjectId: projectId,
      CardNo: cardNo,
    });
    expect(again?.Type).toBe("UserResourcePackCardUsed");

    const second = await card("token", 300);
    const redeemed = await alice.client.gqlData<{ redeemProjectCard: { kind: string; amount: number } }>(
      `mutation($p: ID!, $c: String!) { redeemProjectCard(projectId: $p, cardNo: $c) { kind amount } }`,
      { p: String(projectId), c: second },
    );
    expect(redeemed.redeemProjectCard).toEqual({ kind: "token", amount: 300 });
    expect((await projectTokens(carol)).Balance).toBe(before.project + 800);
    const viewer = await carol.client.gql(
      `mutation($p: ID!, $c: String!) { redeemProjectCard(projectId: $p, cardNo: $c) { id } }`,
      { p: String(projectId), c: await card("token", 1) },
    );
    expect(gqlCode(viewer)).toBe("DBPermDenied");
    const outsider = await eve.client.gql(
      `mutation($p: ID!, $c: String!) { redeemProjectCard(projectId: $p, cardNo: $c) { id } }`,
      { p: String(projectId), c: await card("token", 1) },
    );
    expect(gqlCode(outsider)).toBe("DBDataNotExist");
  });
});

describe("temporary data files", () => {
  it("never join a project: moved by id or by folder, or uploaded into one", async () => {
    const temp = await uploadBytes(bob.client, files, "scratch.txt", Buffer.from("scratch"), {
      Kind: "temporary",
    });
    const byId = await errorOf(bob.client, "/api/project/move", {
      Kind: "dataFile",
      Ids: [temp.Id],
      ProjectId: projectId,
    });
    expect(byId?.Type).toBe("ProjectTemporaryFile");
    const byFolder = await errorOf(bob.client, "/api/project/move", {
      Kind: "dataFile",
      Folder: "",
      FolderKind: "temporary",
      ProjectId: projectId,
    });
    expect(byFolder?.Type).toBe("ProjectTemporaryFile");
    const upload = await errorOf(bob.client, `${files}/upload_meta`, {
      Name: "other.txt",
      Size: 3,
      Sha256: "0".repeat(64),
      Kind: "temporary",
      ProjectId: projectId,
    });
    expect(upload?.Type).toBe("ProjectTemporaryFile");
    const gql = await bob.client.gql(`mutation($input: ProjectMoveInput!) { moveToProject(input: $input) }`, {
      input: { kind: "dataFile", ids: [String(temp.Id)], projectId: String(projectId) },
    });
    expect(gqlCode(gql)).toBe("ProjectTemporaryFile");
    // Another user's temporary file answers like a missing one; moving out of any project is allowed.
    const foreign = await errorOf(eve.client, "/api/project/move", {
      Kind: "dataFile",
      Ids: [temp.Id],
      ProjectId: null,
    });
    expect(foreign?.Type).toBe("DBDataNotExist");
    expect(
      await bob.client.ok("/api/project/move", { Kind: "dataFile", Ids: [temp.Id], ProjectId: null }),
    ).toEqual({
      Moved: 1,
    });
  });
});

describe("a project's storage pack full", () => {
  it("refuses an upload, a copy of stored bytes and a move that would take the project over its quota", async () => {
    await setStorageQuota(admin, 10, "GB");
    const lab = (await alice.client.ok<{ Id: number }>("/api/project/create", { Name: "Quota lab" })).Id;
    await join(lab, bob, "editor");
    await markPaid(
      (
        await alice.client.ok<OrderView>("/api/project/buy", {
          ProjectId: lab,
          PackageId: storagePackage,
          Quantity: 1,
        })
      ).Id,
    );
    const labStorage = () => bob.client.ok<Usage>("/api/project/storage", { ProjectId: lab });
    expect(await labStorage()).toEqual({ Used: 0, Quota: 1024 ** 3 });

    // Declared at the meta step: the project's 1 GB counts, not bob's 10 GB.
    const declare = (extra: Record<string, unknown>) =>
      errorOf(bob.client, `${files}/upload_meta`, {
        Name: "big.bin",
        Size: 1024 ** 3 + 1,
        Sha256: "1".repeat(64),
        ...extra,
      });
    expect((await declare({ ProjectId: lab }))?.Type).toBe("UserResourceStorageSizeOver");
    expect((await declare({}))?.Type).toBe("DBNotExist"); // taken: where to resume

    // Stored bytes uploaded again under other names are files of their own, each counted: the fourth
    // copy of 300 MiB does not fit in 1 GiB and is not made.
    const piece = Buffer.alloc(300 * 1024 ** 2, 7);
    const pieces: Awaited<ReturnType<typeof uploadBytes>>[] = [];
    for (const n of [1, 2, 3])
      pieces.push(await uploadBytes(bob.client, files, `piece${n}.bin`, piece, { ProjectId: lab }));
    await expect(uploadBytes(bob.client, files, "piece4.bin", piece, { ProjectId: lab })).rejects.toThrow(
      /UserResourceStorageSizeOver/,
    );
    expect(await labStorage()).toEqual({ Used: 900 * 1024 ** 2, Quota: 1024 ** 3 });

    // A move in that does not fit moves nothing: bob's copy stays his.
    const own = await uploadBytes(bob.client, files, "own.bin", piece);
    const before = (await myUsage(bob)).Used;
    const move = await errorOf(bob.client, "/api/project/move", {
      Kind: "dataFile",
      Ids: [own.Id],
      ProjectId: lab,
    });
    expect(move?.Type).toBe("UserResourceStorageSizeOver");
    expect(await labStorage()).toEqual({ Used: 900 * 1024 ** 2, Quota: 1024 ** 3 });
    expect((await myUsage(bob)).Used).toBe(before);
    // Once a file leaves the project, the move fits.
    await bob.client.ok("/api/project/move", { Kind: "dataFile", Ids: [pieces[0]!.Id], ProjectId: null });
    expect(
      await bob.client.ok("/api/project/move", { Kind: "dataFile", Ids: [own.Id], ProjectId: lab }),
    ).toEqual({
      Moved: 1,
    });
    expect(await labStorage()).toEqual({ Used: 900 * 1024 ** 2, Quota: 1024 ** 3 });

    // Uploads in progress reserve the space they go to: alice's 100 MiB into the project leaves no room
    // for bob's 100 MiB there, while bob's own space (and his 1 GiB declared above) is apart.
    const declared = (client: Client, name: string, extra: Record<string, unknown>) =>
      errorOf(client, `${files}/upload_meta`, {
        Name: name,
        Size: 100 * 1024 ** 2,
        Sha256: "2".repeat(64),
        ...extra,
      });
    expect((await declared(alice.client, "hers.bin", { ProjectId: lab }))?.Type).toBe("DBNotExist");
    expect((await declared(bob.client, "his.bin", { ProjectId: lab }))?.Type).toBe(
      "UserResourceStorageSizeOver",
    );
    expect((await declared(bob.client, "his.bin", {}))?.Type).toBe("DBNotExist");
  }, 120_000);
});
