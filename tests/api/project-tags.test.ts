/**
 * The project of an order or a pack by name (issue 28, the back office's tag): `Order.projectName` and
 * `ResourcePack.projectName` name the project an order was bought for, and its pack, wherever the row
 * itself is read: the back office's `sysOrders` and `sysResourcePacks` (User.ResourcePack.Read: the
 * administrator is no member of the project) and the buyer's own lists (also once the buyer has left
 * the project), in one query per list whatever its length. A normal user is refused the back office's
 * lists (DBUserNoLogin: no system session), a system user without the permission too (DBPermDenied),
 * the not signed in their own (DBUserNoLogin); another user's order answers like a missing one; a
 * deleted project leaves neither id nor name. GraphQL over real HTTP; the back office's REST reads
 * (`/api/sys/user_order/{query,query_page,read}` and the packs' alike) answer `ProjectName` beside
 * `ProjectId` too, in one query for a page, refusing the same callers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementCounter } from "../../gateway/src/db/connection.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";

let t: TestApp;
let admin: Client;
let anonymous: Client;
/** Reads the back office's commerce lists and nothing more. */
let clerk: SystemUser;
/** A system user without User.ResourcePack.Read. */
let outsiderClerk: SystemUser;
/** alice owns the project and buys for it; bob edits it; eve is an outsider. */
let alice: NormalUser;
let bob: NormalUser;
let eve: NormalUser;
let projectId = 0;
const projectName = "Kinase screen";
let tokenPackage = 0;
let storagePackage = 0;

interface OrderView {
  Id: number;
  ProjectId: number | null;
  Status: string;
}
interface RestTagged {
  Id: number;
  ProjectId: number | null;
  ProjectName: string | null;
  UserId: number;
}
interface RestPage<T> {
  List: T[];
  Total: number;
}
interface TaggedRow {
  id: string;
  projectId: string | null;
  projectName: string | null;
}

/** The error type a REST call answers (its envelope's Error), or null when it answered data. */
async function refusal(client: Client, path: string): Promise<string | null> {
  const result = await client.rest(path, {});
  return result.body.Error?.Type ?? null;
}

const ofUser = (userId: number) => ({ where: [{ values: [{ name: "UserId", value: String(userId) }] }] });

const sysOrdersQuery = `query($query: QueryInput) { sysOrders(query: $query) { total list { id projectId projectName user { account } } } }`;
const sysPacksQuery = `query($query: QueryInput) { sysResourcePacks(query: $query) { total list { id projectId projectName note user { account } } } }`;
const myOrdersQuery = `{ myOrders(query: { limit: 100 }) { list { id projectId projectName } } }`;
const myPacksQuery = `{ myResourcePacks(query: { limit: 100 }) { list { id projectId projectName note } } }`;

async function sysOrders(client: Client, userId: number, limit = 100): Promise<TaggedRow[]> {
  const data = await client.gqlData<{ sysOrders: { list: TaggedRow[] } }>(sysOrdersQuery, {
    query: { ...ofUser(userId), limit },
  });
  return data.sysOrders.list;
}

async function sysPacks(client: Client, userId: number): Promise<(TaggedRow & { note: string })[]> {
  const data = await client.gqlData<{ sysResourcePacks: { list: (TaggedRow & { note: string })[] } }>(
    sysPacksQuery,
    { query: { ...ofUser(userId), limit: 100 } },
  );
  return data.sysResourcePacks.list;
}

async function myOrders(user: NormalUser): Promise<TaggedRow[]> {
  return (await user.client.gqlData<{ myOrders: { list: TaggedRow[] } }>(myOrdersQuery)).myOrders.list;
}

async function myPacks(user: NormalUser): Promise<(TaggedRow & { note: string })[]> {
  return (
    await user.client.gqlData<{ myResourcePacks: { list: (TaggedRow & { note: string })[] } }>(myPacksQuery)
  ).myResourcePacks.list;
}

const buyFor = (buyer: NormalUser, project: number, packageId = tokenPackage) =>
  buyer.client.ok<OrderView & { OutTradeNo: string }>("/api/project/buy", {
    ProjectId: project,
    PackageId: packageId,
    Quantity: 1,
  });

const markPaid = (id: number) =>
  admin.ok<OrderView>("/api/sys/user_order/mark_paid", { Id: id, Reason: "wired" });

