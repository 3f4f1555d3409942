/**
 * System applets and UI packs (spec §2, §6 `Sys.App`, `Dev`; issue 13): the back office registers,
 * orders, enables, disables and limits applets to permission groups; each menu lists what its actor
 * may see; bundles are unpacked under bounds and served sandboxed; UI pack versions are uploaded,
 * activated and rolled back. REST and GraphQL, with the three refusals per call.
 */
import { bundleLimits } from "@crucible/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import { gqlCode, type Client, type RestResult } from "../support/http.js";
import { fileForm } from "../support/images.js";
import { makeZip, probeAppletZip } from "../support/zips.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let viewer: SystemUser;
let noPerms: SystemUser;

const csrf = { "x-crucible-csrf": "1" };

interface AppView {
  Id: number;
  Name: string;
  EnglishName: string;
  Kind: string;
  Side: string;
  Url: string;
  Status: string;
  SortOrder: number;
  GroupIds?: number[];
}

interface VersionView {
  Id: number;
  Version: string;
  Active: boolean;
  Url: string;
  FileCount: number;
}

async function setAppSwitch(on: boolean): Promise<void> {
  const { featureSwitches } = await admin.gqlData<{ featureSwitches: Record<string, unknown> }>(
    "{ featureSwitches }",
  );
  const sys = featureSwitches.Sys as Record<string, unknown>;
  await admin.gqlData("mutation ($s: JSON!) { saveFeatureSwitches(switches: $s) }", {
    s: { ...featureSwitches, Sys: { ...sys, App: { Enabled: on } } },
  });
}

function newApp(client: Client, body: Record<string, unknown>): Promise<RestResult<AppView>> {
  return client.rest<AppView>("/api/sys/sys_app/insert", {
    Name: "小程序",
    EnglishName: "Applet",
    Kind: "bundle",
    ...body,
  });
}

function uploadZip(client: Client, path: string, zip: Buffer, fields: Record<string, string> = {}) {
  return client.rest<AppView & VersionView>(path, undefined, {
    raw: fileForm("File", "bundle.zip", zip, "application/zip", fields),
    headers: csrf,
  });
}

async function bundleApp(client: Client = admin, body: Record<string, unknown> = {}): Promise<AppView> {
  const app = await client.ok<AppView>("/api/sys/sys_app/insert", {
    Name: "探针",
    EnglishName: "Probe",
    Kind: "bundle",
    ...body,
  });
  const uploaded = await uploadZip(client, `/api/sys/sys_app/upload_bundle/${app.Id}`, probeAppletZip());
  expect(uploaded.body.Error).toBeNull();
  return uploaded.body.Data;
}

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  alice = await registerUser(t);
  viewer = await createSystemUser(t, admin, ["Sys.App.Read"]);
  noPerms = await createSystemUser(t, admin, ["User.Read"]);
  await setAppSwitch(true);
});

afterAll(async () => {
  await t?.stop();
});

