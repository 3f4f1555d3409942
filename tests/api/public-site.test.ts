/**
 * The public site (spec §2 /modules; issue 13): the public module catalogue answers visitors without a
 * session, over GraphQL and REST /api/index. Only enabled, live modules visible to all are listed;
 * disabled, removed, hidden modules and modules enabled for one user (visibility partly) are not, and
 * their ids answer like a missing one. Covers of public modules are served publicly. The CMS reads of
 * the pages (texts by library, map entries) show only enabled, live content.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../gateway/src/db/modules.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { fileForm, pngBytes } from "../support/images.js";

let t: TestApp;
let admin: Client;
let visitor: Client;
let alice: NormalUser;
const tag = randomBytes(4).toString("hex");
const ids: Record<"open" | "disabled" | "removed" | "hidden" | "partly", number> = {
  open: 0,
  disabled: 0,
  removed: 0,
  hidden: 0,
  partly: 0,
};
const csrf = { "x-crucible-csrf": "1" };
const missing = 987_654_321;
const listQuery = `query ($s: String) { publicModules(search: $s, limit: 100) { total list { id key name docs coverUrl } } }`;

interface PublicModuleView {
  id: string;
  key: string;
  name: string;
  docs: string;
  coverUrl: string | null;
}

async function addModule(name: string, values: Partial<typeof modules.$inferInsert>): Promise<number> {
  const [row] = await t.app.services.db
    .insert(modules)
    .values({
      key: `public-site/${tag}-${name}`,
      name: `Pub ${tag} ${name}`,
      nameZh: `公开 ${tag} ${name}`,
      summary: `The ${name} module`,
      docs: `# ${name}\n\nSee [the guide](/api/sys/cms_file_library_file/read_file/00000000-0000-0000-0000-000000000000).`,
      script: "none.mjs",
      ...values,
    })
    .returning();
  return row!.id;
}

async function setWorkflow(on: boolean): Promise<void> {
  const current = await admin.gqlData<{ featureSwitches: Record<string, unknown> }>("{ featureSwitches }");
  await admin.gqlData("mutation ($s: JSON!) { saveFeatureSwitches(switches: $s) }", {
    s: { ...current.featureSwitches, Workflow: { Enabled: on } },
  });
}

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  visitor = t.client();
  alice = await registerUser(t);
  ids.open = await addModule("open", { visibility: "all" });
  ids.disabled = await addModule("disabled", { visibility: "all", status: "disabled" });
  ids.removed = await addModule("removed", { visibility: "all", deletedAt: new Date() });
  ids.hidden = await addModule("hidden", { visibility: "none" });
  ids.partly = await addModule("partly", { visibility: "partly" });
  await admin.gqlData(
    `mutation { addModuleUsers(id: "${ids.partly}", accounts: ["${alice.account}"]) { id } }`,
  );
});

afterAll(async () => {
  await t?.stop();
});

describe("the public module catalogue", () => {
  it("lists public modules to a visitor, with reader links in docs, and nothing else", async () => {
    const { publicModules } = await visitor.gqlData<{
      publicModules: { total: number; list: PublicModuleView[] };
    }>(listQuery, { s: tag });
    expect(publicModules.total).toBe(1);
    expect(publicModules.list.map((m) => m.id)).toEqual([String(ids.open)]);
    expect(publicModules.list[0]!.docs).toContain("/api/index/cms_file_library_file/read_file/");
    expect(publicModules.list[0]!.docs).not.toContain("/api/sys/");
    expect(publicModules.list[0]!.coverUrl).toBeNull();
  });

  it("does not list a module enabled only for another user, even to that user", async () => {
    // Alice may run it in her workspace, but it is not public: the catalogue is the same for everyone.
    const mine = await alice.client.gqlData<{ modules: { id: string }[] }>("{ modules { id } }");
    expect(mine.modules.map((m) => m.id)).toContain(String(ids.partly));
    for (const client of [visitor, alice.client, admin]) {
      const { publicModules } = await client.gqlData<{ publicModules: { list: { id: string }[] } }>(
        listQuery,
        { s: tag },
      );
      expect(publicModules.list.map((m) => m.id)).toEqual([String(ids.open)]);
    }
  });

  it("reads one public module; every other id answers like a missing one", async () => {
    const one = await visitor.gqlData<{ publicModule: PublicModuleView }>(
      `{ publicModule(id: "${ids.open}") { id name } }`,
    );
    expect(one.publicModule.name).toBe(`Pub ${tag} open`);
    for (const id of [ids.disabled, ids.removed, ids.hidden, ids.partly, missing]) {
      expect(gqlCode(await visitor.gql(`{ publicModule(id: "${id}") { id } }`))).toBe("DBDataNotExist");
      expect(gqlCode(await alice.client.gql(`{ publicModule(id: "${id}") { id } }`))).toBe("DBDataNotExist");
      const rest = await visitor.rest(`/api/index/workflow_job_task_module/read/${id}`, {});
      expect(rest.body.Error?.Type).toBe("DBDataNotExist");
    }
  });

  it("answers over REST /api/index without a session, with only the visitor's fields", async () => {
    const page = await visitor.ok<{ List: Record<string, unknown>[]; Total: number }>(
      "/api/index/workflow_job_task_module/query",
      { Search: tag },
    );
    expect(page.Total).toBe(1);
    expect(Object.keys(page.List[0]!).sort()).toEqual(
      [
        "CoverUrl",
        "Discount",
        "Docs",
        "DocsZh",
        "Id",
        "Key",
        "Name",
        "NameZh",
        "Summary",
        "SummaryZh",
        "Tags",
        "TokenPrice",
      ].sort(),
    );
    const one = await visitor.ok<{ Id: number }>(`/api/index/workflow_job_task_module/read/${ids.open}`);
    expect(one.Id).toBe(ids.open);
  });

  it("refuses bad input with the catalogue's error types", async () => {
    const tooMany = await visitor.rest("/api/index/workflow_job_task_module/query", { Limit: 5000 });
    expect(tooMany.body.Error?.Type).toBe("ServerInvalidParameter");
    expect(gqlCode(await visitor.gql(`{ publicModules(limit: 0) { total } }`))).toBe(
      "ServerInvalidParameter",
    );
    expect(gqlCode(await visitor.gql(`{ publicModule(id: "x") { id } }`))).toBe("ServerInvalidParameter");
    const badId = await visitor.rest("/api/index/workflow_job_task_module/read/abc", {});
    expect(badId.body.Error?.Type).toBe("ServerInvalidParameter");
    // A search is text, never a pattern: % matches nothing but a literal %.
    const { publicModules } = await visitor.gqlData<{ publicModules: { total: number } }>(listQuery, {
      s: `${tag}%`,
    });
    expect(publicModules.total).toBe(0);
  });

  it("serves the cover of a public module to a visitor, never a hidden module's", async () => {
    const png = pngBytes({ width: 8, height: 8, rgb: [200, 80, 20] });
    for (const id of [ids.open, ids.hidden]) {
      const uploaded = await admin.rest("/api/sys/workflow_job_task_module/upload_cover", undefined, {
        raw: fileForm("File", "cover.png", png, "image/png", { ModuleId: String(id) }),
        headers: csrf,
      });
      expect(uploaded.body.Error).toBeNull();
    }
    const one = await visitor.gqlData<{ publicModule: PublicModuleView }>(
      `{ publicModule(id: "${ids.open}") { coverUrl } }`,
    );
    expect(one.publicModule.coverUrl).toBe(`/api/index/workflow_job_task_module/cover/${ids.open}`);
    const cover = await visitor.fetch(one.publicModule.coverUrl!);
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await cover.arrayBuffer()).equals(png)).toBe(true);
    const hidden = await visitor.fetch(`/api/index/workflow_job_task_module/cover/${ids.hidden}`);
    expect(hidden.status).toBe(404);
    const noCover = await visitor.fetch(`/api/index/workflow_job_task_module/cover/${ids.disabled}`);
    expect(noCover.status).toBe(404);
  });

  it("answers FeatureNotEnabled on both transports while the Workflow switch is off", async () => {
    await setWorkflow(false);
    try {
      expect(gqlCode(await visitor.gql(`{ publicModules { total } }`))).toBe("FeatureNotEnabled");
      expect(gqlCode(await visitor.gql(`{ publicModule(id: "${ids.open}") { id } }`))).toBe(
        "FeatureNotEnabled",
      );
      const rest = await visitor.rest("/api/index/workflow_job_task_module/query", {});
      expect(rest.body.Error?.Type).toBe("FeatureNotEnabled");
      const cover = await visitor.fetch(`/api/index/workflow_job_task_module/cover/${ids.open}`);
      expect(cover.status).not.toBe(200);
    } finally {
      await setWorkflow(true);
    }
  });

  it("follows the module's state: disabling or removing it takes it off the public catalogue", async () => {
    await t.app.services.db.update(modules).set({ status: "disabled" }).where(eq(modules.id, ids.open));
    try {
      const { publicModules } = await visitor.gqlData<{ publicModules: { total: number } }>(listQuery, {
        s: tag,
      });
      expect(publicModules.total).toBe(0);
      expect((await visitor.fetch(`/api/index/workflow_job_task_module/cover/${ids.open}`)).status).toBe(404);
    } finally {
      await t.app.services.db.update(modules).set({ status: "enabled" }).where(eq(modules.id, ids.open));
    }
  });
});

describe("the CMS content of the public pages", () => {
  it("shows a visitor only enabled, live texts and map entries of a page's library", async () => {
    const library = `about.${tag}`;
    const create = (title: string) =>
      admin.gqlData<{ createCmsText: { id: string } }>(
        `mutation ($i: CmsTextInput!) { createCmsText(input: $i) { id } }`,
        { i: { libraryName: library, title, markdown: `Text ${title}` } },
      );
    await create("shown");
    const disabled = await create("disabled");
    const removed = await create("removed");
    await admin.gqlData(
      `mutation { setCmsTextStatus(id: "${disabled.createCmsText.id}", status: DISABLED) { id } }`,
    );
    await admin.gqlData(`mutation { removeCmsText(id: "${removed.createCmsText.id}") }`);
    const texts = await visitor.gqlData<{ publicTexts: { title: string }[] }>(
      `query ($l: String!) { publicTexts(libraryName: $l) { title } }`,
      { l: library },
    );
    expect(texts.publicTexts.map((text) => text.title)).toEqual(["shown"]);

    const tools = `tools.${tag}`;
    const entry = (name: string) =>
      admin.gqlData<{ createMapEntry: { id: string } }>(
        `mutation ($i: MapEntryInput!) { createMapEntry(input: $i) { id } }`,
        { i: { mapLibraryName: tools, value: { Name: name, EnglishName: name } } },
      );
    await entry("on");
    const off = await entry("off");
    await admin.gqlData(
      `mutation { setMapEntryStatus(id: "${off.createMapEntry.id}", status: DISABLED) { id } }`,
    );
    const entries = await visitor.gqlData<{ publicMapEntries: { value: { Name: string } }[] }>(
      `query ($l: String!) { publicMapEntries(mapLibraryName: $l) { value } }`,
      { l: tools },
    );
    expect(entries.publicMapEntries.map((e) => e.value.Name)).toEqual(["on"]);
  });
});