async function newProject(owner: NormalUser, name: string): Promise<number> {
  return (await owner.client.ok<{ Id: number }>("/api/project/create", { Name: name })).Id;
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
  anonymous = t.client();
  [alice, bob, eve] = await Promise.all([registerUser(t), registerUser(t), registerUser(t)]);
  [clerk, outsiderClerk] = await Promise.all([
    createSystemUser(t, admin, ["User.ResourcePack.Read"]),
    createSystemUser(t, admin, ["User.Feedback.Read"]),
  ]);
  projectId = await newProject(alice, projectName);
  await alice.client.ok("/api/project/invite", {
    ProjectId: projectId,
    Invitee: bob.account,
    Role: "editor",
  });
  await bob.client.ok("/api/project/answer_invitation", { ProjectId: projectId, Accept: true });
  tokenPackage = (
    await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
      Kind: "token",
      Name: "500 tokens",
      Grants: 500,
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
    })
  ).Id;
});

afterAll(async () => {
  await t?.stop();
});

describe("the back office's orders and packs", () => {
  it("name the project an order was bought for, and its pack, to a reader who is no member", async () => {
    const forProject = await buyFor(alice, projectId);
    const own = await alice.client.ok<OrderView & { OutTradeNo: string }>("/api/user_order/create", {
      PackageId: tokenPackage,
      Quantity: 1,
    });
    await markPaid(forProject.Id);
    await markPaid(own.Id);

    for (const reader of [clerk.client, admin]) {
      const orders = await sysOrders(reader, alice.id);
      expect(orders.find((o) => o.id === String(forProject.Id))).toEqual({
        id: String(forProject.Id),
        projectId: String(projectId),
        projectName,
        user: { account: alice.account },
      });
      expect(orders.find((o) => o.id === String(own.Id))).toMatchObject({
        projectId: null,
        projectName: null,
      });

      const packs = await sysPacks(reader, alice.id);
      expect(packs.find((p) => p.note === `order ${forProject.OutTradeNo}`)).toMatchObject({
        projectId: String(projectId),
        projectName,
        user: { account: alice.account },
      });
      expect(packs.find((p) => p.note === `order ${own.OutTradeNo}`)).toMatchObject({
        projectId: null,
        projectName: null,
      });
    }
  });

  it("over REST, answer ProjectName beside ProjectId in query_page, query and read (null for a personal row)", async () => {
    const forProject = await buyFor(alice, projectId);
    const own = await alice.client.ok<OrderView & { OutTradeNo: string }>("/api/user_order/create", {
      PackageId: tokenPackage,
      Quantity: 1,
    });
    await markPaid(forProject.Id);
    await markPaid(own.Id);
    const where = { Where: { Lvg: [{ Values: [{ Name: "UserId", Value: String(alice.id) }] }] }, Limit: 100 };

    for (const reader of [clerk.client, admin]) {
      const orders = await reader.ok<RestPage<RestTagged>>("/api/sys/user_order/query_page", where);
      expect(orders.List.find((o) => o.Id === forProject.Id)).toMatchObject({
        ProjectId: projectId,
        ProjectName: projectName,
        UserId: alice.id,
      });
      expect(orders.List.find((o) => o.Id === own.Id)).toMatchObject({ ProjectId: null, ProjectName: null });
      // Every row carries the field, whatever its project.
      expect(orders.List.every((o) => "ProjectName" in o)).toBe(true);

      const listed = await reader.ok<RestTagged[]>("/api/sys/user_order/query", where);
      expect(listed.find((o) => o.Id === forProject.Id)?.ProjectName).toBe(projectName);
      expect(await reader.ok<RestTagged>(`/api/sys/user_order/read/${forProject.Id}`)).toMatchObject({
        Id: forProject.Id,
        ProjectName: projectName,
      });
      expect(await reader.ok<RestTagged>(`/api/sys/user_order/read/${own.Id}`)).toMatchObject({
        ProjectId: null,
        ProjectName: null,
      });
      // Select picks ProjectName as any other field of the row.
      const picked = await reader.ok<RestPage<RestTagged>>("/api/sys/user_order/query_page", {
        ...where,
        Select: ["ProjectName"],
      });
      expect(picked.List.find((o) => o.Id === forProject.Id)).toEqual({
        Id: forProject.Id,
        ProjectName: projectName,
      });

      const packs = await reader.ok<RestPage<RestTagged & { Note: string }>>(
        "/api/sys/user_resource_pack/query_page",
        where,
      );
      const projectPack = packs.List.find((p) => p.Note === `order ${forProject.OutTradeNo}`);
      expect(projectPack).toMatchObject({ ProjectId: projectId, ProjectName: projectName, UserId: alice.id });
      expect(packs.List.find((p) => p.Note === `order ${own.OutTradeNo}`)).toMatchObject({
        ProjectId: null,
        ProjectName: null,
      });
      const packList = await reader.ok<RestTagged[]>("/api/sys/user_resource_pack/query", where);
      expect(packList.find((p) => p.Id === projectPack?.Id)?.ProjectName).toBe(projectName);
      expect(
        await reader.ok<RestTagged>(`/api/sys/user_resource_pack/read/${projectPack?.Id}`),
      ).toMatchObject({
        ProjectId: projectId,
        ProjectName: projectName,
      });
    }
    // A missing row stays missing.
    expect(await refusal(clerk.client, "/api/sys/user_order/read/987654321")).toBe("DBDataNotExist");
    expect(await refusal(clerk.client, "/api/sys/user_resource_pack/read/987654321")).toBe("DBDataNotExist");
  });

  it("over REST, answer the names of a page in a number of statements that does not grow with it", async () => {
    const buyer = await registerUser(t);
    const projects = [await newProject(buyer, "Rest A"), await newProject(buyer, "Rest B")];
    for (let round = 0; round < 3; round++) for (const project of projects) await buyFor(buyer, project);
    const measure = async (limit: number) => {
      const before = statementCounter.count;
      const page = await clerk.client.ok<RestPage<RestTagged>>("/api/sys/user_order/query_page", {
        Where: { Lvg: [{ Values: [{ Name: "UserId", Value: String(buyer.id) }] }] },
        Limit: limit,
      });
      return { statements: statementCounter.count - before, list: page.List };
    };
    await measure(1);
    const small = await measure(2);
    const large = await measure(6);
    expect(large.list).toHaveLength(6);
    expect(new Set(large.list.map((o) => o.ProjectName))).toEqual(new Set(["Rest A", "Rest B"]));
    expect(large.statements).toBe(small.statements);
  });

  it("answer the names in a number of statements that does not grow with the list", async () => {
    // Orders of one buyer for three projects of theirs (pending: the list reads them all the same).
    const buyer = await registerUser(t);
    const projects = [
      await newProject(buyer, "Bench A"),
      await newProject(buyer, "Bench B"),
      await newProject(buyer, "Bench C"),
    ];
    for (let round = 0; round < 3; round++) for (const project of projects) await buyFor(buyer, project);
    const measure = async (limit: number) => {
      const before = statementCounter.count;
      const list = await sysOrders(clerk.client, buyer.id, limit);
      return { statements: statementCounter.count - before, list };
    };
    // Once before measuring: what a first request of this session reads is not the list's.
    await measure(1);
    const small = await measure(2);
    const large = await measure(9);
    expect(small.list).toHaveLength(2);
    expect(large.list).toHaveLength(9);
    expect(new Set(large.list.map((o) => o.projectName))).toEqual(new Set(["Bench A", "Bench B", "Bench C"]));
    expect(large.statements).toBe(small.statements);
  });

  it("refuse the not signed in and a normal user (no system session), and a system user without User.ResourcePack.Read", async () => {
    const query = { query: { ...ofUser(alice.id), limit: 10 } };
    for (const document of [sysOrdersQuery, sysPacksQuery]) {
      expect(gqlCode(await anonymous.gql(document, query))).toBe("DBUserNoLogin");
      // The buyer and a member of the project alike.
      for (const user of [alice, bob]) {
        const refused = await user.client.gql(document, query);
        expect(gqlCode(refused)).toBe("DBUserNoLogin");
        expect(refused.body.data).toBeNull();
      }
      const denied = await outsiderClerk.client.gql(document, query);
      expect(gqlCode(denied)).toBe("DBPermDenied");
      expect(denied.body.errors?.[0]?.extensions?.value).toBe("User.ResourcePack.Read");
    }
    for (const path of ["sys/user_order", "sys/user_resource_pack"]) {
      for (const call of [`/api/${path}/query_page`, `/api/${path}/query`, `/api/${path}/read/1`]) {
        expect(await refusal(anonymous, call)).toBe("DBUserNoLogin");
        for (const user of [alice, bob]) expect(await refusal(user.client, call)).toBe("DBUserNoLogin");
        expect(await refusal(outsiderClerk.client, call)).toBe("DBPermDenied");
      }
    }
  });
});