describe("sys/sys_app: the three refusals and the switch", () => {
  it("refuses callers without a session, without the permission, and hides a missing id", async () => {
    const anonymous = t.client();
    expect((await newApp(anonymous, {})).body.Error?.Type).toBe("DBUserNoLogin");
    const denied = await newApp(noPerms.client, {});
    expect(denied.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Sys.App.Update" });
    expect((await newApp(viewer.client, {})).body.Error?.Type).toBe("DBPermDenied");
    // A normal user's session is not a back-office one.
    expect((await newApp(alice.client, {})).body.Error?.Type).toBe("DBUserNoLogin");
    const missing = await uploadZip(admin, "/api/sys/sys_app/upload_bundle/987654321", probeAppletZip());
    expect(missing.body.Error?.Type).toBe("DBDataNotExist");
    const upDenied = await uploadZip(noPerms.client, "/api/sys/sys_app/upload_bundle/1", probeAppletZip());
    expect(upDenied.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Sys.App.Update" });
    const upAnon = await uploadZip(anonymous, "/api/sys/sys_app/upload_bundle/1", probeAppletZip());
    expect(upAnon.body.Error?.Type).toBe("DBUserNoLogin");
    const sortAnon = await anonymous.rest("/api/sys/sys_app/sort", { Ids: [1] });
    expect(sortAnon.body.Error?.Type).toBe("DBUserNoLogin");
    const sortDenied = await viewer.client.rest("/api/sys/sys_app/sort", { Ids: [1] });
    expect(sortDenied.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Sys.App.Update" });
    const sortMissing = await admin.rest("/api/sys/sys_app/sort", { Ids: [987654321] });
    expect(sortMissing.body.Error?.Type).toBe("DBDataNotExist");
    expect((await anonymous.rest("/api/sys_app/menu", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await anonymous.rest("/api/sys/sys_app/menu", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect(gqlCode(await anonymous.gql("{ menuApps { id } }"))).toBe("DBUserNoLogin");
    expect(gqlCode(await noPerms.client.gql("{ sysApps { total } }"))).toBe("DBPermDenied");
  });

  it("answers FeatureNotEnabled while the Sys.App switch is off", async () => {
    await setAppSwitch(false);
    try {
      expect((await newApp(admin, {})).body.Error).toMatchObject({
        Type: "FeatureNotEnabled",
        Value: "Sys.App",
      });
      expect((await alice.client.rest("/api/sys_app/menu", {})).body.Error?.Type).toBe("FeatureNotEnabled");
      expect(gqlCode(await admin.gql("{ sysApps { total } }"))).toBe("FeatureNotEnabled");
    } finally {
      await setAppSwitch(true);
    }
  });

  it("checks its input: a link needs an http(s) address, an SVG icon must be SVG, groups must exist", async () => {
    const badLink = await newApp(admin, { Kind: "link", Link: "javascript:alert(1)" });
    expect(badLink.body.Error).toMatchObject({ Type: "ServerInvalidParameter" });
    expect(badLink.body.Error?.Value).toContain("Link");
    const badSvg = await newApp(admin, { SvgIcon: "<script>alert(1)</script>" });
    expect(badSvg.body.Error?.Value).toContain("SvgIcon");
    const badGroup = await newApp(admin, { Side: "sys", GroupIds: [987654321] });
    expect(badGroup.body.Error?.Value).toContain("GroupIds");
    const link = await admin.ok<AppView>("/api/sys/sys_app/insert", {
      Name: "文档",
      EnglishName: "Docs",
      Kind: "link",
      Link: "https://example.org/docs",
    });
    expect(link).toMatchObject({ Kind: "link", Url: "https://example.org/docs", Status: "enabled" });
    const onLink = await uploadZip(admin, `/api/sys/sys_app/upload_bundle/${link.Id}`, probeAppletZip());
    expect(onLink.body.Error?.Type).toBe("ServerInvalidParameter");
  });
});

describe("the menus", () => {
  it("list enabled, ready applets of their side; back-office ones only to their permission groups", async () => {
    const forUsers = await bundleApp(admin, { EnglishName: "Users' probe" });
    const unready = await admin.ok<AppView>("/api/sys/sys_app/insert", {
      Name: "空",
      EnglishName: "Empty",
      Kind: "bundle",
    });
    const forAll = await bundleApp(admin, { EnglishName: "All admins", Side: "sys" });
    const forViewer = await bundleApp(admin, {
      EnglishName: "Viewer's group",
      Side: "sys",
      GroupIds: [viewer.groupId],
    });
    const menu = await alice.client.ok<AppView[]>("/api/sys_app/menu", {});
    const ids = menu.map((app) => app.Id);
    expect(ids).toContain(forUsers.Id);
    expect(ids).not.toContain(unready.Id);
    expect(ids).not.toContain(forAll.Id);
    expect(menu.find((app) => app.Id === forUsers.Id)).not.toHaveProperty("GroupIds");

    const viewerMenu = (await viewer.client.ok<AppView[]>("/api/sys/sys_app/menu", {})).map((a) => a.Id);
    expect(viewerMenu).toEqual(expect.arrayContaining([forAll.Id, forViewer.Id]));
    const otherMenu = (await noPerms.client.ok<AppView[]>("/api/sys/sys_app/menu", {})).map((a) => a.Id);
    expect(otherMenu).toContain(forAll.Id);
    expect(otherMenu).not.toContain(forViewer.Id);
    const { sysMenuApps } = await noPerms.client.gqlData<{
      sysMenuApps: { id: string; groupIds: string[] }[];
    }>("{ sysMenuApps { id groupIds } }");
    expect(sysMenuApps.map((a) => Number(a.id))).not.toContain(forViewer.Id);
    expect(sysMenuApps.every((a) => a.groupIds.length === 0)).toBe(true);

    await admin.ok(`/api/sys/sys_app/disabled_status/${forUsers.Id}`, {});
    expect((await alice.client.ok<AppView[]>("/api/sys_app/menu", {})).map((a) => a.Id)).not.toContain(
      forUsers.Id,
    );
    // A disabled applet's files are not served either.
    const gone = await t.client().fetch(forUsers.Url);
    expect(gone.status).not.toBe(200);
    await admin.ok(`/api/sys/sys_app/enabled_status/${forUsers.Id}`, {});
    expect((await t.client().fetch(forUsers.Url)).status).toBe(200);
  });

  it("creates, updates and lists applets over GraphQL", async () => {
    const { createSysApp } = await admin.gqlData<{ createSysApp: { id: string; url: string; side: string } }>(
      `mutation { createSysApp(input: { name: "外链", englishName: "Outside", kind: link,
        link: "https://example.org/", side: sys, groupIds: ["${viewer.groupId}"] }) { id url side } }`,
    );
    expect(createSysApp).toMatchObject({ url: "https://example.org/", side: "sys" });
    const { updateSysApp } = await admin.gqlData<{
      updateSysApp: { englishName: string; groupIds: string[] };
    }>(
      `mutation { updateSysApp(id: "${createSysApp.id}", input: { name: "外链", englishName: "Outside 2",
        kind: link, link: "https://example.org/2", side: sys }) { englishName groupIds } }`,
    );
    expect(updateSysApp).toEqual({ englishName: "Outside 2", groupIds: [] });
    const { sysApps } = await viewer.client.gqlData<{ sysApps: { total: number; list: { id: string }[] } }>(
      "{ sysApps { total list { id } } }",
    );
    expect(sysApps.list.map((a) => a.id)).toContain(createSysApp.id);
    expect(gqlCode(await viewer.client.gql(`mutation { deleteSysApps(ids: ["${createSysApp.id}"]) }`))).toBe(
      "DBPermDenied",
    );
    expect(
      gqlCode(await admin.gql(`mutation { setSysAppStatus(id: "987654321", status: DISABLED) { id } }`)),
    ).toBe("DBDataNotExist");
  });
});

describe("ordering", () => {
  it("gives parallel inserts distinct places at the end", async () => {
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin.ok<AppView>("/api/sys/sys_app/insert", {
          Name: `并行${i}`,
          EnglishName: `Parallel ${i}`,
          Kind: "link",
          Link: "https://example.org/",
        }),
      ),
    );
    const places = made.map((app) => app.SortOrder);
    expect(new Set(places).size).toBe(places.length);
  });

  it("applies two parallel sorts one after the other: the list ends in one of the orders", async () => {
    const { List } = await admin.ok<{ List: AppView[] }>("/api/sys/sys_app/query_page", { Limit: 100 });
    const ids = List.map((app) => app.Id);
    const reversed = [...ids].reverse();
    const results = await Promise.all([
      admin.rest("/api/sys/sys_app/sort", { Ids: ids }),
      admin.rest("/api/sys/sys_app/sort", { Ids: reversed }),
      admin.rest("/api/sys/sys_app/sort", { Ids: ids }),
      admin.rest("/api/sys/sys_app/sort", { Ids: reversed }),
    ]);
    for (const result of results) expect(result.body.Error).toBeNull();
    const after = await admin.ok<{ List: AppView[] }>("/api/sys/sys_app/query_page", { Limit: 100 });
    const order = after.List.map((app) => app.Id);
    expect([JSON.stringify(ids), JSON.stringify(reversed)]).toContain(JSON.stringify(order));
    expect(after.List.map((app) => app.SortOrder)).toEqual(order.map((_, index) => index));
  });
});

describe("bundles", () => {
  it("are served sandboxed: an opaque origin, framed only by our pages, no cookie set", async () => {
    const app = await bundleApp();
    expect(app.Url).toMatch(/^\/api\/sandbox\/[0-9a-f-]{36}\/index\.html$/);
    const page = await t.client().fetch(app.Url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBe("sandbox allow-scripts; frame-ancestors 'self'");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("set-cookie")).toBeNull();
    expect(await page.text()).toContain("Applet says hello");
    const script = await t.client().fetch(app.Url.replace("index.html", "probe.js"));
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const missing = await t.client().fetch(app.Url.replace("index.html", "nope.js"));
    expect(missing.status).toBe(404);
    const traversal = await t.client().fetch(app.Url.replace("index.html", "..%2F..%2Fpackage.json"));
    expect(traversal.status).not.toBe(200);
  });

  it("refuse a sandboxed frame's API calls: Origin null is a cross-site request", async () => {
    const rest = await alice.client.rest("/api/user/session_data", {}, { headers: { origin: "null" } });
    expect(rest.body.Error?.Type).toBe("ServerCsrfRejected");
    const gql = await alice.client.gql("{ me { account } }", undefined, {
      headers: { origin: "null" },
    });
    expect(gql.body.data?.me ?? null).toBeNull();
    expect(gqlCode(gql)).toBe("ServerCsrfRejected");
  });

  it("refuse `../` and absolute paths, symbolic links, duplicates and archives without index.html", async () => {
    const app = await admin.ok<AppView>("/api/sys/sys_app/insert", {
      Name: "攻击",
      EnglishName: "Attacks",
      Kind: "bundle",
    });
    const path = `/api/sys/sys_app/upload_bundle/${app.Id}`;
    const refusal = async (zip: Buffer) => (await uploadZip(admin, path, zip)).body.Error;
    const index = { name: "index.html", data: "<p>hi</p>" };
    expect(await refusal(makeZip([index, { name: "../evil.js", data: "x" }]))).toMatchObject({
      Type: "DBFileNameError",
    });
    expect((await refusal(makeZip([index, { name: "a/../../evil.js", data: "x" }])))?.Type).toBe(
      "DBFileNameError",
    );
    expect((await refusal(makeZip([index, { name: "/etc/passwd", data: "x" }])))?.Type).toBe(
      "DBFileNameError",
    );
    expect((await refusal(makeZip([index, { name: "a\\..\\b.js", data: "x" }])))?.Type).toBe(
      "DBFileNameError",
    );
    expect((await refusal(makeZip([index, { name: "C:/x.js", data: "x" }])))?.Type).toBe("DBFileNameError");
    const link = await refusal(makeZip([index, { name: "link", data: "/etc/passwd", mode: 0o120777 }]));
    expect(link?.Type).toBe("DBFileInvalid");
    expect(link?.Value).toContain("symbolic link");
    expect((await refusal(makeZip([index, { ...index, name: "INDEX.html" }])))?.Type).toBe("DBFileNameError");
    expect((await refusal(makeZip([{ name: "app.js", data: "x" }])))?.Type).toBe("DBFileInvalid");
    expect((await refusal(Buffer.from("not a zip at all, but long enough to look")))?.Type).toBe(
      "DBFileDecompressError",
    );
    // Nothing was kept: the applet still has no bundle.
    const { Url } = await admin.ok<AppView>(`/api/sys/sys_app/read/${app.Id}`);
    expect(Url).toBe("");
  });

  it("bound zip bombs: entries, each entry's size, the total, and sizes that lie", async () => {
    const app = await admin.ok<AppView>("/api/sys/sys_app/insert", {
      Name: "炸弹",
      EnglishName: "Bombs",
      Kind: "bundle",
    });
    const path = `/api/sys/sys_app/upload_bundle/${app.Id}`;
    const refusal = async (zip: Buffer) => (await uploadZip(admin, path, zip)).body.Error;
    const index = { name: "index.html", data: "<p>hi</p>" };
    const many = Array.from({ length: bundleLimits.entries + 1 }, (_, i) => ({
      name: `f${i}.txt`,
      data: "x",
    }));
    expect(await refusal(makeZip(many))).toMatchObject({ Type: "DBFileTooLarge" });
    const big = Buffer.alloc(bundleLimits.entryBytes + 1);
    expect(await refusal(makeZip([index, { name: "big.bin", data: big }]))).toMatchObject({
      Type: "DBFileTooLarge",
    });
    const part = Buffer.alloc(bundleLimits.entryBytes);
    const parts = Array.from({ length: bundleLimits.totalBytes / bundleLimits.entryBytes + 1 }, (_, i) => ({
      name: `part${i}.bin`,
      data: part,
    }));
    expect((await refusal(makeZip([index, ...parts])))?.Value).toContain("add up");
    // 64 MiB of zeros deflates to about 64 KiB; the archive claims 1 KiB.
    const liar = { name: "liar.bin", data: Buffer.alloc(64 * 1024 * 1024), declaredSize: 1024 };
    expect(await refusal(makeZip([index, liar]))).toMatchObject({ Type: "DBFileDecompressError" });
    const tooBigZip = Buffer.alloc(bundleLimits.zipBytes + 1024);
    expect((await refusal(tooBigZip))?.Type).toMatch(/DBFileTooLarge|ServerRequestBodyTooLarge/);
  });
});

describe("sys/uipack: versions", () => {
  it("refuses callers without a session, without Dev, and hides a missing pack", async () => {
    const anonymous = t.client();
    expect((await anonymous.rest("/api/sys/uipack/insert", { Name: "x" })).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    expect((await noPerms.client.rest("/api/sys/uipack/insert", { Name: "x" })).body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Dev.Update",
    });
    expect((await noPerms.client.rest("/api/sys/uipack/versions/1", {})).body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Dev.Read",
    });
    expect((await anonymous.rest("/api/sys/uipack/rollback/1", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await admin.rest("/api/sys/uipack/versions/987654321", {})).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await admin.rest("/api/sys/uipack/rollback/987654321", {})).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await admin.rest("/api/sys/uipack/activate", { VersionId: 987654321 })).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    const upload = await uploadZip(admin, "/api/sys/uipack/upload_version/987654321", probeAppletZip(), {
      Version: "1.0.0",
    });
    expect(upload.body.Error?.Type).toBe("DBDataNotExist");
    expect(gqlCode(await noPerms.client.gql("{ uiPacks { total } }"))).toBe("DBPermDenied");
  });

  it("uploads versions, activates one and rolls back through the history", async () => {
    const developer = await createSystemUser(t, admin, ["Dev.Read", "Dev.Update"]);
    const pack = await developer.client.ok<{ Id: number; Name: string }>("/api/sys/uipack/insert", {
      Name: "run-form",
      Remark: "A custom run form",
    });
    const duplicate = await developer.client.rest("/api/sys/uipack/insert", { Name: "RUN-FORM" });
    expect(duplicate.body.Error?.Type).toBe("DBDuplicate");
    const up = (version: string, text: string) =>
      uploadZip(
        developer.client,
        `/api/sys/uipack/upload_version/${pack.Id}`,
        makeZip([{ name: "dist/index.html", data: `<p>${text}</p>` }]),
        { Version: version },
      );
    const v1 = (await up("1.0.0", "one")).body.Data;
    expect(v1).toMatchObject({ Version: "1.0.0", Active: true, FileCount: 1 });
    expect(v1.Url).toMatch(/\/dist\/index\.html$/);
    const v2 = (await up("1.1.0", "two")).body.Data;
    expect(v2.Active).toBe(false);
    expect((await up("1.1.0", "again")).body.Error).toMatchObject({ Type: "DBDuplicate", Value: "Version" });
    expect((await up("bad version!", "x")).body.Error?.Type).toBe("ServerInvalidParameter");
    const v3 = (await up("2.0.0", "three")).body.Data;

    await developer.client.ok("/api/sys/uipack/activate", { VersionId: v2.Id });
    await developer.client.ok("/api/sys/uipack/activate", { VersionId: v3.Id });
    const active = async () =>
      (await developer.client.ok<VersionView[]>(`/api/sys/uipack/versions/${pack.Id}`, {}))
        .filter((v) => v.Active)
        .map((v) => v.Version);
    expect(await active()).toEqual(["2.0.0"]);
    // Back to 1.1.0 (active before 2.0.0), then to 1.0.0, then nothing earlier.
    expect((await developer.client.ok<VersionView>(`/api/sys/uipack/rollback/${pack.Id}`, {})).Version).toBe(
      "1.1.0",
    );
    expect(await active()).toEqual(["1.1.0"]);
    const { rollbackUiPack } = await developer.client.gqlData<{ rollbackUiPack: { version: string } }>(
      `mutation { rollbackUiPack(packId: "${pack.Id}") { version } }`,
    );
    expect(rollbackUiPack.version).toBe("1.0.0");
    const last = await developer.client.rest(`/api/sys/uipack/rollback/${pack.Id}`, {});
    expect(last.body.Error?.Type).toBe("DBStatusChangeNotAllowed");
    const page = await t.client().fetch(v1.Url);
    expect(await page.text()).toContain("one");
    expect(page.headers.get("content-security-policy")).toContain("sandbox allow-scripts");

    const { uiPackVersions } = await developer.client.gqlData<{
      uiPackVersions: { version: string; active: boolean }[];
    }>(`{ uiPackVersions(packId: "${pack.Id}") { version active } }`);
    expect(uiPackVersions.map((v) => v.version)).toEqual(["2.0.0", "1.1.0", "1.0.0"]);
    // Deleting needs Dev.Delete; the pack's files go with it.
    expect(gqlCode(await developer.client.gql(`mutation { deleteUiPacks(ids: ["${pack.Id}"]) }`))).toBe(
      "DBPermDenied",
    );
    await admin.gqlData(`mutation { deleteUiPacks(ids: ["${pack.Id}"]) }`);
    expect((await t.client().fetch(v1.Url)).status).toBe(404);
  });
});
