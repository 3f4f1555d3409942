/** CMS libraries (spec §3, §7 cms_*): map library, text library, file library; public /index reads. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { pngBytes } from "../support/images.js";
import { sendChunk, sha256Hex, uploadBytes, type MetaError } from "../support/uploads.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
});
afterAll(async () => t?.stop());

interface MapEntry {
  Id: number;
  MapLibraryName: string;
  Value: Record<string, unknown>;
  Status: string;
}

/** The public map query's body (spec §7): a Where on MapLibraryName. */
function libraryWhere(name: string) {
  return { Where: { Lvg: [{ Values: [{ Name: "MapLibraryName", Value: name, Symbol: "=" }] }] } };
}

describe("cms_map_library_map", () => {
  it("imports, exports, updates a value and serves enabled entries publicly", async () => {
    const links = [
      { Value: { name: "文档", englishName: "Docs", link: "https://docs.example.org", embedded: false } },
      {
        Value: { name: "教程", englishName: "Tutorials", link: "https://learn.example.org", embedded: true },
      },
    ];
    expect(
      await admin.ok("/api/sys/cms_map_library_map/import_data", { MapLibraryName: "links", Items: links }),
    ).toEqual({
      Imported: 2,
    });
    const exported = await admin.fetch("/api/sys/cms_map_library_map/export_data?MapLibraryName=links");
    expect(exported.headers.get("content-disposition")).toContain("links.json");
    const body = (await exported.json()) as { Items: { Value: unknown }[] };
    expect(body.Items.map((i) => i.Value)).toEqual(links.map((l) => l.Value));

    const anonymous = t.client();
    const publicList = await anonymous.ok<MapEntry[]>(
      "/api/index/cms_map_library_map/query",
      libraryWhere("links"),
    );
    expect(publicList.map((e) => e.Value.englishName)).toEqual(["Docs", "Tutorials"]);

    await admin.ok(`/api/sys/cms_map_library_map/disabled_status/${publicList[1]!.Id}`);
    await admin.ok("/api/sys/cms_map_library_map/update_value", {
      Id: publicList[0]!.Id,
      Value: { name: "文档", englishName: "Documentation", link: "https://docs.example.org" },
    });
    const after = await anonymous.ok<MapEntry[]>(
      "/api/index/cms_map_library_map/query",
      libraryWhere("links"),
    );
    expect(after.map((e) => e.Value.englishName)).toEqual(["Documentation"]);
    const gql = await anonymous.gqlData<{ publicMapEntries: { value: { englishName: string } }[] }>(
      `{ publicMapEntries(mapLibraryName: "links") { value } }`,
    );
    expect(gql.publicMapEntries.map((e) => e.value.englishName)).toEqual(["Documentation"]);
  });

  it("takes the spec's query body: a Where on MapLibraryName, paged, never reaching another library", async () => {
    await admin.ok("/api/sys/cms_map_library_map/import_data", {
      MapLibraryName: "where-a",
      Items: ["one", "two", "three"].map((name) => ({ Value: { name } })),
    });
    await admin.ok("/api/sys/cms_map_library_map/import_data", {
      MapLibraryName: "where-b",
      Items: [{ Value: { name: "other" } }],
    });
    const anonymous = t.client();
    const names = (list: MapEntry[]) => list.map((e) => (e.Value as { name?: string }).name);
    const query = "/api/index/cms_map_library_map/query";
    expect(names(await anonymous.ok<MapEntry[]>(query, libraryWhere("where-a")))).toEqual([
      "one",
      "two",
      "three",
    ]);
    const page = await anonymous.ok<MapEntry[]>(query, { ...libraryWhere("where-a"), Limit: 1, Offset: 1 });
    expect(names(page)).toEqual(["two"]);
    // An OR in the Where narrows within the library; it never widens to another one.
    const widened = await anonymous.ok<MapEntry[]>(query, {
      Where: {
        Lvg: [
          {
            Values: [
              { Name: "MapLibraryName", Value: "where-a", Symbol: "=" },
              { Name: "MapLibraryName", Value: "where-b", Symbol: "=", Logic: "OR" },
            ],
          },
        ],
      },
    });
    expect(names(widened)).toEqual(["one", "two", "three"]);
    // The old bare body, and a Where without the library, are refused with the field named.
    for (const body of [{ MapLibraryName: "where-a" }, { Where: { Lvg: [] } }]) {
      const refused = await anonymous.rest(query, body);
      expect(refused.body.Error?.Type).toBe("ServerInvalidParameter");
      expect(refused.body.Error?.Value).toContain("MapLibraryName");
    }
    expect((await anonymous.rest(query, { ...libraryWhere("where-a"), Limit: 0 })).body.Error?.Type).toBe(
      "ServerInvalidParameter",
    );
  });

  it("refuses an import without the permission, and bad bodies", async () => {
    const reader = await createSystemUser(t, admin, ["Cms.MapLibrary.Read"]);
    const refused = await reader.client.rest("/api/sys/cms_map_library_map/import_data", {
      MapLibraryName: "x",
      Items: [],
    });
    expect(refused.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Cms.MapLibrary.Update" });
    const bad = await admin.rest("/api/sys/cms_map_library_map/import_data", {
      MapLibraryName: "",
      Items: "no",
    });
    expect(bad.body.Error?.Type).toBe("ServerInvalidParameter");
    const user = await registerUser(t);
    const notAdmin = await user.client.rest("/api/sys/cms_map_library_map/query", {});
    expect(notAdmin.status).toBe(401);
  });
});

describe("cms recycle bin and folders", () => {
  it("recovers a removed map entry and text over GraphQL", async () => {
    const entry = await admin.gqlData<{ createMapEntry: { id: string } }>(
      `mutation { createMapEntry(input: { mapLibraryName: "tools", value: { Name: "Docking" } }) { id } }`,
    );
    const id = entry.createMapEntry.id;
    await admin.gqlData(`mutation($id: ID!) { removeMapEntry(id: $id) }`, { id });
    const bin = await admin.gqlData<{ mapEntries: { list: { id: string }[] } }>(
      `{ mapEntries(query: { deleted: true }) { list { id } } }`,
    );
    expect(bin.mapEntries.list.map((e) => e.id)).toContain(id);
    const back = await admin.gqlData<{ recoverMapEntry: { id: string; deletedAt: string | null } }>(
      `mutation($id: ID!) { recoverMapEntry(id: $id) { id deletedAt } }`,
      { id },
    );
    expect(back.recoverMapEntry).toEqual({ id, deletedAt: null });
    const text = await admin.gqlData<{ createCmsText: { id: string } }>(
      `mutation { createCmsText(input: { libraryName: "home", title: "Plans", markdown: "x" }) { id } }`,
    );
    await admin.gqlData(`mutation($id: ID!) { removeCmsText(id: $id) }`, { id: text.createCmsText.id });
    const recovered = await admin.gqlData<{ recoverCmsText: { title: string } }>(
      `mutation($id: ID!) { recoverCmsText(id: $id) { title } }`,
      { id: text.createCmsText.id },
    );
    expect(recovered.recoverCmsText.title).toBe("Plans");
  });

  it("lists each library's folders, a library's own only", async () => {
    await uploadBytes(admin, "/api/sys/cms_file_library_file", "a.txt", Buffer.from("folder a"), {
      DirNames: ["guides", "setup"],
    });
    await uploadBytes(admin, "/api/sys/cms_map_library_file", "b.txt", Buffer.from("folder b"), {
      DirNames: ["icons", "menu"],
    });
    const data = await admin.gqlData<{ cmsFileLibraryFolders: string[]; cmsMapLibraryFolders: string[] }>(
      `{ cmsFileLibraryFolders cmsMapLibraryFolders }`,
    );
    expect(data.cmsFileLibraryFolders).toContain("guides/setup");
    expect(data.cmsFileLibraryFolders).not.toContain("icons/menu");
    expect(data.cmsMapLibraryFolders).toContain("icons/menu");
    expect(data.cmsMapLibraryFolders).not.toContain("guides/setup");
  });
});

describe("cms_text_library_text", () => {
  it("serves enabled texts publicly with system file links rewritten to /index", async () => {
    const text = await admin.ok<{ Id: number }>("/api/sys/cms_text_library_text/insert", {
      LibraryName: "home",
      Title: "About",
      Markdown: "![logo](/api/sys/cms_file_library_file/read_file/0d7e1bd4-62c6-4d3f-9c2c-1f2b3c4d5e6f)",
    });
    const texts = await t
      .client()
      .ok<{ Id: number; Markdown: string }[]>("/api/index/cms_text_library_text/query", {
        LibraryName: "home",
      });
    expect(texts.map((x) => x.Id)).toContain(text.Id);
    expect(texts.find((x) => x.Id === text.Id)!.Markdown).toBe(
      "![logo](/api/index/cms_file_library_file/read_file/0d7e1bd4-62c6-4d3f-9c2c-1f2b3c4d5e6f)",
    );
  });
});

describe("cms_file_library_file", () => {
  it("uploads with the chunk protocol, reads by UUID on both paths, and hides disabled files publicly", async () => {
    const bytes = Buffer.from("# Crucible\nWelcome.\n");
    const file = (await uploadBytes(admin, "/api/sys/cms_file_library_file", "welcome.md", bytes, {
      DirNames: ["home"],
    })) as unknown as { Id: number; UUID: string; ReadUrl: string };
    expect(file.UUID).toMatch(/^[0-9a-f-]{36}$/);
    const sysRead = await admin.fetch(`/api/sys/cms_file_library_file/read_file/${file.UUID}`);
    expect(await sysRead.text()).toBe(bytes.toString());
    const publicRead = await t.client().fetch(`/api/index/cms_file_library_file/read_file/${file.UUID}`);
    expect(await publicRead.text()).toBe(bytes.toString());
    await admin.ok(`/api/sys/cms_file_library_file/disabled_status/${file.Id}`);
    const hidden = await t.client().fetch(`/api/index/cms_file_library_file/read_file/${file.UUID}`);
    expect(hidden.status).toBe(404);
    const usage = await admin.ok<{ Used: number }>("/api/sys/cms_file_library_file/total_usage_size");
    expect(usage.Used).toBeGreaterThanOrEqual(bytes.length);
    const zip = await admin.fetch(`/api/sys/cms_file_library_file/zip_download/${file.Id}`);
    expect(
      Buffer.from(await zip.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
  });

  it("answers the stored file for the same bytes, name and folder; elsewhere it is a new file", async () => {
    const cms = "/api/sys/cms_file_library_file";
    const bytes = Buffer.from("# About\nThe same page, uploaded twice.\n");
    const body = { Name: "about.md", Size: bytes.length, Sha256: sha256Hex(bytes), DirNames: ["pages"] };
    const first = (await uploadBytes(admin, cms, "about.md", bytes, { DirNames: ["pages"] })) as unknown as {
      Id: number;
      UUID: string;
    };
    const before = await admin.ok<{ Used: number }>(`${cms}/total_usage_size`);
    // Eight at once: each answers the stored file; none is made again.
    const again = await Promise.all(Array.from({ length: 8 }, () => admin.rest(`${cms}/upload_meta`, body)));
    for (const result of again) {
      expect(result.body.Error).toBeNull();
      expect((result.body.Data as { File: { Id: number; UUID: string } }).File).toMatchObject(first);
    }
    expect(await admin.ok<{ Used: number }>(`${cms}/total_usage_size`)).toEqual(before);
    const elsewhere = await admin.rest(`${cms}/upload_meta`, { ...body, DirNames: ["other"] });
    const moved = (elsewhere.body.Data as { File: { Id: number; Folder: string } }).File;
    expect(moved.Id).not.toBe(first.Id);
    expect((await admin.ok<{ Used: number }>(`${cms}/total_usage_size`)).Used).toBe(
      before.Used + bytes.length,
    );
  });

  it("two equal uploads of known bytes at once, to a new place, end with one file", async () => {
    const cms = "/api/sys/cms_file_library_file";
    const bytes = Buffer.from("shared logo bytes");
    await uploadBytes(admin, cms, "logo.txt", bytes, { DirNames: ["seed"] });
    const body = { Name: "logo.txt", Size: bytes.length, Sha256: sha256Hex(bytes), DirNames: ["twins"] };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => admin.rest(`${cms}/upload_meta`, body)),
    );
    const ids = results.map((r) => (r.body.Data as { File: { Id: number } } | null)?.File.Id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeGreaterThan(0);
    const listed = await admin.ok<{ List: { Name: string }[] }>(`${cms}/query_page`, {
      Where: { Lvg: [{ Values: [{ Name: "Folder", Value: "twins", Symbol: "=" }] }] },
    });
    expect(listed.List.map((f) => f.Name)).toEqual(["logo.txt"]);
  });

  it("refuses a fake image when its upload finishes, and accepts a real PNG", async () => {
    const cmsBase = "/api/sys/cms_file_library_file";
    const fake = Buffer.from("not a jpeg at all");
    const start = await admin.rest(`${cmsBase}/upload_meta?LibraryId=0`, {
      Name: "banner.jpg",
      Size: fake.length,
      Sha256: sha256Hex(fake),
    });
    expect(start.body.Error?.Type).toBe("DBNotExist");
    const { UploadId } = start.body.Error?.Meta as unknown as MetaError;
    const refused = await sendChunk(admin, cmsBase, UploadId, 0, fake);
    expect(refused.status).toBe(400);
    expect(refused.body.Error).toMatchObject({ Type: "DBImageInvalid", Value: "banner.jpg" });
    const listed = await admin.ok<{ List: { Name: string }[] }>(`${cmsBase}/query_page`, {});
    expect(listed.List.map((f) => f.Name)).not.toContain("banner.jpg");

    const png = pngBytes({ width: 2, height: 2, rgb: [1, 2, 3] });
    const file = (await uploadBytes(admin, cmsBase, "banner.png", png)) as unknown as { UUID: string };
    const read = await t.client().fetch(`/api/index/cms_file_library_file/read_file/${file.UUID}`);
    expect(read.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
  });

  it("refuses a system user without Cms.FileLibrary.Update", async () => {
    const other = await createSystemUser(t, admin, ["Cms.FileLibrary.Read"]);
    const result = await other.client.rest("/api/sys/cms_file_library_file/upload_meta", {
      Name: "x.md",
      Size: 1,
      Sha256: "A".repeat(64),
    });
    expect(result.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Cms.FileLibrary.Update" });
  });

  it("asks each library's permission of its calls: a map library holder reads only the map library's files", async () => {
    const file = (await uploadBytes(
      admin,
      "/api/sys/cms_file_library_file",
      "own.txt",
      Buffer.from("own"),
    )) as unknown as {
      UUID: string;
    };
    const map = (await uploadBytes(
      admin,
      "/api/sys/cms_map_library_file",
      "icon.txt",
      Buffer.from("icon"),
    )) as unknown as {
      UUID: string;
    };
    const mapReader = (await createSystemUser(t, admin, ["Cms.MapLibrary.Read", "Cms.MapLibrary.Update"]))
      .client;
    const denied = { Type: "DBPermDenied", Value: "Cms.FileLibrary.Read" };
    expect(
      (await mapReader.rest("/api/sys/cms_file_library_file/total_usage_size")).body.Error,
    ).toMatchObject(denied);
    const fileRead = await mapReader.fetch(`/api/sys/cms_file_library_file/read_file/${file.UUID}`);
    expect(((await fileRead.json()) as { Error: unknown }).Error).toMatchObject(denied);
    const folders = await mapReader.gql("{ cmsFileLibraryFolders }");
    expect(gqlCode(folders)).toBe("DBPermDenied");
    expect(folders.body.errors?.[0]?.extensions?.value).toBe("Cms.FileLibrary.Read");
    const upload = await mapReader.rest("/api/sys/cms_file_library_file/upload_meta", {
      Name: "x.md",
      Size: 1,
      Sha256: "A".repeat(64),
    });
    expect(upload.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Cms.FileLibrary.Update" });

    const usage = await mapReader.ok<{ Used: number }>("/api/sys/cms_map_library_file/total_usage_size");
    expect(usage.Used).toBeGreaterThan(0);
    const mapRead = await mapReader.fetch(`/api/sys/cms_map_library_file/read_file/${map.UUID}`);
    expect(Buffer.from(await mapRead.arrayBuffer()).toString()).toBe("icon");
    // A file of the other library is not found under this one's path.
    const crossed = await mapReader.fetch(`/api/sys/cms_map_library_file/read_file/${file.UUID}`);
    expect(((await crossed.json()) as { Error: unknown }).Error).toMatchObject({ Type: "DBDataNotExist" });
    expect(gqlCode(await mapReader.gql("{ cmsMapLibraryFolders }"))).toBeUndefined();
  });
});

describe("feature switch Cms", () => {
  it("turns the CMS off, public reads included", async () => {
    const switches = await admin.ok<Record<string, unknown>>("/api/sys/module_config/data");
    await admin.ok("/api/sys/module_config/set", { ...switches, Cms: { Enabled: false } });
    try {
      const result = await t.client().rest("/api/index/cms_map_library_map/query", libraryWhere("links"));
      expect(result.body.Error).toMatchObject({ Type: "FeatureNotEnabled", Value: "Cms" });
      const gql = await t.client().gql(`{ publicTexts(libraryName: "home") { id } }`);
      expect(gql.body.errors?.[0]?.extensions?.code).toBe("FeatureNotEnabled");
    } finally {
      await admin.ok("/api/sys/module_config/set", switches);
    }
  });
});