describe("the buyer's own orders and packs", () => {
  it("still name the project; another user's order answers like a missing one", async () => {
    const order = await buyFor(alice, projectId);
    await markPaid(order.Id);
    const orders = await myOrders(alice);
    expect(orders.find((o) => o.id === String(order.Id))).toEqual({
      id: String(order.Id),
      projectId: String(projectId),
      projectName,
    });
    expect((await myPacks(alice)).find((p) => p.note === `order ${order.OutTradeNo}`)).toMatchObject({
      projectId: String(projectId),
      projectName,
    });
    const one = await alice.client.gqlData<{ myOrder: { projectName: string | null } }>(
      `query($id: ID!) { myOrder(id: $id) { projectName } }`,
      { id: String(order.Id) },
    );
    expect(one.myOrder.projectName).toBe(projectName);

    // A member of the project lists no order of alice's, and reads hers as a missing one, as an outsider does.
    expect((await myOrders(bob)).some((o) => o.id === String(order.Id))).toBe(false);
    const missing = await eve.client.gql(`query($id: ID!) { myOrder(id: $id) { projectName } }`, {
      id: "987654321",
    });
    expect(gqlCode(missing)).toBe("DBDataNotExist");
    for (const other of [bob, eve]) {
      const theirs = await other.client.gql(`query($id: ID!) { myOrder(id: $id) { projectName } }`, {
        id: String(order.Id),
      });
      expect(gqlCode(theirs)).toBe("DBDataNotExist");
      expect(theirs.body.errors?.[0]?.message).toBe(missing.body.errors?.[0]?.message);
    }
    expect(gqlCode(await anonymous.gql(myOrdersQuery))).toBe("DBUserNoLogin");
    expect(gqlCode(await anonymous.gql(myPacksQuery))).toBe("DBUserNoLogin");
  });

  it("name the project of an order of the buyer's after they left it (the row is theirs)", async () => {
    // bob, made an owner, buys for the project and leaves it.
    await alice.client.ok("/api/project/set_role", { ProjectId: projectId, UserId: bob.id, Role: "owner" });
    const order = await buyFor(bob, projectId);
    await markPaid(order.Id);
    await bob.client.ok("/api/project/leave", { ProjectId: projectId });
    expect((await myOrders(bob)).find((o) => o.id === String(order.Id))).toMatchObject({
      projectId: String(projectId),
      projectName,
    });
    expect((await myPacks(bob)).find((p) => p.note === `order ${order.OutTradeNo}`)).toMatchObject({
      projectId: String(projectId),
      projectName,
    });
  });
});

describe("a deleted project", () => {
  it("leaves its orders and packs with neither id nor name, on both sides", async () => {
    const doomed = await newProject(alice, "Short-lived");
    // A storage pack: the project holds no tokens, so its owner may delete it.
    const order = await buyFor(alice, doomed, storagePackage);
    await markPaid(order.Id);
    expect((await sysOrders(clerk.client, alice.id)).find((o) => o.id === String(order.Id))).toMatchObject({
      projectName: "Short-lived",
    });
    await alice.client.ok("/api/project/delete", { Id: doomed });

    const untagged = { projectId: null, projectName: null };
    expect((await sysOrders(clerk.client, alice.id)).find((o) => o.id === String(order.Id))).toMatchObject(
      untagged,
    );
    expect(
      (await sysPacks(clerk.client, alice.id)).find((p) => p.note === `order ${order.OutTradeNo}`),
    ).toMatchObject(untagged);
    expect((await myOrders(alice)).find((o) => o.id === String(order.Id))).toMatchObject(untagged);
    expect((await myPacks(alice)).find((p) => p.note === `order ${order.OutTradeNo}`)).toMatchObject(
      untagged,
    );
  });
});
